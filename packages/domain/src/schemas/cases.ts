import { z } from 'zod';
import { ONLINE_STATUSES } from '../account';
import {
  CASE_PRIORITIES,
  CASE_STAGES,
  CASE_TYPE_FILTERS,
  CASE_TYPES,
  LAST_ACTIVITY_BANDS,
  REJECTION_REASONS,
} from '../cases/enumerations';
import { CASE_EVENTS } from '../cases/history';
import { CASE_STEP_TYPES } from '../cases/progress';
import { CASE_ACTIONS } from '../cases/workflow';
import { DEFAULT_PAGE_SIZE } from '../constants';
import { TECHNICIAN_SUB_ROLES } from '../roles';

/** A case's free-text comment: a rejection's "other", QC's return, a manager's note. */
const caseComment = z.string().trim().min(1).max(1_000);

export const CASE_REQUEST_MESSAGES = {
  pediatricUnconfirmed:
    'This patient is under 18 (or has no birth date): confirm the pediatric model request.',
  underSeven: 'A 3D model is not made for a patient under 7 years old at the exam date.',
  alreadyRequested: 'A 3D model of this exam is already requested.',
  awaitingReview:
    "The 3D model of this exam is waiting for the physician's review: review it before requesting another.",
} as const;

/**
 * `POST /api/v1/cases`: a physician (or staff acting for one) requests a 3D model of an exam.
 * The type defaults from the exam (issue 18); `pediatricConfirmed` answers the pediatric
 * confirmation, refused without it for a patient under 18.
 */
export const modelRequest = z.object({
  examId: z.uuid(),
  type: z.enum(CASE_TYPES).optional(),
  pediatricConfirmed: z.boolean().default(false),
});
export type ModelRequest = z.input<typeof modelRequest>;

export const CASE_ACTION_FIELD_MESSAGES = {
  reasonRequired: 'Choose why the case is rejected.',
  reasonOnlyOnReject: 'A rejection reason goes only with Reject.',
  commentRequired: 'Say why in a comment.',
} as const;

/**
 * `POST /api/v1/cases/{id}/actions`: a workflow action (seed §4). Reject needs a reason, and
 * `Other` a comment; Return (QC's rework) needs a comment telling the technician what to fix.
 */
export const caseActionBody = z
  .object({
    action: z.enum(CASE_ACTIONS),
    reason: z.enum(REJECTION_REASONS).optional(),
    comment: caseComment.optional(),
    /** Handing the modeling on: the vertebrae counted on the films, C1 to L5 (24 expected). */
    vertebraCount: z.number().int().min(1).max(40).optional(),
    /** Why the work goes on with a count other than 24. */
    countOverride: caseComment.optional(),
  })
  .superRefine((body, context) => {
    const problem = (path: string, message: string) => {
      context.addIssue({ code: 'custom', path: [path], message });
    };
    if (body.action === 'Reject' && body.reason === undefined)
      problem('reason', CASE_ACTION_FIELD_MESSAGES.reasonRequired);
    if (body.action !== 'Reject' && body.reason !== undefined)
      problem('reason', CASE_ACTION_FIELD_MESSAGES.reasonOnlyOnReject);
    const needsComment = body.action === 'Return' || body.reason === 'Other';
    if (needsComment && body.comment === undefined)
      problem('comment', CASE_ACTION_FIELD_MESSAGES.commentRequired);
  });
export type CaseActionBody = z.input<typeof caseActionBody>;

/** `PATCH /api/v1/cases/{id}/assignee` (managers): a technician, or null to unassign. */
export const caseAssignment = z.object({ assigneeId: z.uuid().nullable() });
export type CaseAssignment = z.input<typeof caseAssignment>;

/** `PATCH /api/v1/cases/{id}/priority` (managers). */
export const casePriorityBody = z.object({ priority: z.enum(CASE_PRIORITIES) });

/** Which cases a list shows: the caller's own, the queue they may take, or every case (managers). */
export const CASE_LIST_VIEWS = ['mine', 'queue', 'all', 'approvals'] as const;
export type CaseListView = (typeof CASE_LIST_VIEWS)[number];

