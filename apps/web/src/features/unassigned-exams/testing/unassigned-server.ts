import type { User } from '@sagitta/domain';
import type { FetchAnswer, RecordedCall } from '../../../../test/fetch-stub';
import { jsonResponse } from '../../../../test/fixtures';
import type { UnassignedExam } from '../api';

/** A fixed exam id: `unassignedId(7)` is always the same uuid. */
export const unassignedId = (n: number) => `7a2b3c4d-5e6f-4a7b-8c9d-${String(n).padStart(12, '0')}`;

/** An exam routed to nobody, as `GET /api/v1/acquisitions/unassigned` lists it. */
export function anUnassignedExam(n: number, fields: Partial<UnassignedExam> = {}): UnassignedExam {
  return {
    id: unassignedId(n),
    series: {
      description: 'EOS AP',
      study: {
        date: '2024-07-01',
        description: 'Full spine AP/LAT',
        accessionNumber: `ACC-${String(n)}`,
        patient: {
          familyName: `Doe${String(n)}`,
          firstName: 'Jane',
          birthDate: '1962-03-14',
          sex: 'F',
          patientID: `PT-${String(n).padStart(4, '0')}`,
          recordId: `7a2b3c4d-5e6f-4a1b-8c2d-${String(n).padStart(12, '0')}`,
        },
      },
    },
    modelings: [],
    institutionName: 'Lakeside Spine',
    referringPhysicianName: 'SMITH^JOHN',
    receivedAt: '2026-03-02T15:30:00.000Z',
    ...fields,
  };
}

export const LIST_PATH = '/api/v1/acquisitions/unassigned';

interface ServerOptions {
  /** Every exam waiting; the server pages them (`limit` per page). */
  exams: UnassignedExam[];
  physicians?: User[];
  /** Answers an assignment first; by default it succeeds and the exam leaves the list. */
  assign?: (call: RecordedCall) => Response | undefined;
}

/** The server of the page: the list, the physicians lookup and the assignment. */
export function unassignedServer({ exams, physicians = [], assign }: ServerOptions): FetchAnswer {
  const waiting = [...exams];
  return (call) => {
    const [path = '', search = ''] = call.url.split('?');
    const query = new URLSearchParams(search);
    if (path === LIST_PATH) {
      const page = Number(query.get('page') ?? '1');
      const limit = Number(query.get('limit') ?? '20');
      return jsonResponse({
        items: waiting.slice((page - 1) * limit, page * limit),
        totalCount: waiting.length,
      });
    }
    if (path === '/api/v1/users') {
      const term = (query.get('search') ?? '').toLowerCase();
      const items = physicians.filter((physician) =>
        `${physician.firstName} ${physician.lastName} ${physician.emailAddress}`
          .toLowerCase()
          .includes(term),
      );
      return jsonResponse({ items, totalCount: items.length });
    }
    const assignment = /^\/api\/v1\/acquisitions\/([^/]+)\/assignment$/.exec(path);
    if (assignment !== null && call.method === 'POST') {
      const early = assign?.(call);
      if (early !== undefined) return early;
      const index = waiting.findIndex((exam) => exam.id === assignment[1]);
      const [exam] = waiting.splice(index, 1);
      return jsonResponse(exam);
    }
    return jsonResponse({ message: `No stub for ${call.url}` }, 404);
  };
}
