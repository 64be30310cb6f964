/**
 * Patient trends (issue 17): the TRENDS sub-tab of the patient file and the Patient Trends tab
 * of the Patients page.
 */
export const trends = {
  trends: {
    loading: 'Loading the trends…',
    loadFailed: 'The trends could not be loaded.',
    loadingCharts: 'Loading the charts…',
    retry: 'Try again',
    empty: {
      title: 'No trends yet',
      body: 'Trends show once an alignment assessment of this patient is approved; a line needs two.',
    },
    intro_one: 'From {{count}} approved alignment assessment.',
    intro_other: 'From {{count}} approved alignment assessments.',
    olderNotShown: 'The {{shown}} latest of {{count}} approved assessments are shown.',
    chartLabel: '{{parameter}} over time, {{count}} values: the values are in its table.',
    showTable: 'Show as table',
    showChart: 'Show as chart',
    date: 'Acquisition date',
    approvedOn: 'approved {{date}}',
    phase: 'Phase',
    phases: { PRE_OP: 'Pre-op', POST_OP: 'Post-op' },
    value: 'Value',
    noValue: 'Not measured — {{reason}}',
    notMeasured: {
      title: 'Not measured in these assessments',
      item: '{{parameter}}: {{reason}}',
    },
    unit: { DEGREE: '°', MM: ' mm', PERCENT: ' %' },
    patients: {
      label: 'Patients with trends',
      loading: 'Loading the patients with trends…',
      loadFailed: 'The patients with trends could not be loaded.',
      empty: {
        title: 'No patient has trends yet',
        body: 'A patient shows here once two of their alignment assessments are approved.',
      },
      name: 'Patient',
      productId: 'Patient ID',
      assessments: 'Approved assessments',
      lastDate: 'Last assessment',
      noName: 'Unnamed patient',
      unknown: 'Unknown',
      pages: 'Pages of patients with trends',
      page: 'Page {{page}}',
      previous: 'Previous page',
      next: 'Next page',
    },
  },
} as const;
