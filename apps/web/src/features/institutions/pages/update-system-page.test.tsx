import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../../test/fetch-stub';
import { aUser, jsonResponse } from '../../../../test/fixtures';
import { renderInApp } from '../../../../test/render';
import { anInstitution, INSTITUTION_ID } from '../test-support';
import UpdateSystemPage from './update-system-page';

const renderSystem = () =>
  renderInApp(<UpdateSystemPage />, {
    path: '/update-institution/:id/system',
    entry: `/update-institution/${INSTITUTION_ID}/system`,
    user: aUser('SYSTEM_ADMINISTRATOR'),
  });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('UpdateSystemPage', () => {
  it('edits the terms and the EOS serial numbers and sends the whole institution', async () => {
    const { calls } = stubApi((call) =>
      call.method === 'PUT' ? jsonResponse({ success: true }) : jsonResponse(anInstitution()),
    );
    renderSystem();

    await userEvent.click(await screen.findByRole('checkbox', { name: 'Signed BAA' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'De-identification for storage' }));
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Special considerations' }),
      'Weekdays',
    );
    const serial = screen.getByRole('textbox', { name: 'New EOS serial number' });
    await userEvent.type(serial, 'EOS-2002{Enter}');
    await userEvent.type(serial, 'EOS-2002');
    await userEvent.click(screen.getByRole('button', { name: 'Add serial number' }));
    expect(screen.getByText('This serial number is already listed')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Remove serial number EOS-1001' }));

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await vi.waitFor(() => {
      expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
        name: 'Lakeside Spine Center',
        email: 'office@lakeside.test',
        address: '12 Harbor Road',
        city: 'Austin',
        state: 'TX',
        zip: '73301',
        active: true,
        tier: 3,
        contractPricing: true,
        dataAgreement: true,
        dataUseLimitedToServices: false,
        deidentificationForStorage: true,
        hasSignedBaa: false,
        specialConsiderations: 'Weekdays',
        eosSerialNumbers: ['EOS-2002'],
      });
    });
  });
});
