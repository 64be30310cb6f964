import type { ReleaseNotes } from '@sagitta/domain';

/** The product's own release history, in the seed's release-notes structure. */
export const RELEASES: { name: string; releasedAt: string; notes: ReleaseNotes }[] = [
  {
    name: '2.1.0',
    releasedAt: '2026-06-15T00:00:00.000Z',
    notes: [
      {
        listMarker: '1.',
        title: 'Accounts and sign-in',
        subnotes: [
          {
            description: 'Sessions end after the idle time set on your account, in every open tab.',
            indentType: 'single',
          },
          {
            description: 'Ten failed sign-ins within 15 minutes lock the account for 15 minutes.',
            indentType: 'single',
          },
        ],
      },
      {
        listMarker: '2.',
        title: 'Security',
        subnotes: [
          { description: 'Passwords are stored only as argon2id hashes.', indentType: 'single' },
          {
            description:
              'Every sign-in, sign-out and change is written to an append-only audit trail.',
            indentType: 'single',
          },
        ],
      },
    ],
  },
  {
    name: '2.2.0',
    releasedAt: '2026-11-22T00:00:00.000Z',
    notes: [
      {
        listMarker: '1.',
        title: 'Platform foundation',
        subnotes: [
          {
            description:
              'Sagitta runs on PostgreSQL, or on an embedded database for a single workstation.',
            indentType: 'single',
          },
          { description: 'The API is documented at /api/docs.', indentType: 'single' },
        ],
      },
      {
        listMarker: '2.',
        title: 'Roles and permissions',
        subnotes: [
          {
            description:
              'Each role sees only what it needs: physicians their patients, staff and sales representatives those of the surgeons they are connected to.',
            indentType: 'single',
          },
          {
            description:
              'Clinical staff and sales representatives act for one connected surgeon at a time.',
            indentType: 'double',
          },
        ],
      },
    ],
  },
];
