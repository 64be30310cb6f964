/** The Actions page (seed §2: four tabs; issue 18 fills Approve model). */
export const actionsPage = {
  actionsPage: {
    tabs: {
      label: 'Actions',
      'plan-approval': 'Surgical plan approval',
      'rod-order': 'Rod order',
      'schedule-case': 'Schedule case',
      'approve-model': 'Approve model',
    },
    later: {
      title: 'Nothing here yet',
      'plan-approval': 'Comes with surgical strategies and plans.',
      'rod-order': 'Comes with rod ordering.',
      'schedule-case': 'Comes with surgery scheduling and the case calendar.',
    },
    approveModel: {
      intro: 'Exams whose 3D model came back and waits for your review and approval.',
      label: '3D models to approve',
      loading: 'Loading the 3D models to approve…',
      loadFailed: 'The 3D models to approve could not be loaded.',
      empty: 'No 3D model is waiting for your approval.',
      count_one: '{{count}} model to approve',
      count_other: '{{count}} models to approve',
      columns: {
        patient: 'Patient',
        examDate: 'Exam date',
        type: 'Model',
        requestedAt: 'Requested',
        returnedAt: 'Returned',
        review: 'Review',
      },
      types: { PreopRod: 'Pre-op with rod', PreOp: 'Pre-op', PostOp: 'Post-op' },
      unnamed: 'Unnamed patient',
      noExamDate: 'Unknown date',
      review: 'Review and approve',
      reviewLabel: 'Review and approve: {{patient}}, model returned {{date}}',
      pages: {
        label: 'Pages of models to approve',
        page: 'Page {{page}}',
        previous: 'Previous page',
        next: 'Next page',
      },
    },
  },
} as const;
