import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PatientSummary } from '@sagitta/domain';
import { useFetchStub, type RecordedCall } from '../../../test/fetch-stub';
import { aUser, jsonResponse } from '../../../test/fixtures';
import { renderInApp } from '../../../test/render';
import { PatientSearch } from './patient-search';

const api = useFetchStub();

beforeAll(() => {
  // jsdom has no scrollIntoView; Mantine's combobox scrolls its selected option into view.
  if (!('scrollIntoView' in Element.prototype)) {
    Object.assign(Element.prototype, { scrollIntoView: () => undefined });
  }
});

const LOOKAHEAD = '/api/v1/portal/patients/lookahead';

const patient = (n: number, fields: Partial<PatientSummary> = {}): PatientSummary => ({
  id: `9c4d5e6f-7a8b-4c1d-8e2f-${String(n).padStart(12, '0')}`,
  productId: `SGT-00012${String(n)}`,
  mrn: `MRN-${String(n)}`,
  familyName: `Smith${String(n)}`,
  firstName: 'Anna',
  birthDate: '1971-06-02',
  age: 54,
  sex: 'F',
  urgent: false,
  surgicalCandidate: false,
  ...fields,
});

const lookaheadCalls = (calls: readonly RecordedCall[]) =>
  calls
    .filter((call) => call.url.startsWith(`${LOOKAHEAD}?`))
    .map((call) => new URLSearchParams(call.url.split('?')[1]).get('q'));

function renderSearch() {
  return renderInApp(<PatientSearch />, { path: '/patient/list', user: aUser('PHYSICIAN') });
}

const field = () => screen.getByRole('combobox', { name: 'Find a patient' });

describe('PatientSearch: the header type-ahead', () => {
  it('asks once typing pauses and shows name, MRN, product id and birth date', async () => {
    api.stub(() => jsonResponse({ items: [patient(1), patient(2, { birthDate: null })] }));
    renderSearch();

    await userEvent.type(field(), 'smi');

    expect(await screen.findByRole('option', { name: /Anna SMITH1/ })).toHaveTextContent(
      'MRN MRN-1 · SGT-000121 · born 06/02/71',
    );
    expect(screen.getByRole('option', { name: /Anna SMITH2/ })).toHaveTextContent(
      'MRN MRN-2 · SGT-000122',
    );
    // Debounced: the last query is the whole text, and not one call per letter.
    const queries = lookaheadCalls(api.calls);
    expect(queries.at(-1)).toBe('smi');
    expect(queries.length).toBeLessThan(3);
  });

  it('makes no call for blank text', async () => {
    api.stub(() => jsonResponse({ items: [patient(1)] }));
    renderSearch();

    await userEvent.type(field(), '   ');
    await new Promise((resolve) => setTimeout(resolve, 400));

    expect(lookaheadCalls(api.calls)).toEqual([]);
  });

  it('says "No patient found" on a 204', async () => {
    api.stub(() => new Response(null, { status: 204 }));
    renderSearch();

    await userEvent.type(field(), 'zz');

    expect(await screen.findByText('No patient found')).toBeVisible();
    expect(screen.queryByRole('option')).toBeNull();
    expect(api.globalFailures).toEqual([]);
  });

  it('opens the chosen patient file from the keyboard (arrows, then Enter)', async () => {
    api.stub(() => jsonResponse({ items: [patient(1), patient(2)] }));
    const { router } = renderSearch();

    await userEvent.type(field(), 'smi');
    await screen.findByRole('option', { name: /SMITH2/ });
    await waitFor(() => {
      expect(screen.getByRole('option', { name: /SMITH1/ })).toHaveAttribute(
        'data-combobox-selected',
      );
    });
    await userEvent.keyboard('{ArrowDown}');
    const second = screen.getByRole('option', { name: /SMITH2/ });
    expect(second).toHaveAttribute('data-combobox-selected');
    expect(field()).toHaveAttribute('aria-activedescendant', second.id);
    expect(field()).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Enter}');

    expect(router.state.location.pathname).toBe(`/patient/details/${patient(2).id}`);
  });

  it('opens the first patient on Enter', async () => {
    api.stub(() => jsonResponse({ items: [patient(1), patient(2)] }));
    const { router } = renderSearch();

    await userEvent.type(field(), 'smi');
    await screen.findByRole('option', { name: /SMITH1/ });
    await waitFor(() => {
      expect(screen.getByRole('option', { name: /SMITH1/ })).toHaveAttribute(
        'data-combobox-selected',
      );
    });
    await userEvent.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe(`/patient/details/${patient(1).id}`);
  });

  it('opens a patient on a click', async () => {
    api.stub(() => jsonResponse({ items: [patient(1), patient(2)] }));
    const { router } = renderSearch();

    await userEvent.type(field(), 'smi');
    await userEvent.click(await screen.findByRole('option', { name: /SMITH2/ }));

    expect(router.state.location.pathname).toBe(`/patient/details/${patient(2).id}`);
  });
});
