import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NETWORK_MESSAGES, type AieConfiguration, type GeneratedAccessKey } from '@sagitta/domain';
import { stubApi, type RecordedCall } from '../../../../test/fetch-stub';
import { aUser, jsonResponse } from '../../../../test/fixtures';
import { renderInApp } from '../../../../test/render';
import { anAie, anInstitution, INSTITUTION_ID } from '../test-support';
import UpdateAiePage from './update-aie-page';

const path = `/update-institution/${INSTITUTION_ID}/aie-configuration`;
const SECRET = 'sgs_4f9c2b7e1d0a8c6e5b3a2f1e0d9c8b7a';

const liveKey = {
  id: '2c6b1a4e-9d8f-4e3a-8b7c-1a2b3c4d5e6f',
  institutionId: INSTITUTION_ID,
  key: 'sgk_live_0001',
  createdAt: '2026-02-01T10:00:00.000Z',
  revokedAt: null,
};

const generated: GeneratedAccessKey = { ...liveKey, key: 'sgk_new_0002', secret: SECRET };

/** The institution, its AIE, and answers for the AIE and key calls. */
function serve(
  aie: AieConfiguration,
  answers: Partial<Record<string, (call: RecordedCall) => Response>> = {},
) {
  return stubApi((call) => {
    const route = `${call.method} ${call.url.split('?')[0] ?? ''}`;
    const answer = answers[route];
    if (answer !== undefined) return answer(call);
    if (route.endsWith('/aie')) return jsonResponse(aie);
    return jsonResponse(anInstitution());
  });
}

const renderAie = (user = aUser('SYSTEM_ADMINISTRATOR')) =>
  renderInApp(<UpdateAiePage />, {
    path: '/update-institution/:id/aie-configuration',
    entry: path,
    user,
  });

async function replace(input: HTMLElement, text: string) {
  await userEvent.clear(input);
  if (text !== '') await userEvent.paste(text);
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('UpdateAiePage: configuration', () => {
  it('refuses a bad AE title, IP address and port with the shared messages', async () => {
    const { calls } = serve(anAie());
    renderAie();

    await replace(await screen.findByRole('textbox', { name: /^AE title/ }), 'BAD\\TITLE');
    await replace(screen.getByRole('textbox', { name: /^IP address/ }), '300.1.1.1');
    await replace(screen.getByRole('textbox', { name: /^Port/ }), '70000');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(NETWORK_MESSAGES.aeTitle)).toBeVisible();
    expect(screen.getByText(NETWORK_MESSAGES.ipAddress)).toBeVisible();
    expect(screen.getByText(NETWORK_MESSAGES.port)).toBeVisible();
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);
  });

  it('saves a valid configuration, the port as a number', async () => {
    const { calls } = serve(anAie({ aeTitle: null, ipAddress: null, port: null }), {
      [`PUT /api/v1/institutions/${INSTITUTION_ID}/aie`]: (call) =>
        jsonResponse({ ...anAie(), ...(call.body as object) }),
    });
    renderAie();

    await replace(await screen.findByRole('textbox', { name: /^AE title/ }), 'LAKESIDE_AIE');
    await replace(screen.getByRole('textbox', { name: /^IP address/ }), 'fe80::1');
    await replace(screen.getByRole('textbox', { name: /^Port/ }), '11112');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await vi.waitFor(() => {
      expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
        aeTitle: 'LAKESIDE_AIE',
        ipAddress: 'fe80::1',
        port: 11112,
      });
    });
  });

  it('gives a user administrator a note, without reading the AIE', () => {
    const { calls } = serve(anAie());
    renderAie(aUser('USER_ADMINISTRATOR'));

    expect(screen.getByText('Only system administrators can change institutions.')).toBeVisible();
    expect(calls).toEqual([]);
  });
});

