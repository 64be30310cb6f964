import type { CaseSummary } from '@sagitta/domain';
import type { FetchAnswer } from '../../../../test/fetch-stub';
import { jsonResponse } from '../../../../test/fixtures';

/** A fixed uuid per number: `uuid('a', 3)` is always the same. */
const uuid = (prefix: string, n: number) =>
  `${prefix.repeat(8)}-1111-4111-8111-${String(n).padStart(12, '0')}`;

export const patientIdOf = (n: number) => uuid('a', n);
export const examIdOf = (n: number) => uuid('e', n);
export const modelingIdOf = (n: number) => uuid('d', n);

export const MODELS_PATH = '/api/v1/portal/models-to-approve';

/** The completed 3D case of patient `n`'s exam `n`: its model waits for the physician. */
export function aCompletedCase(n: number, overrides: Partial<CaseSummary> = {}): CaseSummary {
  return {
    id: uuid('c', n),
    patient: {
      id: patientIdOf(n),
      productId: `SGT-00000${String(n)}`,
      familyName: 'Durand',
      firstName: 'Lucie',
    },
    examId: examIdOf(n),
    examDate: '2026-03-01',
    modelingId: modelingIdOf(n),
    type: 'PreOp',
    priority: 'Regular',
    stage: 'Completed',
    pediatric: false,
    awaitingApproval: false,
    receivedAt: '2026-03-15T09:00:00.000Z',
    modelingStatus: 'Completed',
    planningStatus: 'NotApplicable',
    returned: false,
    surgeon: { id: uuid('b', 1), name: 'Maria Chen, MD' },
    institution: null,
    urgent: false,
    assignee: null,
    comment: null,
    rejectionReason: null,
    lastActivityAt: new Date(Date.UTC(2026, 2, 15 + n, 10, 30)).toISOString(),
    lastActivityBand: '>1d',
    ...overrides,
  };
}

/** The Actions page's calls: the models to approve, paged by the server (`limit` per page). */
export function actionsServer(models: readonly CaseSummary[]): FetchAnswer {
  return (call) => {
    const [path = '', search = ''] = call.url.split('?');
    if (path === MODELS_PATH && call.method === 'GET') {
      const query = new URLSearchParams(search);
      const page = Number(query.get('page') ?? '1');
      const limit = Number(query.get('limit') ?? '20');
      return jsonResponse({
        items: models.slice((page - 1) * limit, page * limit),
        totalCount: models.length,
      });
    }
    return jsonResponse({ message: `No stub for ${call.url}` }, 404);
  };
}
