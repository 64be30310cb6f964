import type { CaseAction, CaseType, RejectionReason } from '@sagitta/domain';

/** The demo accounts that take part in 3D cases, by the name the scripts use. */
export const DEMO_CASE_ACCOUNTS = {
  surgeon: 'surgeon@sagitta.test',
  surgeon2: 'surgeon2@sagitta.test',
  staff: 'staff@sagitta.test',
  modeler: 'modeler@sagitta.test',
  modelerNew: 'modeler.new@sagitta.test',
  planner: 'planner@sagitta.test',
  manager: 'manager@sagitta.test',
} as const;
export type DemoCaseActor = keyof typeof DEMO_CASE_ACCOUNTS;
export type DemoTechnician = 'modeler' | 'modelerNew' | 'planner';
/** surgeon2@ asks for the models of their own practice's exams only. */
export type DemoRequester = 'surgeon' | 'surgeon2' | 'staff';

/** A workflow action as a technician's (or a manager's) click sends it. */
export interface DemoAct {
  action: CaseAction;
  reason?: RejectionReason;
  comment?: string;
  /** Handing the modeling on: the vertebrae counted, and why another count goes on. */
  vertebraCount?: number;
  countOverride?: string;
}

/** Minutes, both included. */
export type MinuteRange = readonly [min: number, max: number];

/**
 * A technician's turn on a case: they get it (from the queue, from a manager, or back from QC),
 * open it, work `minutes` and act. `wait` is how long the case waited for them.
 */
export interface WorkSegment {
  kind: 'work';
  technician: DemoTechnician;
  via: 'Taken' | 'Assigned' | 'Returned';
  wait: MinuteRange;
  minutes: MinuteRange;
  act: DemoAct;
}

/** A 3D manager acts on the case without holding it: the planning QC of the demo's one planner. */
export interface ManagerSegment {
  kind: 'manager';
  wait: MinuteRange;
  act: DemoAct;
}

export type DemoSegment = WorkSegment | ManagerSegment;

/** A closed case's story after its request (and, for a pediatric patient, the approval). */
export interface DemoScript {
  type: CaseType;
  segments: readonly DemoSegment[];
}

const MODELED: DemoAct = { action: 'CompleteCase', vertebraCount: 24 };
const QUEUE_WAIT: MinuteRange = [6, 75];
const QC_WAIT: MinuteRange = [10, 60];

const work = (
  technician: DemoTechnician,
  act: DemoAct,
  options: Partial<Pick<WorkSegment, 'via' | 'wait' | 'minutes'>> = {},
): WorkSegment => ({
  kind: 'work',
  technician,
  via: options.via ?? 'Taken',
  wait: options.wait ?? QUEUE_WAIT,
  // An inexperienced technician takes longer over a model; QC and planning have their own pace.
  minutes: options.minutes ?? (technician === 'modelerNew' ? [45, 85] : [25, 55]),
  act,
});
const qc = (act: DemoAct): WorkSegment =>
  work('modeler', act, { wait: QC_WAIT, minutes: act.action === 'Reject' ? [8, 15] : [10, 22] });
const rejected = (
  technician: DemoTechnician,
  reason: RejectionReason,
  comment?: string,
): WorkSegment =>
  work(
    technician,
    { action: 'Reject', reason, ...(comment === undefined ? {} : { comment }) },
    {
      minutes: [4, 14],
    },
  );
const toPlanning = work('modeler', { action: 'SendToPlanning', vertebraCount: 24 });
const planned = (act: DemoAct): WorkSegment => work('planner', act, { minutes: [40, 95] });
const managerQc = (act: DemoAct): ManagerSegment => ({ kind: 'manager', wait: [20, 90], act });

const MODELING_RETURN =
  'The L4 superior endplate is placed on L3: place the lumbar endplates again.';
const PLANNING_RETURN = 'The rod starts one level too low: plan again from T4.';

