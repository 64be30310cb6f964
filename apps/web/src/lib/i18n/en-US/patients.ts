/** The Patients page (its tabs and the patient record lists) and the header's patient search. */
export const patients = {
  patients: {
    title: 'Patients',
    tabsLabel: 'Patient lists',
    loadingTab: 'Loading the tab…',
    tabs: {
      exams: 'Patient Exams',
      'surgical-plan': 'Surgical Plan',
      'surgical-strategy': 'Surgical Strategy',
      'patient-trends': 'Patient Trends',
      'surgical-candidates': 'Surgical Candidates',
      favorites: 'Favorites',
      'patient-list': 'Patient List',
    },
    coming: {
      'surgical-plan': 'Surgical plans appear here once surgical planning arrives in Sagitta.',
      'surgical-strategy':
        'Surgical strategies appear here once surgical planning arrives in Sagitta.',
    },
    search: {
      region: 'Search patients',
      label: 'Search by name, MRN or product ID',
      placeholder: 'Name, MRN or product ID; commas between several',
      clear: 'Clear the search',
    },
    sort: {
      label: 'Sort by',
      name: 'Name',
      'last-exam': 'Last exam',
    },
    count_one: '{{count}} patient',
    count_other: '{{count}} patients',
    loading: 'Loading patients…',
    error: 'The patients could not be loaded.',
    retry: 'Try again',
    empty: {
      all: {
        title: 'No patients yet',
        body: 'Patients appear here once their first exam reaches Sagitta.',
      },
      favorites: {
        title: 'No favorites yet',
        body: 'Star a patient in the Patient List to find them here.',
      },
      'surgical-candidates': {
        title: 'No surgical candidates yet',
        body: 'Patients marked as surgical candidates in their patient file appear here.',
      },
    },
    noMatch: {
      title: 'No patients match “{{search}}”',
      body: 'Check the spelling, or search by MRN or product ID. Every part between commas must match.',
      clear: 'Clear the search',
    },
    table: {
      label: 'Patients',
      favorite: 'Favorite',
      name: 'Name',
      mrn: 'MRN',
      productId: 'Product ID',
      ageSex: 'Age and sex',
      birthDate: 'Birth date',
      lastExam: 'Last exam',
      flags: 'Flags',
      unknown: 'Unknown',
      noName: 'Name unknown',
    },
    badges: {
      pediatric: 'Pediatric',
      urgent: 'Urgent',
      surgicalCandidate: 'Surgical candidate',
    },
    favorite: {
      toggle: 'Favorite: {{name}}',
      failed: 'The favorite could not be saved. Try again.',
    },
    pagination: {
      pages: 'Patient list pages',
      page: 'Page {{page}}',
      previous: 'Previous page',
      next: 'Next page',
    },
  },
  patientSearch: {
    label: 'Find a patient',
    placeholder: 'Find a patient: name, MRN or product ID',
    searching: 'Searching…',
    none: 'No patient found',
    failed: 'The search failed. Try again.',
    mrn: 'MRN {{mrn}}',
    born: 'born {{date}}',
  },
} as const;
