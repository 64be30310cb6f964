import { useEffect, useRef, useState } from 'react';
import { uploadDicomFile, type UploadOutcome } from './upload-dicom-file';

/** A file of the import panel (seed §2): pending, sending, then success or error. */
export type ImportStatus = 'pending' | 'uploading' | 'success' | 'error';

export interface ImportEntry {
  name: string;
  file: File;
  status: ImportStatus;
  /** Share sent, 0–1. */
  progress: number;
  outcome: UploadOutcome | null;
}

/** What the page hears of each file, besides the reload at the end of a run. */
export interface UploadWatch {
  /** A file starts to be sent. */
  onSending: () => void;
  /** A file's upload ended, whatever its outcome (not when the page was left). */
  onSent: (outcome: UploadOutcome) => void;
}

/**
 * The import panel's files, sent one at a time in the order given. A file whose name is already
 * in the list is ignored (seed §2). When the last file of a run has finished and at least one was
 * stored, `onStored` runs once (the worklist reloads).
 * @param onStored - some exams were stored
 * @param watch - told as each file starts and ends
 * @returns the entries, `add` (answers how many files were ignored) and `clear`
 */
export function useDicomImport(onStored: () => void, watch?: UploadWatch) {
  const [entries, setEntries] = useState<ImportEntry[]>([]);
  const storedInRun = useRef(false);
  const onStoredRef = useRef(onStored);
  const watchRef = useRef(watch);
  useEffect(() => {
    onStoredRef.current = onStored;
    watchRef.current = watch;
  });
  const abort = useRef<AbortController | null>(null);
  useEffect(
    () => () => {
      abort.current?.abort();
    },
    [],
  );

  const update = (name: string, change: Partial<ImportEntry>) => {
    setEntries((current) =>
      current.map((entry) => (entry.name === name ? { ...entry, ...change } : entry)),
    );
  };

  const busy = entries.some((entry) => entry.status === 'uploading');
  const next = busy ? undefined : entries.find((entry) => entry.status === 'pending');

  useEffect(() => {
    if (next === undefined) {
      if (!busy && storedInRun.current) {
        storedInRun.current = false;
        onStoredRef.current();
      }
      return;
    }
    const controller = new AbortController();
    abort.current = controller;
    update(next.name, { status: 'uploading' });
    watchRef.current?.onSending();
    void uploadDicomFile(
      next.file,
      (progress) => {
        update(next.name, { progress });
      },
      controller.signal,
    ).then((outcome) => {
      if (controller.signal.aborted) return;
      watchRef.current?.onSent(outcome);
      const stored = outcome.kind === 'stored' || outcome.kind === 'already-stored';
      if (stored) storedInRun.current = true;
      update(next.name, { status: stored ? 'success' : 'error', progress: 1, outcome });
    });
  }, [next, busy]);

  return {
    entries,
    add: (files: readonly File[]): number => {
      const known = new Set(entries.map((entry) => entry.name));
      const added: ImportEntry[] = [];
      for (const file of files) {
        if (known.has(file.name)) continue;
        known.add(file.name);
        added.push({ name: file.name, file, status: 'pending', progress: 0, outcome: null });
      }
      if (added.length > 0) setEntries((current) => [...current, ...added]);
      return files.length - added.length;
    },
    /** Empties the list once nothing is waiting or being sent. */
    clear: () => {
      setEntries((current) =>
        current.some((entry) => entry.status === 'pending' || entry.status === 'uploading')
          ? current
          : [],
      );
    },
  };
}
