/** The page title of the audit trail, merged into `routes`. */
export const auditRoutes = { audit: 'Audit trail' } as const;

/** The audit trail, for system administrators (issue 14). */
export const audit = {
  audit: {
    navigation: 'Audit',
    intro:
      'Every read of patient data, every change and every refusal, newest first: who, what, when and from where.',
    loading: 'Loading the audit trail…',
    error: 'The audit trail could not be loaded.',
    retry: 'Try again',
    count_one: '{{count}} event',
    count_other: '{{count}} events',
    empty: {
      title: 'No event matches these filters',
      body: 'Change or clear the filters to see more events.',
    },
    filters: {
      label: 'Filter the audit trail',
      action: 'Action',
      actionHint: 'e.g. exam.read, auth.login',
      actorUserId: 'Actor (user id)',
      actorUserIdHint: 'The id of the user who acted',
      targetType: 'Target type',
      targetTypeHint: 'e.g. exam, user, route',
      targetId: 'Target id',
      targetIdHint: 'The id of what was read or changed',
      outcome: 'Outcome',
      anyOutcome: 'Any outcome',
      from: 'From',
      to: 'Before',
      apply: 'Apply filters',
      clear: 'Clear filters',
    },
    problems: {
      actorUserId: 'Enter the id of a user (a UUID), or leave it empty',
      action: 'Enter an action without control characters',
      targetType: 'Enter a target type without control characters',
      targetId: 'Enter a target id without control characters',
      outcome: 'Choose an outcome',
      from: 'Enter a date and time',
      to: 'The end must come after the start',
    },
    outcome: {
      success: 'Success',
      failure: 'Failure',
      denied: 'Denied',
    },
    table: {
      label: 'Audit events',
      occurredAt: 'When',
      action: 'Action',
      actor: 'Actor',
      target: 'Target',
      outcome: 'Outcome',
      clientIp: 'Client address',
      details: 'Details',
      none: '—',
    },
    pages: {
      label: 'Pages of audit events',
      page: 'Page {{page}}',
      previous: 'Previous page',
      next: 'Next page',
    },
  },
} as const;
