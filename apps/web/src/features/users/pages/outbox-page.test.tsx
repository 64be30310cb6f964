import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { OutboxMessage } from '@sagitta/domain';
import { aUser, jsonResponse } from '../../../../test/fixtures';
import { renderInApp } from '../../../../test/render';
import { errorState } from '../../../lib/error-state';
import { initI18n } from '../../../lib/i18n';
import OutboxPage from './outbox-page';

const admin = aUser('USER_ADMINISTRATOR', { firstName: 'Ada', lastName: 'Admin', suffix: null });

const LINK = 'https://portal.sagitta.test/set-password?token=Zm9vYmFyYmF6cXV4cXV1eGNvcmdl';

const setPassword: OutboxMessage = {
  id: '7b1f0c4e-0000-4c55-9d85-5d7a3b0d0c01',
  recipient: 'ruth@sagitta.test',
  subject: 'Set your Sagitta password',
  body: `Hello Ruth,\n\nYour account is ready. Set your password within 72 hours:\n${LINK}\n`,
  kind: 'set-password',
  createdAt: '2026-03-02T15:00:00.000Z',
  sentAt: null,
};
const rejected: OutboxMessage = {
  id: '7b1f0c4e-0000-4c55-9d85-5d7a3b0d0c02',
  recipient: 'sam@sagitta.test',
  subject: 'Your Sagitta access request',
  body: 'Hello Sam,\n\nYour request was not accepted.',
  kind: 'request-rejected',
  createdAt: '2026-03-01T15:00:00.000Z',
  sentAt: '2026-03-01T15:01:00.000Z',
};

function serve(answer: (page: string | null) => Response) {
  const urls: string[] = [];
  vi.stubGlobal('fetch', (url: string) => {
    urls.push(url);
    return Promise.resolve(answer(new URLSearchParams(url.split('?')[1]).get('page')));
  });
  return urls;
}

const renderOutbox = () => renderInApp(<OutboxPage />, { path: '/users/outbox', user: admin });

beforeAll(() => {
  initI18n('en-US');
});

afterEach(() => {
  vi.unstubAllGlobals();
  errorState.dismissGeneric();
});

describe('OutboxPage', () => {
  it('says, without a mail server, that this mode is for evaluation only (issue 14)', async () => {
    serve(() => jsonResponse({ totalCount: 1, mode: 'evaluation', items: [setPassword] }));
    renderOutbox();
    const notice = await screen.findByRole('note', { name: 'Evaluation mode: no mail server' });
    expect(notice).toHaveTextContent(/This mode is for evaluation only/);
    expect(notice).toHaveTextContent(/shown to system administrators only/);
  });

  it('says, with a mail server, that links go by email only', async () => {
    serve(() => jsonResponse({ totalCount: 0, mode: 'mail', items: [] }));
    renderOutbox();
    const notice = await screen.findByRole('note', { name: 'Emails are delivered' });
    expect(notice).toHaveTextContent(/reach their recipients only/);
    expect(screen.queryByText(/evaluation/i)).not.toBeInTheDocument();
  });

  it('says in French that this mode is for evaluation only', async () => {
    initI18n('fr-FR');
    try {
      serve(() => jsonResponse({ totalCount: 0, mode: 'evaluation', items: [] }));
      renderOutbox();
      const notice = await screen.findByRole('note', {
        name: 'Mode évaluation : aucun serveur de messagerie',
      });
      expect(notice).toHaveTextContent(/réservé à l’évaluation/);
    } finally {
      initI18n('en-US');
    }
  });

  it('explains why messages are kept, and lists them with their state', async () => {
    const urls = serve(() =>
      jsonResponse({ totalCount: 2, mode: 'evaluation', items: [setPassword, rejected] }),
    );
    renderOutbox();

    expect(screen.getByRole('heading', { level: 1, name: 'Outbox' })).toBeVisible();
    expect(await screen.findByRole('note')).toHaveTextContent(/no mail server configured/);
    const table = await screen.findByRole('table', { name: 'Emails' });
    const [first, second] = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row));
    expect(first!.getByText('ruth@sagitta.test')).toBeVisible();
    expect(first!.getByText('Set your Sagitta password')).toBeVisible();
    expect(first!.getByText('Set-password link')).toBeVisible();
    expect(first!.getByText('Not sent: kept in the outbox')).toBeVisible();
    expect(second!.getByText('Request rejected')).toBeVisible();
    expect(second!.getByText(/^03\/01\/26/, { selector: 'td:last-child' })).toBeVisible();
    expect(urls).toEqual(['/api/v1/outbox?page=1&pageSize=20']);
    expect(screen.queryByRole('navigation', { name: 'Pages of messages' })).not.toBeInTheDocument();
  });

  it('opens a message to show its body, with the link as selectable text', async () => {
    serve(() => jsonResponse({ totalCount: 1, mode: 'evaluation', items: [setPassword] }));
    renderOutbox();
    const toggle = await screen.findByRole('button', {
      name: 'Show message: Set your Sagitta password',
    });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(toggle);

    const body = screen.getByRole('region', { name: 'Message to ruth@sagitta.test' });
    expect(body).toHaveTextContent('Set your password within 72 hours:');
    expect(body).toHaveTextContent(LINK);
    expect(within(body).queryByRole('link')).not.toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAttribute('aria-controls', body.id);
    expect(toggle).toHaveAccessibleName('Hide message: Set your Sagitta password');

    await userEvent.click(toggle);
    expect(screen.queryByRole('region', { name: 'Message to ruth@sagitta.test' })).toBeNull();
  });

  it('pages through the messages', async () => {
    const urls = serve((page) =>
      jsonResponse({
        totalCount: 25,
        mode: 'evaluation',
        items: page === '2' ? [rejected] : [setPassword],
      }),
    );
    renderOutbox();
    await screen.findByText('ruth@sagitta.test');

    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));

    expect(await screen.findByText('sam@sagitta.test')).toBeVisible();
    expect(urls.at(-1)).toBe('/api/v1/outbox?page=2&pageSize=20');
  });

  it('says when there is nothing, and when the messages cannot be loaded', async () => {
    serve(() => jsonResponse({ totalCount: 0, mode: 'evaluation', items: [] }));
    const { unmount } = renderOutbox();
    expect(await screen.findByText('No messages yet.')).toBeVisible();
    unmount();

    serve(() => jsonResponse({ message: 'Forbidden' }, 403));
    renderOutbox();
    expect(await screen.findByRole('alert')).toHaveTextContent('The messages could not be loaded.');
    expect(errorState.get().generic).toBeNull();
  });
});