/** `GET /api/v1/cases`: one page of a case list, newest activity first. */
export const caseListQuery = z.object({
  view: z.enum(CASE_LIST_VIEWS).default('mine'),
  filter: z.enum(CASE_TYPE_FILTERS).default('All'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(200).default(DEFAULT_PAGE_SIZE),
});
export type CaseListQuery = z.input<typeof caseListQuery>;
export type CaseListPage = z.output<typeof caseListQuery>;

/** `GET /api/v1/portal/models-to-approve`: a page of the Actions page's Approve model tab. */
export const modelsToApproveQuery = caseListQuery.pick({ page: true, limit: true });

const personRef = z.object({ id: z.uuid(), name: z.string() });

/** A 3D case as the lists show it (seed §3's case fields). */
export const caseSummary = z.object({
  id: z.uuid(),
  patient: z.object({
    id: z.uuid(),
    productId: z.string(),
    familyName: z.string().nullable(),
    firstName: z.string().nullable(),
  }),
  examId: z.uuid(),
  /** The exam's date (DICOM Study Date), or null when the exam has none. */
  examDate: z.iso.date().nullable(),
  modelingId: z.uuid(),
  type: z.enum(CASE_TYPES),
  priority: z.enum(CASE_PRIORITIES),
  stage: z.enum(CASE_STAGES),
  pediatric: z.boolean(),
  /** A pediatric request not yet approved by a 3D manager: not in the queue. */
  awaitingApproval: z.boolean(),
  receivedAt: z.iso.datetime(),
  modelingStatus: z.enum(CASE_STEP_TYPES),
  planningStatus: z.enum(CASE_STEP_TYPES),
  /** QC or the queue gave the work back at least once. */
  returned: z.boolean(),
  surgeon: personRef,
  /** The surgeon's institution; null for a surgeon who belongs to none. */
  institution: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  urgent: z.boolean(),
  assignee: personRef.nullable(),
  /** The latest comment on the case (a return, a rejection, a manager's note). */
  comment: z.string().nullable(),
  rejectionReason: z.enum(REJECTION_REASONS).nullable(),
  lastActivityAt: z.iso.datetime(),
  lastActivityBand: z.enum(LAST_ACTIVITY_BANDS.map(({ band }) => band)),
});
export type CaseSummary = z.infer<typeof caseSummary>;

export const casePage = z.object({
  items: z.array(caseSummary),
  totalCount: z.number().int().min(0),
});
export type CasePage = z.infer<typeof casePage>;

/** One entry of a case's history. */
export const caseHistoryEntry = z.object({
  id: z.uuid(),
  event: z.enum(CASE_EVENTS),
  fromStage: z.enum(CASE_STAGES).nullable(),
  toStage: z.enum(CASE_STAGES).nullable(),
  /** Who did it; null for the system (a return after a lost heartbeat). */
  actor: personRef.nullable(),
  /** The technician an assignment names. */
  assignee: personRef.nullable(),
  at: z.iso.datetime(),
  reason: z.string().nullable(),
  comment: z.string().nullable(),
});
export type CaseHistoryEntry = z.infer<typeof caseHistoryEntry>;

export const caseHistory = z.object({
  case: caseSummary,
  entries: z.array(caseHistoryEntry),
});
export type CaseHistory = z.infer<typeof caseHistory>;

/**
 * A message of the case lists' live channel (`/case-list/ws`): a case the technician may see
 * changed, named by the history's word for the change; the browser reads its lists again. Ids
 * only: never a patient's name.
 */
export const caseFeedMessage = z.object({
  change: z.enum(CASE_EVENTS),
  caseId: z.uuid(),
});
export type CaseFeedMessage = z.infer<typeof caseFeedMessage>;

/** A technician as the manager's list shows them: status, experience and load. */
export const caseTechnician = z.object({
  id: z.uuid(),
  name: z.string(),
  subRole: z.enum(TECHNICIAN_SUB_ROLES),
  inexperienced: z.boolean(),
  onlineStatus: z.enum(ONLINE_STATUSES).nullable(),
  activeCases: z.number().int().min(0),
});
export type CaseTechnician = z.infer<typeof caseTechnician>;

/** `PATCH /api/v1/Users/online-status?userId=` (seed §7). */
export const onlineStatusQuery = z.object({ userId: z.uuid() });
export const onlineStatusBody = z.object({ onlineStatus: z.enum(ONLINE_STATUSES) });
export type OnlineStatusBody = z.input<typeof onlineStatusBody>;

/** What a status change and the heartbeat answer: the status now, and when it lapses. */
export const technicianPresence = z.object({
  onlineStatus: z.enum(ONLINE_STATUSES),
  /** When the server takes the technician Offline without a heartbeat; null when Offline. */
  expiresAt: z.iso.datetime().nullable(),
});
export type TechnicianPresence = z.infer<typeof technicianPresence>;

export const CASE_ANALYTICS_MESSAGES = {
  range: 'The range ends after it starts, and spans at most 366 days.',
} as const;

/** `GET /api/v1/cases/analytics?from=&to=` (managers): a date range, the last 30 days by default. */
export const caseAnalyticsQuery = z
  .object({ from: z.iso.date().optional(), to: z.iso.date().optional() })
  .refine(
    ({ from, to }) => {
      if (from === undefined || to === undefined) return true;
      const days = (Date.parse(to) - Date.parse(from)) / 86_400_000;
      return days >= 0 && days <= 366;
    },
    { message: CASE_ANALYTICS_MESSAGES.range, path: ['to'] },
  );
export type CaseAnalyticsQuery = z.input<typeof caseAnalyticsQuery>;

const countOf = z.object({ key: z.string(), label: z.string(), count: z.number().int().min(0) });
/** Minutes, median and 90th percentile, over `count` timings; null when there are none. */
const timing = z.object({
  count: z.number().int().min(0),
  medianMinutes: z.number().nullable(),
  p90Minutes: z.number().nullable(),
});

/** The 3D analytics (seed §2): Case Distribution, Task Timing, Case Timing over a range. */
export const caseAnalytics = z.object({
  from: z.iso.date(),
  to: z.iso.date(),
  distribution: z.object({
    byType: z.array(countOf),
    byStage: z.array(countOf),
    byOutcome: z.array(countOf),
    byInstitution: z.array(countOf),
  }),
  /** Time per stage per technician, from being given the work to handing it on. */
  taskTiming: z.array(
    timing.extend({
      technician: personRef,
      stage: z.enum(CASE_STAGES),
    }),
  ),
  /** Request to release to the surgeon, of the cases completed in the range. */
  caseTiming: z.object({
    all: timing,
    byType: z.array(timing.extend({ type: z.enum(CASE_TYPES) })),
  }),
});
export type CaseAnalytics = z.infer<typeof caseAnalytics>;
