/** A physician's referring-physician tags (seed §3 user), in My Account and user details. */
export const referringTags = {
  referringTags: {
    title: 'Referring physician tags',
    listLabel: 'Referring physician tags',
    loading: 'Loading the referring physician tags…',
    loadFailed: 'The referring physician tags could not be loaded.',
    none: 'No referring physician tag yet: exams are routed by institution only.',
    remove: 'Remove',
    removeNamed: 'Remove the tag {{tag}}',
    newTag: 'New tag',
    help: 'A tag must copy the Referring Physician’s Name exactly as the imaging header carries it, e.g. SMITH^JOHN.',
    add: 'Add tag',
    added: 'Referring physician tag {{tag}} added.',
    removed: 'Referring physician tag {{tag}} removed.',
    alreadyThere: 'This referring physician tag is already there.',
  },
} as const;
