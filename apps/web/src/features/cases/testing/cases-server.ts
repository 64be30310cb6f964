import type { CaseHistoryEntry, CaseSummary, CaseTechnician, User } from '@sagitta/domain';
import type { FetchAnswer, RecordedCall } from '../../../../test/fetch-stub';
import { aUser, jsonResponse } from '../../../../test/fixtures';

/** A fixed id: `caseId(7)` is always the same uuid. */
export const caseId = (n: number) => `c45e0000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** The modeling technician of these tests, experienced unless told otherwise. */
export const modeler = (fields: Partial<User['userRoleProperties']> = {}) =>
  aUser('3DS_TECHNICIAN', {
    userId: 'a1b2c3d4-0000-4000-8000-000000000001',
    firstName: 'Lee',
    lastName: 'Park',
    suffix: null,
    subrole: 'Modeling',
    userRoleProperties: {
      subRole: 'Modeling',
      inexperienced: false,
      onlineStatus: 'Online',
      ...fields,
    },
  });

/** A 3D case as `GET /api/v1/cases` lists it: a pre-op case in modeling, held by `modeler()`. */
export function aCase(n: number, fields: Partial<CaseSummary> = {}): CaseSummary {
  return {
    id: caseId(n),
    patient: {
      id: `0a000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
      productId: `SP-${String(n).padStart(4, '0')}`,
      familyName: `Doe${String(n)}`,
      firstName: 'Jane',
    },
    examId: `0e000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    examDate: '2026-03-01',
    modelingId: `0f000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    type: 'PreOp',
    priority: 'Regular',
    stage: 'InitialModeling',
    pediatric: false,
    awaitingApproval: false,
    receivedAt: '2026-03-02T15:30:00.000Z',
    modelingStatus: 'Ongoing',
    planningStatus: 'NotApplicable',
    returned: false,
    surgeon: { id: '5d0c7d39-3a44-4c55-9d85-5d7a3b0d0c01', name: 'Maria CHEN, MD' },
    institution: { id: '1a000000-0000-4000-8000-000000000001', name: 'Lakeside Spine Center' },
    urgent: false,
    assignee: { id: modeler().userId, name: 'Lee PARK' },
    comment: null,
    rejectionReason: null,
    lastActivityAt: '2026-03-02T15:40:00.000Z',
    lastActivityBand: '<1h',
    ...fields,
  };
}

/** One history entry of case `n`. */
export function anEntry(n: number, fields: Partial<CaseHistoryEntry>): CaseHistoryEntry {
  return {
    id: `e0000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    event: 'Requested',
    fromStage: null,
    toStage: 'InitialModeling',
    actor: { id: '5d0c7d39-3a44-4c55-9d85-5d7a3b0d0c01', name: 'Maria CHEN, MD' },
    assignee: null,
    at: '2026-03-02T15:30:00.000Z',
    reason: null,
    comment: null,
    ...fields,
  };
}

export const LIST_PATH = '/api/v1/cases';
export const NEXT_PATH = '/api/v1/cases/next';
export const TECHNICIANS_PATH = '/api/v1/cases/technicians';
export const ANALYTICS_PATH = '/api/v1/cases/analytics';
export const ONLINE_STATUS_PATH = '/api/v1/users/online-status';

/** A technician as the manager's list shows them: `aTechnician(2)` is always the same one. */
export function aTechnician(n: number, fields: Partial<CaseTechnician> = {}): CaseTechnician {
  return {
    id: `7ec00000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    name: `Tech${String(n)} PARK`,
    subRole: 'Modeling',
    inexperienced: false,
    onlineStatus: 'Online',
    activeCases: 0,
    ...fields,
  };
}

interface ServerOptions {
  /** The caller's cases and the queue; the server pages them (`limit` per page). */
  mine?: CaseSummary[];
  queue?: CaseSummary[];
  /** The manager's lists: every case, the pediatric requests to approve. */
  all?: CaseSummary[];
  approvals?: CaseSummary[];
  technicians?: CaseTechnician[];
  /**
   * The manager's changes (assignee, priority, approval, a technician's status); undefined
   * answers 200 with the case (or the new status).
   */
  manage?: (call: RecordedCall) => Response | undefined;
  /** `GET /api/v1/cases/analytics`, from its query. */
  analytics?: (query: URLSearchParams) => Response;
  /** The answer to "Take next case"; by default the queue's first case moves to mine. */
  next?: () => Response;
  /** A case's history; 404 for any other id. */
  history?: { case: CaseSummary; entries: CaseHistoryEntry[] };
  /** The answer to a workflow action or to opening the work; 200 with the case by default. */
  act?: (call: RecordedCall) => Response | undefined;
}

/** The server of the case pages: lists, the queue, a case's history and its actions. */
export function casesServer({
  mine = [],
  queue = [],
  all = [],
  approvals = [],
  technicians = [],
  manage,
  analytics,
  next,
  history,
  act,
}: ServerOptions): FetchAnswer {
  const lists = { mine: [...mine], queue: [...queue], all: [...all], approvals: [...approvals] };
  const views = Object.keys(lists) as (keyof typeof lists)[];
  return (call) => {
    const [path = '', search = ''] = call.url.split('?');
    const query = new URLSearchParams(search);
    if (path === TECHNICIANS_PATH && call.method === 'GET') return jsonResponse(technicians);
    if (path === ANALYTICS_PATH && analytics !== undefined) return analytics(query);
    if (path === ONLINE_STATUS_PATH && call.method === 'PATCH')
      return manage?.(call) ?? jsonResponse({ ...(call.body as object), expiresAt: null });
    const managed = /^\/api\/v1\/cases\/([^/]+)\/(assignee|priority|approval)$/.exec(path);
    if (managed !== null) {
      const found = lists.all.concat(lists.approvals).find((item) => item.id === managed[1]);
      return (
        manage?.(call) ?? jsonResponse(found ?? { message: 'Case not found' }, found ? 200 : 404)
      );
    }
    if (path === LIST_PATH && call.method === 'GET') {
      const view = views.find((name) => name === query.get('view')) ?? 'mine';
      const page = Number(query.get('page') ?? '1');
      const limit = Number(query.get('limit') ?? '20');
      return jsonResponse({
        items: lists[view].slice((page - 1) * limit, page * limit),
        totalCount: lists[view].length,
      });
    }
    if (path === NEXT_PATH && call.method === 'POST') {
      if (next !== undefined) return next();
      const taken = lists.queue.shift();
      if (taken === undefined) return new Response(null, { status: 204 });
      lists.mine.unshift(taken);
      return jsonResponse(taken);
    }
    if (history !== undefined && path.startsWith(`${LIST_PATH}/${history.case.id}`)) {
      if (path.endsWith('/history')) return jsonResponse(history);
      return act?.(call) ?? jsonResponse(history.case);
    }
    if (path.startsWith(`${LIST_PATH}/`)) return jsonResponse({ message: 'Case not found' }, 404);
    return jsonResponse({ message: `No stub for ${call.url}` }, 404);
  };
}

/** The list calls made so far, as their query strings. */
export const listQueries = (calls: readonly RecordedCall[]) =>
  calls
    .filter((call) => call.url.startsWith(`${LIST_PATH}?`))
    .map((call) => new URLSearchParams(call.url.split('?')[1]));
