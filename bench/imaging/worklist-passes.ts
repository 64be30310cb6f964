/**
 * One pass of the worklist bench's searches, through HTTP or straight in SQL, timed per request.
 * HTTP goes through the real server with the surgeon's bearer token, over keep-alive (Node's
 * fetch pools its connections), one request at a time: latency, not throughput. SQL calls the
 * server's own query function (`physicianWorklist`, what the route calls) on the
 * database handle: the part of a request spent in the database and the row shaping around it.
 */
import { physicianWorklist } from '../../apps/server/src/modules/worklist/service';
import type { Database } from '../../apps/server/src/platform/db/database';
import { timed } from './latency';
import { worklistQueryString, type SearchKind, type WorklistSearch } from './worklist-searches';

export const PAGE_SIZE = 50;

export interface Sample {
  search: WorklistSearch;
  ms: number;
  totalCount: number;
}

export type Pass = (search: WorklistSearch) => Promise<{ totalCount: number }>;

export function httpPass(base: string, token: string): Pass {
  return async (search) => {
    const url = `${base}/patient-list/api/v1/acquisitions?${worklistQueryString(search, PAGE_SIZE)}`;
    const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    const body = (await response.json()) as { totalCount?: number };
    if (response.status !== 200) {
      throw new Error(`${url} answered ${response.status}: ${JSON.stringify(body)}`);
    }
    return { totalCount: body.totalCount ?? 0 };
  };
}

/** The SQL of one worklist request, as `listWorklist` sends it for the surgeon. */
export function sqlPass(db: Database, physicianId: string): Pass {
  return async (search) =>
    physicianWorklist(
      db,
      { physicianId, candidatesOnly: false },
      {
        page: search.page,
        limit: PAGE_SIZE,
        patientName: search.text,
        patientID: search.text,
      },
    );
}

/**
 * Runs `warmUp` requests untimed, then the searches in order, timed, until all are done or
 * `budgetMs` has passed (the loop is bounded in time as well as in count).
 */
export async function measure(
  pass: Pass,
  searches: readonly WorklistSearch[],
  warmUp: number,
  budgetMs: number,
): Promise<Sample[]> {
  for (const search of searches.slice(0, warmUp)) await pass(search);
  const samples: Sample[] = [];
  const deadline = performance.now() + budgetMs;
  for (const search of searches) {
    if (performance.now() > deadline) break;
    const { ms, result } = await timed(() => pass(search));
    samples.push({ search, ms, totalCount: result.totalCount });
  }
  return samples;
}

export function byKind(samples: readonly Sample[], kind: SearchKind | 'all'): Sample[] {
  return kind === 'all' ? [...samples] : samples.filter((sample) => sample.search.kind === kind);
}
