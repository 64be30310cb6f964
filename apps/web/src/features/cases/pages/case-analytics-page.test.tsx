import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CASE_ANALYTICS_MESSAGES, type CaseAnalytics } from '@sagitta/domain';
import { useFetchStub } from '../../../../test/fetch-stub';
import { aUser, jsonResponse } from '../../../../test/fixtures';
import { renderInApp } from '../../../../test/render';
import { ANALYTICS_PATH, aTechnician, casesServer } from '../testing/cases-server';
import CaseAnalyticsPage from './case-analytics-page';

const api = useFetchStub();

// Recharts measures its container; jsdom lays nothing out, so every chart says it has no size.
beforeEach(() => {
  const warn = console.warn.bind(console);
  vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).includes('width(0) and height(0)')) warn(...args);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
});

const manager = aUser('3DS_TECHNICIAN', {
  subrole: 'Manager',
  userRoleProperties: { subRole: 'Manager', inexperienced: false, onlineStatus: null },
});

const lee = aTechnician(1, { name: 'Lee PARK' });

function figures(fields: Partial<CaseAnalytics> = {}): CaseAnalytics {
  return {
    from: '2026-03-01',
    to: '2026-03-31',
    distribution: {
      byType: [
        { key: 'PreOp', label: 'PreOp', count: 6 },
        { key: 'PostOp', label: 'PostOp', count: 2 },
      ],
      byStage: [
        { key: 'Completed', label: 'Completed', count: 5 },
        { key: 'InitialModeling', label: 'InitialModeling', count: 3 },
      ],
      byOutcome: [
        { key: 'Successful', label: 'Successful', count: 5 },
        { key: 'Open', label: 'Open', count: 3 },
      ],
      byInstitution: [
        { key: '1a000000-0000-4000-8000-000000000001', label: 'Lakeside Spine Center', count: 7 },
        { key: '', label: '', count: 1 },
      ],
    },
    taskTiming: [
      {
        technician: { id: lee.id, name: 'Lee PARK' },
        stage: 'InitialModeling',
        count: 4,
        medianMinutes: 42.4,
        p90Minutes: 95.6,
      },
      {
        technician: { id: lee.id, name: 'Lee PARK' },
        stage: 'ModelingQC',
        count: 1,
        medianMinutes: 12,
        p90Minutes: null,
      },
    ],
    caseTiming: {
      all: { count: 5, medianMinutes: 1530, p90Minutes: 2940 },
      byType: [{ type: 'PreOp', count: 5, medianMinutes: 1530, p90Minutes: 2940 }],
    },
    ...fields,
  };
}

const EMPTY = figures({
  distribution: { byType: [], byStage: [], byOutcome: [], byInstitution: [] },
  taskTiming: [],
  caseTiming: { all: { count: 0, medianMinutes: null, p90Minutes: null }, byType: [] },
});

function renderAnalytics(answer: (query: URLSearchParams) => Response, entry = '/case/analytics') {
  api.stub(casesServer({ analytics: answer }));
  return renderInApp(<CaseAnalyticsPage />, { path: '/case/analytics', entry, user: manager });
}

const analyticsCalls = () =>
  api.calls
    .filter((call) => call.url.startsWith(`${ANALYTICS_PATH}?`))
    .map((call) => new URLSearchParams(call.url.split('?')[1]));

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent);

const MARCH = '/case/analytics?from=2026-03-01&to=2026-03-31';

