import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DUPLICATE_INSTITUTION_MESSAGE } from '@sagitta/domain';
import { stubApi, type RecordedCall } from '../../../../test/fetch-stub';
import { aUser, jsonResponse } from '../../../../test/fixtures';
import { renderInApp } from '../../../../test/render';
import { anInstitution, INSTITUTION_ID } from '../test-support';
import UpdateInformationPage from './update-information-page';

const institution = anInstitution({ tier: 2, specialConsiderations: 'Night imaging only' });

function serve(onPut: (call: RecordedCall) => Response = () => jsonResponse({ success: true })) {
  return stubApi((call) => (call.method === 'PUT' ? onPut(call) : jsonResponse(institution)));
}

const renderEdit = () =>
  renderInApp(<UpdateInformationPage />, {
    path: '/update-institution/:id/information',
    entry: `/update-institution/${INSTITUTION_ID}/information`,
    user: aUser('SYSTEM_ADMINISTRATOR'),
  });

async function replace(input: HTMLElement, text: string) {
  await userEvent.clear(input);
  if (text !== '') await userEvent.paste(text);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('UpdateInformationPage', () => {
  it('sends the whole institution with the edited fields merged over what was loaded', async () => {
    const { calls } = serve();
    const { router } = renderEdit();

    expect(await screen.findByRole('textbox', { name: /^Name/ })).toHaveValue(
      'Lakeside Spine Center',
    );
    // Tier and status have their own pages, which show what a change does first.
    expect(screen.queryByRole('radio', { name: 'Tier 1' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: /^Active/ })).toBeNull();
    await replace(screen.getByRole('textbox', { name: /^Name/ }), 'Lakeside Spine Institute');
    await replace(screen.getByRole('textbox', { name: 'Email' }), '');

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await vi.waitFor(() => {
      expect(router.state.location.pathname).toBe(`/detail-institution/${INSTITUTION_ID}`);
    });
    expect(calls.find((call) => call.method === 'PUT')).toEqual({
      method: 'PUT',
      url: `/api/v1/institutions/${INSTITUTION_ID}`,
      body: {
        name: 'Lakeside Spine Institute',
        email: null,
        address: '12 Harbor Road',
        city: 'Austin',
        state: 'TX',
        zip: '73301',
        active: true,
        tier: 2,
        contractPricing: true,
        dataAgreement: true,
        dataUseLimitedToServices: false,
        deidentificationForStorage: false,
        hasSignedBaa: true,
        specialConsiderations: 'Night imaging only',
        eosSerialNumbers: ['EOS-1001'],
      },
    });
  });

  it('puts a taken name on the name field', async () => {
    const { globalFailures } = serve(() =>
      jsonResponse({ message: DUPLICATE_INSTITUTION_MESSAGE }, 409),
    );
    renderEdit();

    await replace(await screen.findByRole('textbox', { name: /^Name/ }), 'Harbor Clinic');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('textbox', { name: /^Name/ })).toHaveAccessibleDescription(
      DUPLICATE_INSTITUTION_MESSAGE,
    );
    expect(globalFailures).toEqual([]);
  });
});
