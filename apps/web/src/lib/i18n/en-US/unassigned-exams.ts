/** The page title of the unassigned exams, merged into `routes`. */
export const unassignedExamsRoutes = { 'unassigned-exams': 'Unassigned exams' } as const;

/** Exams routed to no physician, assigned by system administrators (issue 6). */
export const unassignedExams = {
  unassignedExams: {
    navigation: 'Unassigned exams',
    intro:
      'No institution or referring physician tag matched these exams. Assign each to the physician who should see it.',
    loading: 'Loading the unassigned exams…',
    error: 'The unassigned exams could not be loaded.',
    retry: 'Try again',
    count_one: '{{count}} exam waiting',
    count_other: '{{count}} exams waiting',
    empty: {
      title: 'No exam is waiting for a physician',
      body: 'Exams that match no physician appear here.',
    },
    table: {
      label: 'Unassigned exams',
      patientName: 'Patient',
      patientId: 'Patient ID',
      examDate: 'Exam date',
      description: 'Description',
      institution: 'Institution (as received)',
      referringPhysician: 'Referring physician (as received)',
      receivedAt: 'Received',
      actions: 'Actions',
      none: '—',
      unnamed: 'Unnamed patient',
    },
    assign: {
      open: 'Assign',
      openNamed: 'Assign the exam of {{patient}}',
      title: 'Assign the exam',
      exam: 'Exam of {{patient}} (patient ID {{patientId}}), {{date}}',
      physician: 'Physician',
      physicianHint: 'Active physicians, by name or email',
      physicianPlaceholder: 'Search for a physician',
      searching: 'Searching…',
      noMatch: 'No active physician matches',
      required: 'Choose the physician who will see this exam',
      confirm: 'Assign',
      done: 'The exam of {{patient}} is assigned to {{physician}}.',
    },
    pages: {
      label: 'Pages of unassigned exams',
      page: 'Page {{page}}',
      previous: 'Previous page',
      next: 'Next page',
    },
  },
} as const;
