import { CASE_STEP_TYPE_LABELS, REJECTION_REASON_LABELS } from '@sagitta/domain';

/** 3D model requests and their cases on the patient file (issue 18, physician side). */
export const modelRequests = {
  modelRequests: {
    request: 'Request 3D model',
    requestLabel: 'Request 3D model: the {{type}} exam of {{date}}',
    requestPatientLabel: 'Request 3D model: {{patient}}, the {{type}} exam of {{date}}',
    column: '3D model',
    dialog: {
      title: 'Request a 3D model',
      exam: 'The {{type}} exam of {{date}}',
      patientExam: '{{patient}}: the {{type}} exam of {{date}}',
      type: 'Model type',
      submit: 'Request model',
    },
    types: { PreOp: 'Pre-op', PostOp: 'Post-op', PreopRod: 'Pre-op with rod' },
    typeHints: {
      PreOp: 'Before surgery.',
      PostOp: 'After surgery.',
      PreopRod: 'Before surgery: a rod will be wanted.',
    },
    pediatric: {
      title: 'Request a pediatric model?',
      body: 'This patient is under 18 (or has no birth date). Request a pediatric model? A 3D manager approves it before modeling starts.',
      confirm: 'Request pediatric model',
    },
    // The server's refusals, in the web's words (the server's own message otherwise).
    refusals: {
      underSeven: 'A 3D model is not made for a patient under 7 years old at the exam date.',
      alreadyRequested: 'A 3D model of this exam is already requested.',
      awaitingReview:
        'The 3D model of this exam is waiting for your review: review it before requesting another.',
      noImages: 'This exam has no lateral or frontal film to model.',
      alignmentLocked:
        'The alignment of this exam is already approved: no new model is made of it.',
    },
    requested: '3D model requested.',
    requestedPediatric:
      'Pediatric 3D model requested: a 3D manager approves it before modeling starts.',
    cases: {
      title: '3D models',
      loading: 'Loading the 3D models…',
      loadFailed: 'The 3D models could not be loaded.',
      empty: 'No 3D model requested yet',
      label: '3D model requests',
      examOf: 'Exam of {{date}}',
      requestedOn: 'Requested {{date}}',
      stage: 'Stage',
      modeling: 'Modeling',
      lastActivity: 'Last activity',
      pediatric: 'Pediatric',
      awaitingApproval: 'Awaiting 3D manager approval',
      rejectedBecause: 'Rejected: {{reason}}',
      // Seed §8 "Exams" (EXAM_MESSAGES), chosen by the rejection reason (rejectedModelMessage).
      rejected: {
        alignmentAssessmentFailed:
          'Alignment assessment failed: check the images for motion artifact and bone visibility',
        modelNotProcessed: 'Model not processed',
      },
    },
    stages: {
      InitialModeling: 'Being modeled',
      ModelingQC: 'Model in quality check',
      InitialPlanning: 'Being planned',
      PlanningQC: 'Plan in quality check',
      PlanningReturnForQC: 'Plan back for quality check',
      Completed: 'Completed',
      Rejected: 'Rejected',
    },
    // The domain's English labels: one wording for the server's documents and the web app.
    steps: CASE_STEP_TYPE_LABELS,
    rejectionReasons: REJECTION_REASON_LABELS,
  },
} as const;
