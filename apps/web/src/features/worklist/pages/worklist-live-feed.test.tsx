import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { defaultTierFeatures } from '@sagitta/domain';
import { useFetchStub } from '../../../../test/fetch-stub';
import { aUser, jsonResponse } from '../../../../test/fixtures';
import { selectedPhysician } from '../../../lib/session/selected-physician';
import { examId, manyExams, pageOf } from '../testing/exams';
import { pageScroll } from '../testing/page-scroll';
import { listQueries, renderWorklist, worklistServer } from '../testing/render-worklist';

const api = useFetchStub();
const exams = manyExams(15);
let scroll: ReturnType<typeof pageScroll>;
let scrollTo: MockInstance<typeof window.scrollTo>;

beforeEach(() => {
  scroll = pageScroll({ height: 3000, viewport: 1000 });
  scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  api.stub(worklistServer({ exams: (query) => jsonResponse(pageOf(exams, query, 10)) }));
});

afterEach(() => {
  scroll.restore();
  vi.restoreAllMocks();
  selectedPhysician.write(null);
});

const rowCount = () =>
  within(screen.getByRole('table', { name: 'Patient exams' })).getAllByRole('row').length - 1;

describe('WorklistPage: the live feed', () => {
  it('listens on the patient-list channel of this origin', async () => {
    const { feed } = renderWorklist();
    await screen.findByText('15 exams');
    expect(feed.sockets).toHaveLength(1);
    expect(feed.latest().url).toBe(`ws://${window.location.host}/patient-list/ws`);
  });

  it('names the acting physician for clinical staff, who cannot send headers on a socket', async () => {
    const physicianId = '5d0c7d39-3a44-4c55-9d85-5d7a3b0d0c01';
    selectedPhysician.write({
      userId: physicianId,
      institutionId: null,
      tierNumber: 3,
      tierFeatures: defaultTierFeatures(3),
      isBetaUser: false,
    });
    const { feed } = renderWorklist(
      aUser('CLINICAL_STAFF', { userId: 'b7f3f2a4-0000-4c55-9d85-5d7a3b0d0c77' }),
    );
    await screen.findByText('15 exams');
    expect(feed.latest().url).toBe(
      `ws://${window.location.host}/patient-list/ws?physicianId=${physicianId}`,
    );
  });

  it('highlights Refresh when a message raises the alert; Refresh clears it and reloads page 1', async () => {
    const { feed } = renderWorklist();
    await screen.findByText('15 exams');
    // Two pages on screen before the refresh.
    scroll.to(0.96);
    await waitFor(() => {
      expect(rowCount()).toBe(15);
    });
    scroll.to(0);

    const socket = feed.latest();
    act(() => {
      socket.serverOpens();
      // A started modeling, a stray frame and an unknown status change nothing the user can do.
      socket.serverSends({ status: 'MODELING_STARTED', acquisitionId: examId(1) });
      socket.serverSends('not json');
      socket.serverSends({ status: 'SOMETHING_ELSE', acquisitionId: examId(1) });
    });
    expect(screen.getByRole('button', { name: 'Refresh' })).toHaveAttribute(
      'data-new-items',
      'false',
    );

    act(() => {
      socket.serverSends({ status: 'EXAM_IMPORTED', acquisitionId: examId(99) });
    });
    const highlighted = screen.getByRole('button', { name: 'New exams available, refresh' });
    expect(highlighted).toHaveAttribute('data-new-items', 'true');
    expect(highlighted).toHaveTextContent('New');
    expect(
      screen.getByText('New exams are available. Refresh the list to see them.'),
    ).toHaveAttribute('role', 'status');

    const before = listQueries(api.calls).length;
    await userEvent.click(highlighted);
    expect(screen.getByRole('button', { name: 'Refresh' })).toHaveAttribute(
      'data-new-items',
      'false',
    );
    await waitFor(() => {
      expect(rowCount()).toBe(10);
    });
    expect(
      listQueries(api.calls)
        .slice(before)
        .map((query) => query.get('page')),
    ).toEqual(['1']);
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
  });

  it('closes the socket when the page goes', async () => {
    const { feed, unmount } = renderWorklist();
    await screen.findByText('15 exams');
    unmount();
    expect(feed.latest().closed).toBe(true);
  });
});
