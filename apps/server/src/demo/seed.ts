import { eq, sql } from 'drizzle-orm';
import { ROLE_IDS, ROLE_NAMES, ROLE_NAMESPACE, type RoleName } from '@sagitta/domain';
import {
  connections,
  institutions,
  releaseVersions,
  roles,
  userReleaseAcknowledgements,
  userRoles,
  users,
} from '../db/schema';
import { accountIdForEmail } from '../modules/users/service';
import { hashPassword } from '../platform/auth/passwords';
import type { Database, Executor } from '../platform/db/database';
import {
  DEMO_ACCESS_REQUESTS,
  DEMO_ACCOUNTS,
  DEMO_CONNECTIONS,
  DEMO_INSTITUTIONS,
  DEMO_PASSWORD,
  type DemoAccount,
} from './accounts';
import { RELEASES } from './release-notes';

/** Reference data every installation has: the fixed roles and the product's release notes. */
export async function seedReferenceData(db: Database): Promise<void> {
  await db
    .insert(roles)
    .values(ROLE_NAMES.map((name) => ({ id: ROLE_IDS[name], name, namespace: ROLE_NAMESPACE })))
    .onConflictDoNothing();
  await db
    .insert(releaseVersions)
    .values(
      RELEASES.map((release) => ({
        name: release.name,
        notes: JSON.stringify(release.notes),
        releasedAt: new Date(release.releasedAt),
      })),
    )
    .onConflictDoNothing();
}

async function createUser(
  executor: Executor,
  values: typeof users.$inferInsert,
  role: RoleName,
): Promise<string | undefined> {
  const [row] = await executor
    .insert(users)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (row === undefined) return undefined; // already there: keep it as its owner left it
  await executor.insert(userRoles).values({ userId: row.id, roleId: ROLE_IDS[role] });
  return row.id;
}

/** The demo institutions, created when missing; their ids by key of DEMO_INSTITUTIONS. */
async function ensureDemoInstitutions(tx: Executor): Promise<Map<string, string>> {
  const institutionIds = new Map<string, string>();
  for (const [key, institution] of Object.entries(DEMO_INSTITUTIONS)) {
    await tx.insert(institutions).values(institution).onConflictDoNothing();
    const [row] = await tx
      .select({ id: institutions.id })
      .from(institutions)
      .where(eq(sql`lower(${institutions.name})`, institution.name.toLowerCase()));
    if (row !== undefined) institutionIds.set(key, row.id);
  }
  return institutionIds;
}

/** Creates the accounts that do not exist yet; one that exists is left as it is. */
async function insertAccounts(
  tx: Executor,
  accounts: readonly DemoAccount[],
  now: Date,
  passwordHash: string,
): Promise<number> {
  const institutionIds = await ensureDemoInstitutions(tx);
  const [release] = await tx
    .select({ id: releaseVersions.id })
    .from(releaseVersions)
    .where(eq(releaseVersions.name, RELEASES.at(-1)?.name ?? ''));

  let created = 0;
  for (const account of accounts) {
    const institutionId =
      account.institution === undefined ? null : institutionIds.get(account.institution);
    const userId = await createUser(
      tx,
      {
        email: account.email,
        passwordHash,
        passwordChangedAt: now,
        firstName: account.firstName,
        lastName: account.lastName,
        suffix: account.suffix ?? null,
        status: account.status ?? 'Active',
        institutionId: institutionId ?? null,
        institutionRole: account.institutionRole ?? null,
        subRole: account.subRole ?? null,
        onlineStatus:
          account.subRole === undefined || account.subRole === 'Manager' ? null : 'Offline',
        salesforceId: account.salesforceId ?? null,
        npi: account.npi ?? null,
        states: account.states ?? [],
        pricingTier:
          account.institution === undefined ? null : DEMO_INSTITUTIONS[account.institution].tier,
        inactivitySeconds: account.inactivitySeconds ?? null,
        onlyViewSurgicalCandidates: account.onlyViewSurgicalCandidates ?? false,
        inexperienced: account.inexperienced ?? false,
        eulaAcknowledgedAt: account.eulaAcknowledged ? now : null,
      },
      account.role,
    );
    if (userId === undefined) continue;
    created++;
    if (account.releaseNotesAcknowledged && release !== undefined) {
      await tx
        .insert(userReleaseAcknowledgements)
        .values({ userId, releaseVersionId: release.id, acknowledgedAt: now })
        .onConflictDoNothing();
    }
  }
  return created;
}

/** The demo's pending access requests: no password, the institution as the requester typed it. */
async function insertAccessRequests(tx: Executor, now: Date): Promise<void> {
  for (const request of DEMO_ACCESS_REQUESTS) {
    await createUser(
      tx,
      {
        email: request.email,
        passwordHash: null,
        firstName: request.firstName,
        lastName: request.lastName,
        phone: request.phone,
        status: 'Pending',
        npi: request.npi ?? null,
        requestedInstitution: request.requestedInstitution,
        createdAt: now,
        updatedAt: now,
      },
      request.role,
    );
  }
}

/**
 * The demo institutions, accounts, connections and pending access requests. Idempotent: an account that exists is left as
 * it is, so a demo password someone changed stays changed across restarts.
 * @returns whether anything was created
 */
export async function seedDemoData(db: Database, now: Date): Promise<boolean> {
  if ((await accountIdForEmail(db, 'admin@sagitta.test')) !== null) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    await insertAccounts(tx, DEMO_ACCOUNTS, now, passwordHash);
    await insertAccessRequests(tx, now);
    for (const link of DEMO_CONNECTIONS) {
      const parentUserId = await accountIdForEmail(tx, link.physician);
      const childUserId = await accountIdForEmail(tx, link.connected);
      if (parentUserId === null || childUserId === null) continue;
      await tx
        .insert(connections)
        .values({ parentUserId, childUserId, isDefault: true })
        .onConflictDoNothing();
    }
  });
  return true;
}

/**
 * More accounts of the demo's kind (the end-to-end tests' own), with the demo password, in the
 * demo institutions. Idempotent per account: one that exists is left as it is.
 * @returns how many accounts were created
 */
export async function seedAccounts(
  db: Database,
  accounts: readonly DemoAccount[],
  now: Date,
): Promise<number> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return db.transaction((tx) => insertAccounts(tx, accounts, now, passwordHash));
}

/**
 * Without demo data, the first system administrator comes from ADMIN_EMAIL / ADMIN_PASSWORD,
 * once: when no administrator exists yet.
 * @returns whether the administrator was created
 */
export async function ensureFirstAdministrator(
  db: Database,
  administrator: { email: string; password: string },
  now: Date,
): Promise<boolean> {
  const [existing] = await db
    .select({ userId: userRoles.userId })
    .from(userRoles)
    .where(eq(userRoles.roleId, ROLE_IDS.SYSTEM_ADMINISTRATOR))
    .limit(1);
  if (existing !== undefined) return false;
  const created = await createUser(
    db,
    {
      email: administrator.email,
      passwordHash: await hashPassword(administrator.password),
      passwordChangedAt: now,
      firstName: 'System',
      lastName: 'Administrator',
      status: 'Active',
    },
    'SYSTEM_ADMINISTRATOR',
  );
  return created !== undefined;
}