describe('CaseAnalyticsPage', () => {
  it('asks for the last 30 days by default', async () => {
    renderAnalytics(() => jsonResponse(figures()));
    await screen.findByRole('tab', { name: 'Case Distribution' });
    const [query] = analyticsCalls();
    const from = query?.get('from') ?? '';
    const to = query?.get('to') ?? '';
    expect((Date.parse(to) - Date.parse(from)) / 86_400_000).toBe(29);
    expect(screen.getByLabelText('From')).toHaveValue(from);
    expect(screen.getByLabelText('To')).toHaveValue(to);
  });

  it('shows Case Distribution: each chart with its table', async () => {
    renderAnalytics(() => jsonResponse(figures()), MARCH);
    const byType = await screen.findByRole('table', { name: 'Cases by type' });
    expect(analyticsCalls()[0]?.toString()).toBe('from=2026-03-01&to=2026-03-31');
    expect(rowsOf(byType)).toEqual(['Pre-op675%', 'Post-op225%']);
    expect(rowsOf(screen.getByRole('table', { name: 'Cases by stage' }))).toEqual([
      'Completed563%',
      'Modeling338%',
    ]);
    expect(rowsOf(screen.getByRole('table', { name: 'Cases by outcome' }))).toEqual([
      'Successful563%',
      'Open338%',
    ]);
    expect(rowsOf(screen.getByRole('table', { name: 'Cases by institution' }))).toEqual([
      'Lakeside Spine Center788%',
      'No institution113%',
    ]);
    expect(
      screen.getByRole('img', {
        name: 'Cases by type: chart. The table gives the same figures.',
      }),
    ).toBeInTheDocument();
  });

  it('shows Task Timing and Case Timing on their tabs, in whole numbers', async () => {
    const { router } = renderAnalytics(() => jsonResponse(figures()), MARCH);
    await userEvent.click(await screen.findByRole('tab', { name: 'Task Timing' }));
    const tasks = await screen.findByRole('table', { name: 'Time per task, in minutes' });
    expect(rowsOf(tasks)).toEqual(['Lee PARKModeling442 min96 min', 'Lee PARKModeling QC112 min—']);
    expect(
      screen.getByRole('img', {
        name: 'Time per task, in minutes: chart. The table gives the same figures.',
      }),
    ).toBeInTheDocument();
    expect(router.state.location.search).toBe('?from=2026-03-01&to=2026-03-31&tab=task-timing');

    await userEvent.click(screen.getByRole('tab', { name: 'Case Timing' }));
    expect(
      await screen.findByRole('region', { name: 'Request to release, all cases' }),
    ).toHaveTextContent(
      'Median 1 day 1 h, 90th percentile 2 days 1 h, over 5 cases released in the range.',
    );
    expect(
      rowsOf(screen.getByRole('table', { name: 'Request to release by type, in hours' })),
    ).toEqual(['Pre-op51 day 1 h2 days 1 h']);
  });

  it('says when the range has no case', async () => {
    renderAnalytics(() => jsonResponse(EMPTY), MARCH);
    expect(await screen.findByRole('heading', { name: 'No case in this range' })).toBeVisible();
    expect(
      screen.getByText(
        'No 3D case was requested or worked on from 03/01/26 to 03/31/26. Choose a wider range.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });

  it('asks again when a date changes, keeping the range in the address', async () => {
    const { router } = renderAnalytics(() => jsonResponse(figures()), MARCH);
    await screen.findByRole('table', { name: 'Cases by type' });
    const from = screen.getByLabelText('From');
    await userEvent.clear(from);
    await userEvent.type(from, '2026-02-01');
    await waitFor(() => {
      expect(analyticsCalls().at(-1)?.toString()).toBe('from=2026-02-01&to=2026-03-31');
    });
    expect(router.state.location.search).toBe('?from=2026-02-01&to=2026-03-31');
  });

  it('refuses a range that ends before it starts, without asking the server', async () => {
    renderAnalytics(() => jsonResponse(figures()), '/case/analytics?from=2026-04-01&to=2026-03-01');
    expect(
      await screen.findByText('The range ends after it starts, and spans at most 366 days.'),
    ).toBeVisible();
    expect(screen.getByLabelText('To')).toHaveAttribute('aria-invalid', 'true');
    expect(analyticsCalls()).toEqual([]);
  });

  it('refuses a range over 366 days', async () => {
    renderAnalytics(() => jsonResponse(figures()), '/case/analytics?from=2024-01-01&to=2026-03-01');
    expect(
      await screen.findByText('The range ends after it starts, and spans at most 366 days.'),
    ).toBeVisible();
    expect(analyticsCalls()).toEqual([]);
  });

  it('shows the server’s 400 inline', async () => {
    renderAnalytics(() => jsonResponse({ message: CASE_ANALYTICS_MESSAGES.range }, 400), MARCH);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The range ends after it starts, and spans at most 366 days.',
    );
    expect(api.globalFailures).toEqual([]);
  });
});
