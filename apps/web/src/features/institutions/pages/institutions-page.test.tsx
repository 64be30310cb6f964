import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../../test/fetch-stub';
import { aUser, jsonResponse } from '../../../../test/fixtures';
import { renderInApp } from '../../../../test/render';
import { anInstitution, INSTITUTION_ID } from '../test-support';
import InstitutionsPage from './institutions-page';

const systemAdministrator = aUser('SYSTEM_ADMINISTRATOR');
const userAdministrator = aUser('USER_ADMINISTRATOR');

/** Answers every list call with one institution and `totalCount`. */
function stubList(totalCount = 1) {
  return stubApi(() =>
    jsonResponse({ totalCount, items: [anInstitution({ surgeonCount: 4, userCount: 9 })] }),
  );
}

const renderList = (user = systemAdministrator, entry = '/institutions') =>
  renderInApp(<InstitutionsPage />, { path: '/institutions', entry, user });

const listParams = (url: string) => new URL(url, 'http://portal.test').searchParams;

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('InstitutionsPage', () => {
  it('asks for the first page of 20 by name and shows each institution with its counts', async () => {
    const { calls } = stubList();
    renderList();

    const table = await screen.findByRole('table', { name: 'Institutions' });
    const params = listParams(calls[0]!.url);
    expect(calls[0]!.url.startsWith('/api/v1/institutions?')).toBe(true);
    expect(Object.fromEntries(params)).toEqual({ page: '1', pageSize: '20', sort: 'name' });
    const row = within(table).getByRole('row', { name: /Lakeside Spine Center/ });
    expect(within(row).getByText('Tier 3')).toBeVisible();
    expect(within(row).getByText('Texas')).toBeVisible();
    expect(within(row).getByText('Active')).toBeVisible();
    expect(within(row).getByText('4')).toBeVisible();
    expect(within(row).getByText('9')).toBeVisible();
  });

  it('searches only once typing has paused for 300 ms, from the first page', async () => {
    vi.useFakeTimers();
    const { calls } = stubList(45);
    renderList(systemAdministrator, '/institutions?page=2');
    await vi.waitFor(() => {
      expect(screen.getByRole('table', { name: 'Institutions' })).toBeInTheDocument();
    });
    expect(listParams(calls.at(-1)!.url).get('page')).toBe('2');
    const searchbox = screen.getByRole('searchbox', { name: 'Search institutions' });
    const searches = () => calls.filter((call) => listParams(call.url).has('search'));

    // Keystrokes 200 ms apart never leave 300 ms of quiet.
    for (const text of ['l', 'la', 'lak', 'lake']) {
      fireEvent.change(searchbox, { target: { value: text } });
      await act(() => vi.advanceTimersByTimeAsync(200));
    }
    await act(() => vi.advanceTimersByTimeAsync(99));
    expect(searches()).toEqual([]);

    await act(() => vi.advanceTimersByTimeAsync(1));
    await vi.waitFor(() => {
      expect(searches()).toHaveLength(1);
    });
    const searched = listParams(searches()[0]!.url);
    expect(searched.get('search')).toBe('lake');
    expect(searched.get('page')).toBe('1');
  }, 15_000);

  it('pages through the results 20 at a time, keeping the search', async () => {
    const { calls } = stubList(45);
    renderList(systemAdministrator, '/institutions?search=lake');
    await screen.findByRole('table', { name: 'Institutions' });
    expect(screen.getByText('45 institutions')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));

    await vi.waitFor(() => {
      expect(listParams(calls.at(-1)!.url).get('page')).toBe('3');
    });
    expect(Object.fromEntries(listParams(calls.at(-1)!.url))).toEqual({
      page: '3',
      pageSize: '20',
      search: 'lake',
      sort: 'name',
    });
  });

  it('sorts by a column, reversing on a second click, and filters by status', async () => {
    const { calls } = stubList();
    renderList();
    await screen.findByRole('table', { name: 'Institutions' });

    await userEvent.click(screen.getByRole('button', { name: 'Sort by Tier' }));
    await vi.waitFor(() => {
      expect(listParams(calls.at(-1)!.url).get('sort')).toBe('tier');
    });
    await userEvent.click(screen.getByRole('button', { name: 'Sort by Tier' }));
    await vi.waitFor(() => {
      expect(listParams(calls.at(-1)!.url).get('sort')).toBe('-tier');
    });
    expect(screen.getByRole('columnheader', { name: /Tier/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );

    await userEvent.click(screen.getByRole('radio', { name: 'Disabled' }));
    await vi.waitFor(() => {
      expect(listParams(calls.at(-1)!.url).get('active')).toBe('false');
    });
  });

  it('opens an institution from its row', async () => {
    stubList();
    const { router } = renderList();

    await userEvent.click(await screen.findByRole('link', { name: 'Lakeside Spine Center' }));

    expect(router.state.location.pathname).toBe(`/detail-institution/${INSTITUTION_ID}`);
  });

  it('tells an empty list from a search without match', async () => {
    stubApi(() => jsonResponse({ totalCount: 0, items: [] }));
    renderList(systemAdministrator, '/institutions?search=zzz');

    expect(await screen.findByText('No institution matches this search or filter.')).toBeVisible();
  });

  it('offers New institution to system administrators only', async () => {
    stubList();
    const { unmount } = renderList(systemAdministrator);
    expect(await screen.findByRole('link', { name: 'New institution' })).toHaveAttribute(
      'href',
      '/new-institution',
    );
    unmount();

    renderList(userAdministrator);
    await screen.findByRole('table', { name: 'Institutions' });
    expect(screen.queryByRole('link', { name: 'New institution' })).toBeNull();
  });
});
