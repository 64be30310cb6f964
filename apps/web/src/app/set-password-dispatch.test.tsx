import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { aUser, jsonResponse } from '../../test/fixtures';
import { renderInApp } from '../../test/render';
import { initI18n } from '../lib/i18n';
import SetPasswordDispatch from './set-password-dispatch';

const renderAt = (entry: string, signedIn: boolean) => {
  // Signed out, `users/self` answers 401 (the router has asked it before any page renders).
  vi.stubGlobal('fetch', () =>
    Promise.resolve(jsonResponse({ statusCode: 401, message: 'Unauthorized' }, 401)),
  );
  return renderInApp(<SetPasswordDispatch />, {
    path: '/set-password',
    entry,
    ...(signedIn ? { user: aUser('PHYSICIAN', { status: 'New' }) } : {}),
  });
};

beforeAll(() => {
  initI18n('en-US');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/set-password', () => {
  it('opens the link form when the address carries a token', async () => {
    renderAt('/set-password?token=q8Zb3kV0xY1rT7mN2pL5sD9fG4hJ6wE0', false);
    expect(await screen.findByLabelText(/^New password/)).toBeVisible();
    expect(screen.queryByLabelText(/^Current \(temporary\) password/)).not.toBeInTheDocument();
  });

  it('keeps the signed-in change of a New or Reset account without a token', async () => {
    renderAt('/set-password', true);
    expect(await screen.findByLabelText(/^Current \(temporary\) password/)).toBeVisible();
  });

  it('says the link is incomplete to someone signed out without a token', async () => {
    renderAt('/set-password', false);
    expect(await screen.findByRole('alert')).toHaveTextContent(/This link is incomplete/);
  });
});
