/**
 * A database handle for the real server that can catch the SQL it sends while asked to: the
 * patients bench replays its slowest request of a kind through HTTP with the catch on, then
 * runs EXPLAIN ANALYZE of what the server read, whatever module sent it. Off, it costs a test.
 */
import type { DatabaseHandle } from '../../apps/server/src/platform/db/database';
import { recordingDatabase, type SentQuery } from './explain';

export interface RecordingHandle {
  handle: DatabaseHandle;
  /** The queries the server sent while `work` ran (every query sent meanwhile). */
  catching(work: () => Promise<unknown>): Promise<SentQuery[]>;
}

export function recordingHandle(handle: DatabaseHandle): RecordingHandle {
  const recording = recordingDatabase(handle);
  let on = false;
  const db = new Proxy(handle.db, {
    get: (target, key, receiver) =>
      Reflect.get(on ? recording.db : target, key, on ? recording.db : receiver) as unknown,
  });
  return {
    handle: { ...handle, db, close: () => handle.close() },
    async catching(work) {
      recording.take();
      on = true;
      try {
        await work();
      } finally {
        on = false;
      }
      return recording.take();
    },
  };
}

/** Only reads are explained: EXPLAIN ANALYZE runs the statement, and an audit row is a write. */
export const isRead = (query: SentQuery): boolean =>
  /^\s*(select|with)\b/i.test(query.text) && !/\b(insert|update|delete)\b/i.test(query.text);
