import { useEffect, useRef } from 'react';
import {
  useInfiniteQuery,
  useMutation,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import { API_PATHS, apiUrl, type PatientNote, type PatientNotePage } from '@sagitta/domain';
import { http } from '../../lib/http';
import {
  CHANGE_TOLERATED,
  nextNotesPage,
  patientFileKey,
  patientNotesKey,
  patientNotesPath,
} from './api';

/** The notes of the patient, newest first, page after page. */
export function usePatientNotes(patientId: string, physicianId: string | null) {
  return useInfiniteQuery({
    queryKey: patientNotesKey(patientId, physicianId),
    queryFn: ({ pageParam, signal }) =>
      http.get<PatientNotePage>(patientNotesPath(patientId, pageParam), { signal }),
    initialPageParam: 1,
    getNextPageParam: nextNotesPage,
  });
}

/** Adding, editing and deleting one's notes; each refetches the notes (and their count). */
export function useNoteChanges(patientId: string) {
  const queryClient = useQueryClient();
  const refetch = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: patientFileKey(patientId, 'notes') }),
      queryClient.invalidateQueries({ queryKey: patientFileKey(patientId, 'record') }),
    ]);
  const options = { tolerated: CHANGE_TOLERATED };
  return {
    add: useMutation({
      mutationFn: (note: string) =>
        http.post<unknown>(API_PATHS.patientNotes, { patientId, note }, options),
      onSuccess: refetch,
    }),
    edit: useMutation({
      mutationFn: ({ noteId, note }: { noteId: string; note: string }) =>
        http.patch<unknown>(apiUrl(API_PATHS.patientNote, { id: noteId }), { note }, options),
      onSuccess: refetch,
    }),
    remove: useMutation({
      // The seed's DELETE carries the note's patient in its body.
      mutationFn: (noteId: string) =>
        http.delete<unknown>(apiUrl(API_PATHS.patientNote, { id: noteId }), {
          ...options,
          body: { patientId },
        }),
      onSuccess: refetch,
    }),
  };
}

/** Marks one note seen in every cached page, so its "New" mark drops without a refetch. */
function markSeen(
  data: InfiniteData<PatientNotePage> | undefined,
  noteId: string,
): InfiniteData<PatientNotePage> | undefined {
  if (data === undefined) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      items: page.items.map((note) => (note.id === noteId ? { ...note, seen: true } : note)),
      unseenCount: page.items.some((note) => note.id === noteId && !note.seen)
        ? Math.max(0, page.unseenCount - 1)
        : page.unseenCount,
    })),
  };
}

/**
 * Marks read the unseen notes the panel shows (`POST …/patient-note-view`), once each, then
 * drops their mark. A failed mark leaves it: the note stays "New" until a later visit.
 * @param patientId - the patient
 * @param physicianId - the acting physician, part of the notes' cache key
 * @param shown - the notes on screen
 */
export function useMarkNotesSeen(
  patientId: string,
  physicianId: string | null,
  shown: readonly PatientNote[],
): void {
  const queryClient = useQueryClient();
  const asked = useRef(new Set<string>());
  useEffect(() => {
    for (const note of shown) {
      if (note.seen || asked.current.has(note.id)) continue;
      asked.current.add(note.id);
      http
        .post<unknown>(apiUrl(API_PATHS.patientNoteView, { id: note.id }), undefined, {
          tolerated: CHANGE_TOLERATED,
        })
        .then(() => {
          queryClient.setQueryData<InfiniteData<PatientNotePage>>(
            patientNotesKey(patientId, physicianId),
            (data) => markSeen(data, note.id),
          );
        })
        .catch(() => undefined);
    }
  }, [shown, patientId, physicianId, queryClient]);
}
