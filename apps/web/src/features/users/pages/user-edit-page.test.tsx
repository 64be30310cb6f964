import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ROLE_IDS, ROLE_NAMES } from '@sagitta/domain';
import { aUser, jsonResponse } from '../../../../test/fixtures';
import { renderInApp } from '../../../../test/render';
import { initI18n } from '../../../lib/i18n';
import UserEditPage from './user-edit-page';

const physician = aUser('PHYSICIAN', {
  userId: '5d0c7d39-3a44-4c55-9d85-5d7a3b0d0c01',
  phone: '6195550142',
  npi: '1234567893',
  institutionId: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  institutionName: 'Lakeside Spine Center',
  institutionRole: 'Surgeon',
  pricingTier: 2,
});

const puts: unknown[] = [];

beforeAll(() => {
  initI18n('en-US');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('UserEditPage', () => {
  it('fills the form with the account and saves it with PUT', async () => {
    vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
      if (url.startsWith('/api/v1/roles')) {
        return Promise.resolve(
          jsonResponse(ROLE_NAMES.map((name) => ({ roleId: ROLE_IDS[name], name }))),
        );
      }
      if (init?.method === 'PUT') {
        const body = JSON.parse(init.body as string) as Record<string, unknown>;
        puts.push(body);
        return Promise.resolve(jsonResponse({ data: { ...physician, ...body } }));
      }
      return Promise.resolve(jsonResponse(physician));
    });
    const { router } = renderInApp(<UserEditPage />, {
      path: '/users/edit/:id',
      entry: `/users/edit/${physician.userId}`,
      user: aUser('SYSTEM_ADMINISTRATOR', { userId: '0b8f3c52-7a35-4e0b-9f6e-0d1e2f3a4b5c' }),
    });

    const lastName = await screen.findByLabelText(/^Last name/);
    expect(lastName).toHaveValue('Chen');
    expect(screen.getByLabelText(/^Phone/)).toHaveValue('(619) 555 0142');
    expect(screen.getByLabelText(/^NPI/)).toHaveValue('1234567893');
    expect(screen.getByRole('combobox', { name: /^Institution$/ })).toHaveValue(
      'Lakeside Spine Center',
    );

    await userEvent.clear(lastName);
    await userEvent.type(lastName, 'Chen-Li');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    await vi.waitFor(() => {
      expect(router.state.location.pathname).toBe(`/users/detail/${physician.userId}`);
    });
    expect(puts).toEqual([
      expect.objectContaining({
        lastName: 'Chen-Li',
        role: 'PHYSICIAN',
        npi: '1234567893',
        phone: '(619) 555 0142',
        institutionId: physician.institutionId,
        institutionRole: 'Surgeon',
        pricingTier: 2,
      }),
    ]);
  });
});
