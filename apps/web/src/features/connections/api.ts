import { API_PATHS, apiUrl, SEARCH_DEBOUNCE_MS } from '@sagitta/domain';
import { useState } from 'react';
import { useDebouncedValue } from '@mantine/hooks';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { Connection, ConnectionCreate, User, UserList } from '@sagitta/domain';
import { http, type ToleratedError } from '../../lib/http';

/** A malformed id answers 400 and an unknown one 404: the page says "no such user" for both. */
const READ_TOLERATED: readonly ToleratedError[] = [400, 404];

/** Seed §8: invalid connection type (400), user not found (404), already exists (409). */
const ADD_TOLERATED: readonly ToleratedError[] = [400, 404, 409];

/** Any refusal of a removal is shown as 'Connection not deleted' beside the list. */
const REMOVE_TOLERATED: readonly ToleratedError[] = [400, 403, 404, 409];

/** The account whose connections are edited (the same cache entry as the user pages'). */
export const connectionOwnerQuery = (userId: string) =>
  queryOptions({
    queryKey: ['users', 'detail', userId],
    queryFn: ({ signal }) =>
      http.get<User>(apiUrl(API_PATHS.user, { id: userId }), { tolerated: READ_TOLERATED, signal }),
  });

export const connectionsQuery = (userId: string) =>
  queryOptions({
    queryKey: ['connections', userId],
    queryFn: ({ signal }) =>
      http.get<Connection[]>(apiUrl(API_PATHS.userConnections, { id: userId }), {
        tolerated: READ_TOLERATED,
        signal,
      }),
  });

export function useAddConnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (connection: ConnectionCreate) =>
      http.post<Connection>(API_PATHS.connections, connection, { tolerated: ADD_TOLERATED }),
    // Both ends of the link see it, whoever's list is open.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['connections'] }),
  });
}

export function useRemoveConnection(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (connectionId: string) =>
      http.delete<undefined>(apiUrl(API_PATHS.userConnection, { id: userId, connectionId }), {
        tolerated: REMOVE_TOLERATED,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['connections'] }),
  });
}

const SEARCH_PAGE_SIZE = 20;

/** Physicians whose name or email matches what is typed, once something is typed. */
export function usePhysicianSearch() {
  const [term, setTerm] = useState('');
  const [debounced] = useDebouncedValue(term.trim(), SEARCH_DEBOUNCE_MS);
  const query = useQuery({
    queryKey: ['users', 'physician-search', debounced],
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({
        role: 'PHYSICIAN',
        search: debounced,
        pageSize: String(SEARCH_PAGE_SIZE),
      });
      return http.get<UserList>(`${API_PATHS.users}?${params.toString()}`, { signal });
    },
    enabled: debounced !== '',
    placeholderData: keepPreviousData,
  });
  const settled = debounced === term.trim() && !query.isFetching;
  return {
    term,
    setTerm,
    /** What was searched for, once its answer is in; null before. */
    answered: settled && debounced !== '' && query.data !== undefined ? debounced : null,
    physicians: debounced === '' ? [] : (query.data?.items ?? []),
    searching: !settled,
  };
}
export type PhysicianSearch = ReturnType<typeof usePhysicianSearch>;