describe('UpdateAiePage: client access key', () => {
  it('generates a key and shows its secret once, with copy buttons that say Copied for 1500 ms', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    const { calls } = serve(anAie(), {
      'POST /auth/api/v1/client-access-key': () => jsonResponse(generated, 201),
    });
    const { queryClient } = renderAie();
    // After the render: user-event installs its own clipboard on setup.
    vi.stubGlobal(
      'navigator',
      Object.assign(Object.create(navigator) as Navigator, { clipboard: { writeText } }),
    );

    expect(await screen.findByText('No key')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Generate key' }));

    const panel = (await screen.findByRole('heading', { name: 'New client access key' }))
      .parentElement!;
    expect(within(panel).getByText(/The secret will not be shown again/)).toBeVisible();
    expect(within(panel).getByText('sgk_new_0002')).toBeVisible();
    expect(within(panel).getByText(SECRET)).toBeVisible();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      institutionId: INSTITUTION_ID,
    });
    // The secret lives in the page only: no query or mutation in the cache holds it.
    const cached = JSON.stringify([
      queryClient
        .getQueryCache()
        .getAll()
        .map((query) => query.state.data),
      queryClient
        .getMutationCache()
        .getAll()
        .map((mutation) => mutation.state.data),
    ]);
    expect(cached).not.toContain(SECRET);

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const copySecret = within(panel).getByRole('button', { name: 'Copy Secret' });
    await act(async () => {
      fireEvent.click(copySecret);
      await Promise.resolve();
    });
    expect(writeText).toHaveBeenCalledWith(SECRET);
    expect(within(panel).getByRole('button', { name: 'Copied Secret' })).toBeVisible();
    expect(within(panel).getByText('Secret copied to the clipboard')).toBeInTheDocument();

    act(() => {
      vi.advanceTimersByTime(1_499);
    });
    expect(within(panel).getByRole('button', { name: 'Copied Secret' })).toBeVisible();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(within(panel).getByRole('button', { name: 'Copy Secret' })).toBeVisible();
    expect(within(panel).queryByText('Secret copied to the clipboard')).toBeNull();
    vi.useRealTimers();

    await userEvent.click(within(panel).getByRole('button', { name: 'I have stored the key' }));
    expect(screen.queryByText(SECRET)).toBeNull();
  });

  it('drops the secret when the page is left', async () => {
    serve(anAie(), { 'POST /auth/api/v1/client-access-key': () => jsonResponse(generated, 201) });
    const { unmount, queryClient } = renderAie();

    await userEvent.click(await screen.findByRole('button', { name: 'Generate key' }));
    expect(await screen.findByText(SECRET)).toBeVisible();
    unmount();

    expect(document.body.textContent).not.toContain(SECRET);
    expect(
      JSON.stringify(
        queryClient
          .getMutationCache()
          .getAll()
          .map((m) => m.state),
      ),
    ).not.toContain(SECRET);
  });

  it('resets a live key only after confirming that the AIE stops until updated on site', async () => {
    const { calls } = serve(anAie({ activeKey: liveKey }), {
      'POST /auth/api/v1/client-access-key': () => jsonResponse(generated, 201),
    });
    renderAie();

    expect(await screen.findByText('sgk_live_0001')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Reset key' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset the client access key?' });
    expect(dialog).toHaveTextContent(
      'Resetting disables the AIE until the on-site device is updated with the new key',
    );
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset key' }));

    expect(await screen.findByText(SECRET)).toBeVisible();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it("reports a failed revoke with 'Unable to disable AIE'", async () => {
    const { calls, globalFailures } = serve(anAie({ activeKey: liveKey }), {
      'DELETE /auth/api/v1/client-access-key': () =>
        jsonResponse({ message: 'Institution not found' }, 404),
    });
    renderAie();

    await userEvent.click(await screen.findByRole('button', { name: 'Revoke key' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke the client access key?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke key' }));

    expect(await screen.findByText('Unable to disable AIE')).toBeVisible();
    expect(calls.find((call) => call.method === 'DELETE')?.url).toBe(
      `/auth/api/v1/client-access-key?institutionId=${INSTITUTION_ID}`,
    );
    expect(globalFailures).toEqual([]);
  });
});
