/** Connections: the administrators' edit-connections page and connection messages. */
export const connectionAdmin = {
  connectionAdmin: {
    title: 'Connections of {{name}}',
    loading: 'Loading connections…',
    notFound: 'This user does not exist.',
    loadFailed: 'The connections could not be loaded.',
    backToUser: 'Back to {{name}}',
    list: 'Connections',
    columns: {
      name: 'Name',
      role: 'Role',
      institution: 'Institution',
      actions: 'Actions',
    },
    empty: 'No connections yet.',
    noInstitution: 'No institution',
    remove: 'Remove',
    removeLabel: 'Remove the connection with {{name}}',
    confirmTitle: 'Remove this connection?',
    confirmBody: '{{user}} and {{other}} will no longer be connected.',
    cancel: 'Cancel',
    removed: 'The connection with {{name}} is removed.',
    notDeleted: 'Connection not deleted',
    added: 'The connection is added.',
    notApplicable:
      'Only physicians, clinical staff and sales representatives have connections: this user has none to edit.',
    addChild: {
      title: 'Add a clinical staff member or sales representative',
      intro:
        'They will act for this physician. Enter the email of their account; the account must already exist.',
      email: 'Email of the clinical staff member or sales representative',
      submit: 'Add connection',
    },
    addParent: {
      title: 'Connect to a physician',
      intro: 'This user will act for the physician chosen.',
      search: 'Find a physician',
      searchHint: 'Type part of a name or an email.',
      searching: 'Searching physicians…',
      results: 'Physicians found',
      noMatch: 'No physician matches your search',
      connect: 'Connect',
      connectLabel: 'Connect to {{name}}',
      connected: 'Connected',
    },
  },
} as const;
