import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { useFetchStub } from '../../../../test/fetch-stub';
import { aUser, jsonResponse } from '../../../../test/fixtures';
import { renderInApp } from '../../../../test/render';
import { initI18n } from '../../../lib/i18n';
import { anAuditEvent, AUDIT_PATH, auditServer } from '../testing/audit-server';
import AuditPage from './audit-page';

const administrator = aUser('SYSTEM_ADMINISTRATOR', {
  userId: '0b8f3c52-7a35-4e0b-9f6e-0d1e2f3a4b5c',
});
const api = useFetchStub();

beforeAll(() => {
  initI18n('en-US');
});

const renderPage = (entry = '/audit') =>
  renderInApp(<AuditPage />, { path: '/audit', entry, user: administrator });

const table = () => screen.findByRole('table', { name: 'Audit events' });
const auditCalls = () =>
  api.calls.filter((call) => call.url.startsWith(`${AUDIT_PATH}?`)).map((call) => call.url);
const events = (count: number) => Array.from({ length: count }, (_, n) => anAuditEvent(n));

describe('AuditPage', () => {
  it('lists the newest events with every field, first page of 20', async () => {
    api.stub(auditServer(events(3)));
    renderPage();
    const rows = within(await table()).getAllByRole('row');
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['When', 'Action', 'Actor', 'Target', 'Outcome', 'Client address', 'Details']);
    expect(rows).toHaveLength(4);
    const first = within(rows[1]!);
    expect(first.getByRole('rowheader').querySelector('time')).toHaveAttribute(
      'datetime',
      '2026-11-26T12:00:00.000Z',
    );
    expect(first.getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      'exam.read',
      '5d0c7d39-3a44-4c55-9d85-5d7a3b0d0c01',
      'exam exam-0',
      'Success',
      '10.0.0.7',
      '{"statusCode":200}',
    ]);
    expect(screen.getByText('3 events')).toBeInTheDocument();
    expect(auditCalls()).toEqual([`${AUDIT_PATH}?page=1&limit=20`]);
  });

  it('shows the loading state, then the empty state when nothing matches', async () => {
    let answer: (response: Response) => void = () => undefined;
    api.stub(
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    renderPage();
    expect(await screen.findByRole('status', { name: 'Loading the audit trail…' })).toBeVisible();
    answer(jsonResponse({ items: [], totalCount: 0 }));
    expect(
      await screen.findByRole('heading', { name: 'No event matches these filters' }),
    ).toBeVisible();
  });

  it('filters by every parameter, from the keyboard, and keeps them in the address', async () => {
    api.stub(auditServer(events(6)));
    const { router } = renderPage();
    await table();
    const form = screen.getByRole('search', { name: 'Filter the audit trail' });
    await userEvent.type(within(form).getByRole('textbox', { name: /^Action/ }), 'exam.read');
    await userEvent.type(
      within(form).getByRole('textbox', { name: /^Actor/ }),
      '5d0c7d39-3a44-4c55-9d85-5d7a3b0d0c01',
    );
    await userEvent.type(within(form).getByRole('textbox', { name: /^Target type/ }), 'exam');
    await userEvent.type(within(form).getByRole('textbox', { name: /^Target id/ }), 'exam-2');
    await userEvent.selectOptions(
      within(form).getByRole('combobox', { name: 'Outcome' }),
      'success',
    );
    // Enter in a field applies the filters.
    await userEvent.type(within(form).getByRole('textbox', { name: /^Target id/ }), '{Enter}');

    await waitFor(() => {
      expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2);
    });
    expect(screen.getByText('1 event')).toBeInTheDocument();
    const last = new URL(`http://x${auditCalls().at(-1) ?? ''}`).searchParams;
    expect(Object.fromEntries(last)).toEqual({
      actorUserId: '5d0c7d39-3a44-4c55-9d85-5d7a3b0d0c01',
      action: 'exam.read',
      targetType: 'exam',
      targetId: 'exam-2',
      outcome: 'success',
      page: '1',
      limit: '20',
    });
    expect(router.state.location.search).toContain('action=exam.read');

    // Clear brings every event back.
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => {
      expect(screen.getByText('6 events')).toBeInTheDocument();
    });
  });

  it('sends the time range as ISO instants, and refuses a start after the end', async () => {
    api.stub(auditServer(events(2)));
    renderPage();
    await table();
    const from = screen.getByLabelText('From');
    const to = screen.getByLabelText('Before');
    await userEvent.type(from, '2026-11-26T10:00');
    await userEvent.type(to, '2026-11-25T10:00');
    await userEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(to).toHaveAccessibleDescription(
      expect.stringContaining('The end must come after the start'),
    );
    expect(to).toBeInvalid();
    expect(auditCalls()).toHaveLength(1);

    await userEvent.clear(to);
    await userEvent.type(to, '2026-11-27T10:00');
    await userEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => {
      expect(auditCalls()).toHaveLength(2);
    });
    const query = new URL(`http://x${auditCalls()[1] ?? ''}`).searchParams;
    expect(query.get('from')).toBe(new Date('2026-11-26T10:00').toISOString());
    expect(query.get('to')).toBe(new Date('2026-11-27T10:00').toISOString());
  });

  it('refuses an actor that is not a user id under its field, without asking', async () => {
    api.stub(auditServer(events(2)));
    renderPage();
    await table();
    const actor = screen.getByRole('textbox', { name: /^Actor/ });
    await userEvent.type(actor, 'admin{Enter}');
    expect(actor).toBeInvalid();
    expect(actor).toHaveAccessibleDescription(
      expect.stringContaining('Enter the id of a user (a UUID), or leave it empty'),
    );
    expect(auditCalls()).toHaveLength(1);
  });

  it('pages through the events', async () => {
    api.stub(auditServer(events(45)));
    const { router } = renderPage();
    await table();
    await userEvent.click(
      within(screen.getByRole('navigation', { name: 'Pages of audit events' })).getByRole(
        'button',
        { name: 'Page 3' },
      ),
    );
    await waitFor(() => {
      expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(6);
    });
    expect(auditCalls().at(-1)).toBe(`${AUDIT_PATH}?page=3&limit=20`);
    expect(router.state.location.search).toBe('?page=3');
  });

  it('opens with the filters of the address', async () => {
    api.stub(auditServer(events(4)));
    renderPage('/audit?action=auth.login&outcome=success');
    await table();
    expect(screen.getByRole('textbox', { name: /^Action/ })).toHaveValue('auth.login');
    expect(screen.getByRole('combobox', { name: 'Outcome' })).toHaveValue('success');
    expect(screen.getByText('2 events')).toBeInTheDocument();
  });

  it('shows the error state with the reason of a refusal, and retries', async () => {
    let refuse = true;
    api.stub(
      auditServer(events(1), () =>
        refuse
          ? jsonResponse(
              { statusCode: 400, error: 'Bad Request', message: 'querystring.to: bad' },
              400,
            )
          : undefined,
      ),
    );
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The audit trail could not be loaded.');
    expect(alert).toHaveTextContent('querystring.to: bad');
    expect(api.globalFailures).toEqual([]);
    refuse = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await table()).toBeInTheDocument();
  });
});
