import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultTierFeatures, type Institution } from '@sagitta/domain';
import { stubApi } from '../../../../test/fetch-stub';
import { aUser, jsonResponse } from '../../../../test/fixtures';
import { renderInApp } from '../../../../test/render';
import { anInstitution, INSTITUTION_ID } from '../test-support';
import UpdateTierPage from './update-tier-page';

const path = `/update-institution/${INSTITUTION_ID}/tier`;

/** The institution answers GET; the tier PUT answers the institution as changed. */
function serve(institution: Institution) {
  return stubApi((call) =>
    call.method === 'PUT' ? jsonResponse({ ...institution, tier: 1 }) : jsonResponse(institution),
  );
}

const renderTier = (user = aUser('SYSTEM_ADMINISTRATOR')) =>
  renderInApp(<UpdateTierPage />, {
    path: '/update-institution/:id/tier',
    entry: path,
    user,
  });

const warning = () => screen.queryByText(/^Users lose these features at their next request/);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('UpdateTierPage', () => {
  it("starts from the institution's features, and a lower tier offers its defaults with the loss shown", async () => {
    const { calls, globalFailures } = serve(anInstitution());
    const { router } = renderTier();

    expect(await screen.findByRole('radio', { name: 'Tier 3' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Calendar' })).toBeChecked();
    expect(warning()).toBeNull();

    await userEvent.click(screen.getByRole('radio', { name: 'Tier 2' }));

    expect(screen.getByRole('checkbox', { name: 'Calendar' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Patient trends' })).toBeChecked();
    expect(warning()).toHaveTextContent(
      'Users lose these features at their next request: Actions, Calendar, Calendar plan, Analytics, Planning reports, Surgical plan, Surgical strategy, Request a plan, Plan generic interbodies, Plan ATEC interbodies',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await vi.waitFor(() => {
      expect(router.state.location.pathname).toBe(`/detail-institution/${INSTITUTION_ID}`);
    });
    const put = calls.find((call) => call.method === 'PUT');
    expect(put).toMatchObject({ url: `/api/v1/institutions/${INSTITUTION_ID}/tier` });
    expect(put!.body).toEqual({ tier: 2, features: null });
    expect(globalFailures).toEqual([]);
  });

  it('sends an edited list, and warns about the feature it drops', async () => {
    const { calls } = serve(anInstitution({ tier: 2, tierFeatures: defaultTierFeatures(2) }));
    renderTier();

    await userEvent.click(await screen.findByRole('checkbox', { name: 'Patient trends' }));

    expect(warning()).toHaveTextContent(
      'Users lose these features at their next request: Patient trends',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await vi.waitFor(() => {
      expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
        tier: 2,
        features: [
          'PATIENTS',
          'PATIENT_FILE',
          'EOS',
          'ALIGNMENT',
          'MOBILE',
          'IOA',
          'ALIGNMENT_REPORTS',
        ],
      });
    });
  });

  it("restores the tier's defaults as features: null, showing what the restore takes away", async () => {
    const customized = anInstitution({
      tier: 1,
      tierFeatures: ['PATIENTS', 'EOS', 'CALENDAR'],
      tierFeaturesCustomized: true,
    });
    const { calls } = serve(customized);
    renderTier();

    expect(await screen.findByText('These features differ from the tier defaults.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: "Restore the tier's defaults" }));

    expect(screen.getByRole('checkbox', { name: 'Calendar' })).not.toBeChecked();
    expect(screen.getByText("These are the tier's default features.")).toBeVisible();
    expect(warning()).toHaveTextContent(
      'Users lose these features at their next request: Calendar',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await vi.waitFor(() => {
      expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
        tier: 1,
        features: null,
      });
    });
  });

  it("reports a refused change with 'Sorry, we were not able to make the change'", async () => {
    const { globalFailures } = stubApi((call) =>
      call.method === 'PUT'
        ? jsonResponse({ message: 'Institution not found' }, 404)
        : jsonResponse(anInstitution()),
    );
    renderTier();

    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Sorry, we were not able to make the change')).toBeVisible();
    expect(globalFailures).toEqual([]);
  });

  it('gives a user administrator a note, without reading the institution', () => {
    const { calls } = serve(anInstitution());
    renderTier(aUser('USER_ADMINISTRATOR'));

    expect(screen.getByText('Only system administrators can change institutions.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(calls).toEqual([]);
  });
});
