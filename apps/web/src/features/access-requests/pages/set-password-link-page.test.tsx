import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { useFetchStub } from '../../../../test/fetch-stub';
import { jsonResponse } from '../../../../test/fixtures';
import { renderInApp } from '../../../../test/render';
import { initI18n } from '../../../lib/i18n';
import SetPasswordLinkPage from './set-password-link-page';

const TOKEN = 'q8Zb3kV0xY1rT7mN2pL5sD9fG4hJ6wE0';
const PASSWORD = 'Lumbar-Curve-2026';

const api = useFetchStub();
const bodies = () => api.calls.map((call) => call.body);

/** Answers the one call the page makes. */
function serve(answer: Response) {
  api.stub((call) => {
    expect(call.url).toBe('/auth/api/v1/set-password');
    expect(call.method).toBe('POST');
    return answer;
  });
}

const renderPage = (search = `?token=${TOKEN}`) =>
  renderInApp(<SetPasswordLinkPage />, { path: '/set-password', entry: `/set-password${search}` });

async function enter(password: string, confirmation: string) {
  await userEvent.type(screen.getByLabelText(/^New password/), password);
  await userEvent.type(screen.getByLabelText(/^Confirm the new password/), confirmation);
}

const rule = (name: RegExp) => screen.getByText(name).closest('li');

beforeAll(() => {
  initI18n('en-US');
});

describe('SetPasswordLinkPage', () => {
  it('shows the password rules as they are met', async () => {
    serve(jsonResponse({ message: 'Your password is set.' }));
    renderPage();
    expect(rule(/^At least 12 characters/)).toHaveAttribute('data-met', 'false');

    await userEvent.type(screen.getByLabelText(/^New password/), 'lumbar-curve');
    expect(rule(/^At least 12 characters/)).toHaveAttribute('data-met', 'true');
    expect(rule(/^Three of/)).toHaveAttribute('data-met', 'false');
    expect(rule(/^Three of/)).toHaveTextContent('not met');

    await userEvent.type(screen.getByLabelText(/^New password/), '7');
    expect(rule(/^Three of/)).toHaveAttribute('data-met', 'true');
    expect(rule(/^Both entries match/)).toHaveAttribute('data-met', 'false');
  });

  it('refuses a weak or mismatched password without sending it', async () => {
    serve(jsonResponse({ message: 'Your password is set.' }));
    renderPage();
    await enter(PASSWORD, `${PASSWORD}x`);
    await userEvent.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText('Password confirmation does not match')).toBeVisible();
    expect(bodies()).toEqual([]);
  });

  it("posts the link's token with the new password, then offers to sign in", async () => {
    serve(jsonResponse({ message: 'Your password is set. You can now sign in.' }));
    renderPage();
    await enter(PASSWORD, PASSWORD);

    await userEvent.click(screen.getByRole('button', { name: 'Set password' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your password is set. You can now sign in.',
    );
    expect(bodies()).toEqual([{ token: TOKEN, newPassword: PASSWORD }]);
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/');
  });

  it('shows why an expired or used link is refused, without the global error', async () => {
    serve(
      jsonResponse(
        { statusCode: 400, error: 'Bad Request', message: 'This link is invalid or has expired' },
        400,
      ),
    );
    renderPage();
    await enter(PASSWORD, PASSWORD);

    await userEvent.click(screen.getByRole('button', { name: 'Set password' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This link is invalid or has expired',
    );
    expect(api.globalFailures).toEqual([]);
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it('explains a link without its token instead of showing the form', () => {
    serve(jsonResponse({}));
    renderPage('');
    expect(screen.getByRole('alert')).toHaveTextContent(/This link is incomplete/);
    expect(screen.queryByLabelText(/^New password/)).not.toBeInTheDocument();
  });
});