/** The closed cases' stories, by name. */
export const DEMO_SCRIPTS = {
  modeled: { type: 'PreOp', segments: [work('modeler', MODELED)] },
  assigned: {
    type: 'PreOp',
    segments: [work('modeler', MODELED, { via: 'Assigned', wait: [10, 40] })],
  },
  /** A transitional vertebra the surgeon knows of: the modeling goes on with 23. */
  counted23: {
    type: 'PreOp',
    segments: [
      work('modeler', {
        action: 'CompleteCase',
        vertebraCount: 23,
        countOverride: 'Sacralized L5, known to the surgeon: modeled with 23 vertebrae.',
      }),
    ],
  },
  /** The inexperienced technician's completion goes to QC, which completes it. */
  checked: {
    type: 'PreOp',
    segments: [work('modelerNew', MODELED), qc({ action: 'CompleteCase' })],
  },
  /** QC returns the work once, then completes it. */
  reworked: {
    type: 'PreOp',
    segments: [
      work('modelerNew', MODELED),
      qc({ action: 'Return', comment: MODELING_RETURN }),
      work('modelerNew', MODELED, { via: 'Returned', wait: [5, 30], minutes: [15, 35] }),
      qc({ action: 'CompleteCase' }),
    ],
  },
  planned: { type: 'PreopRod', segments: [toPlanning, planned({ action: 'CompleteCase' })] },
  plannedWithQc: {
    type: 'PreopRod',
    segments: [toPlanning, planned({ action: 'SendForQC' }), managerQc({ action: 'CompleteCase' })],
  },
  replanned: {
    type: 'PreopRod',
    segments: [
      toPlanning,
      planned({ action: 'SendForQC' }),
      managerQc({ action: 'Return', comment: PLANNING_RETURN }),
      work(
        'planner',
        { action: 'SendForQC' },
        { via: 'Returned', wait: [10, 45], minutes: [20, 45] },
      ),
      managerQc({ action: 'CompleteCase' }),
    ],
  },
  motion: { type: 'PreOp', segments: [rejected('modeler', 'PresenceOfPatientMotion')] },
  motionSeenByNovice: {
    type: 'PreOp',
    segments: [rejected('modelerNew', 'PresenceOfPatientMotion')],
  },
  not24: { type: 'PreOp', segments: [rejected('modeler', 'Not24Vertebrae')] },
  congenital: { type: 'PreOp', segments: [rejected('modeler', 'CongenitalDeformity')] },
  duplicate: {
    type: 'PreOp',
    segments: [
      rejected(
        'modeler',
        'Other',
        'Duplicate request: the surgeon asked for the model of the newer exam.',
      ),
    ],
  },
  /** QC finds the bones too faint to model. */
  refusedAtQc: {
    type: 'PreOp',
    segments: [
      work('modelerNew', MODELED),
      qc({ action: 'Reject', reason: 'InsufficientVisibility' }),
    ],
  },
  /** Modeled, then the plan is called off. */
  planCalledOff: {
    type: 'PreopRod',
    segments: [
      toPlanning,
      work(
        'planner',
        {
          action: 'Reject',
          reason: 'Other',
          comment: 'Surgery postponed by the practice: no rod plan is needed for now.',
        },
        { minutes: [10, 20] },
      ),
    ],
  },
} as const satisfies Record<string, DemoScript>;
export type DemoScriptName = keyof typeof DEMO_SCRIPTS;

/**
 * The past week's closed cases, oldest first, five a day (four on the last): mostly completed,
 * some through QC and a return, seven rejected for varied reasons.
 */
export const CLOSED_CASE_MIX: readonly DemoScriptName[] = [
  'modeled',
  'checked',
  'modeled',
  'motion',
  'planned',
  'assigned',
  'checked',
  'modeled',
  'reworked',
  'modeled',
  'not24',
  'plannedWithQc',
  'modeled',
  'checked',
  'assigned',
  'refusedAtQc',
  'modeled',
  'planned',
  'motionSeenByNovice',
  'modeled',
  'checked',
  'counted23',
  'replanned',
  'duplicate',
  'modeled',
  'reworked',
  'assigned',
  'congenital',
  'modeled',
  'checked',
  'planCalledOff',
  'modeled',
  'planned',
  'modeled',
];

/** Closed cases per day, from seven days ago to yesterday. */
export const CLOSED_CASES_PER_DAY = [5, 5, 5, 5, 5, 5, 4] as const;
