import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WORKLIST_STATUS_POLL_MS } from '@sagitta/domain';
import { useFetchStub } from '../../../../test/fetch-stub';
import { anExam, modeling } from '../testing/exams';
import { LIST_PATH, renderWorklist, worklistServer } from '../testing/render-worklist';
import { recordRequestHeaders } from '../testing/request-headers';

const api = useFetchStub();

beforeEach(() => {
  // Only the clock and the intervals are the test's: promises and fetches run as usual.
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
  vi.setSystemTime(new Date('2026-03-15T10:00:00'));
});

afterEach(() => {
  vi.useRealTimers();
});

describe('WorklistPage: the status poll', () => {
  it('reloads the list every minute in the background, and the elapsed time moves on', async () => {
    let state = 'IA_IN_PROGRESS';
    const started = Date.now() - 12 * 60_000;
    api.stub(
      worklistServer({
        exams: () =>
          Response.json({
            items: [anExam({ familyName: 'Smith', modelings: [modeling(state, started)] })],
            totalCount: 1,
          }),
      }),
    );
    const requests = recordRequestHeaders();
    renderWorklist();
    expect(await screen.findByText('12 min')).toBeVisible();
    const listRequests = () => requests.filter((request) => request.url.startsWith(LIST_PATH));
    expect(listRequests()).toHaveLength(1);
    expect(listRequests()[0]?.headers.get('X-Background-Request')).toBeNull();

    state = 'MODELIZED';
    act(() => {
      vi.advanceTimersByTime(WORKLIST_STATUS_POLL_MS);
    });
    expect(await screen.findByText('Modeled')).toBeVisible();
    expect(listRequests()).toHaveLength(2);
    // A poll is not the user's doing: it must not keep an idle session alive.
    expect(listRequests()[1]?.headers.get('X-Background-Request')).toBe('1');
  });

  it('counts the elapsed time to the minute while modeling runs', async () => {
    api.stub(
      worklistServer({
        exams: [anExam({ modelings: [modeling('IA_IN_PROGRESS', Date.now() - 59 * 60_000)] })],
      }),
    );
    renderWorklist();
    expect(await screen.findByText('59 min')).toBeVisible();
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(await screen.findByText('1 h 00 min')).toBeVisible();
  });
});
