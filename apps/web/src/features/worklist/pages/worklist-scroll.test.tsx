import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { useFetchStub } from '../../../../test/fetch-stub';
import { jsonResponse } from '../../../../test/fixtures';
import { manyExams, pageOf } from '../testing/exams';
import { pageScroll } from '../testing/page-scroll';
import { listQueries, renderWorklist, worklistServer } from '../testing/render-worklist';

const api = useFetchStub();
let scroll: ReturnType<typeof pageScroll>;
let scrollTo: MockInstance<typeof window.scrollTo>;
// Pages of 10, 10 and 4: the client follows totalCount, whatever the page size.
const PAGE = 10;
const exams = manyExams(24);
const paged = (query: URLSearchParams) => jsonResponse(pageOf(exams, query, PAGE));

beforeEach(() => {
  scroll = pageScroll({ height: 5000, viewport: 1000 });
  scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

afterEach(() => {
  scroll.restore();
  vi.restoreAllMocks();
});

/**
 * The exam rows shown (the header row aside). The table is found by its element: `waitFor`
 * asks again on every change to the page, and the rows are drawn a few at a time.
 */
const rowCount = () => {
  const table = document.querySelector('table');
  if (table === null) throw new Error('no table yet');
  expect(table).toHaveAccessibleName('Patient exams');
  return within(table).getAllByRole('row').length - 1;
};
const pagesAsked = () => listQueries(api.calls).map((query) => query.get('page'));

describe('WorklistPage: infinite scroll', () => {
  it('loads the next page at 95 % with a loading row, and stops at the end', async () => {
    const held: Array<() => void> = [];
    api.stub(
      worklistServer({
        exams: (query) => {
          const answer = paged(query);
          if (query.get('page') === '1') return answer;
          // Later pages wait for the test, so that the loading row can be seen.
          return new Promise((resolve) => {
            held.push(() => {
              resolve(answer);
            });
          });
        },
      }),
    );
    renderWorklist();
    expect(await screen.findByText('24 exams')).toBeVisible();
    // The rows follow the count: they are drawn in the background.
    await waitFor(() => {
      expect(rowCount()).toBe(10);
    });

    scroll.to(0.9);
    expect(pagesAsked()).toEqual(['1']);

    scroll.to(0.95);
    await waitFor(() => {
      expect(pagesAsked()).toEqual(['1', '2']);
    });
    expect(await screen.findByText('Loading more exams…')).toBeVisible();
    // Scrolling on while the page is on its way asks for it once.
    scroll.to(0.99);
    expect(pagesAsked()).toEqual(['1', '2']);

    scroll.grow(10_000);
    held.shift()?.();
    await waitFor(() => {
      expect(rowCount()).toBe(20);
    });
    expect(screen.queryByText('Loading more exams…')).toBeNull();
    expect(pagesAsked()).toEqual(['1', '2']);

    scroll.to(0.96);
    await waitFor(() => {
      expect(pagesAsked()).toEqual(['1', '2', '3']);
    });
    scroll.grow(12_000);
    held.shift()?.();
    await waitFor(() => {
      expect(rowCount()).toBe(24);
    });

    // All 24 are shown: the bottom asks for nothing more.
    scroll.to(1);
    scroll.to(0.97);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(pagesAsked()).toEqual(['1', '2', '3']);
  });

  it('keeps loading while the list does not fill the screen', async () => {
    scroll.restore();
    scroll = pageScroll({ height: 800, viewport: 1000 });
    api.stub(worklistServer({ exams: paged }));
    renderWorklist();

    await waitFor(() => {
      expect(rowCount()).toBe(24);
    });
    expect(pagesAsked()).toEqual(['1', '2', '3']);
  });
});

describe('WorklistPage: go to top', () => {
  it('appears beyond 30 % of scroll and goes back to the search', async () => {
    api.stub(worklistServer({ exams: paged }));
    renderWorklist();
    await screen.findByText('24 exams');

    scroll.to(0.3);
    expect(screen.queryByRole('button', { name: 'Back to the top' })).toBeNull();
    scroll.to(0.31);
    const button = await screen.findByRole('button', { name: 'Back to the top' });

    await userEvent.click(button);
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    expect(screen.getByRole('textbox', { name: /^Search by name/ })).toHaveFocus();

    scroll.to(0.1);
    expect(screen.queryByRole('button', { name: 'Back to the top' })).toBeNull();
  });
});
