import { count, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attemptSignIn, createTestApp, DEMO_PASSWORD, type TestApp } from '../../test/harness';
import {
  connections,
  institutions,
  releaseVersions,
  roles,
  userReleaseAcknowledgements,
  userRoles,
  users,
} from '../db/schema';
import { DEMO_ACCESS_REQUESTS, DEMO_ACCOUNTS, type DemoAccount } from './accounts';
import { ensureFirstAdministrator, seedAccounts, seedDemoData, seedReferenceData } from './seed';

/** The seeded test database: the demo data of `seed.ts`, seeded once already. */
const EXPECTED_COUNTS = {
  /** 14 accounts and 2 pending access requests. */
  users: 16,
  institutions: 2,
  roles: 7,
  releaseVersions: 2,
  userRoles: 16,
  connections: 3,
  /** Everyone but surgeon.new has acknowledged the latest release. */
  userReleaseAcknowledgements: 13,
};

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function countOf(table: PgTable): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(table);
  return row?.n ?? -1;
}

async function counts(): Promise<typeof EXPECTED_COUNTS> {
  return {
    users: await countOf(users),
    institutions: await countOf(institutions),
    roles: await countOf(roles),
    releaseVersions: await countOf(releaseVersions),
    userRoles: await countOf(userRoles),
    connections: await countOf(connections),
    userReleaseAcknowledgements: await countOf(userReleaseAcknowledgements),
  };
}

describe('seeding', () => {
  it('starts from the seeded database', async () => {
    expect(await counts()).toEqual(EXPECTED_COUNTS);
  });

  it('seeds rep.candidates@: a sales representative of surgeon@ who sees only candidates', async () => {
    const { db } = t.database;
    const [rep] = await db
      .select({
        id: users.id,
        only: users.onlyViewSurgicalCandidates,
        eula: users.eulaAcknowledgedAt,
      })
      .from(users)
      .where(eq(users.email, 'rep.candidates@sagitta.test'));
    expect(rep).toMatchObject({ only: true, eula: expect.any(Date) as Date });
    const links = await db
      .select({ parent: users.email })
      .from(connections)
      .innerJoin(users, eq(users.id, connections.parentUserId))
      .where(eq(connections.childUserId, rep?.id ?? ''));
    expect(links).toEqual([{ parent: 'surgeon@sagitta.test' }]);
    const signIn = await attemptSignIn(t.app, 'rep.candidates@sagitta.test', DEMO_PASSWORD);
    expect(signIn.statusCode).toBe(200);
    const [other] = await db
      .select({ only: users.onlyViewSurgicalCandidates })
      .from(users)
      .where(eq(users.email, 'rep@sagitta.test'));
    expect(other).toEqual({ only: false });
  });

  it('seeds the access requests as Pending, without a password, unable to sign in', async () => {
    for (const request of DEMO_ACCESS_REQUESTS) {
      const [row] = await t.database.db.select().from(users).where(eq(users.email, request.email));
      expect(row).toMatchObject({
        status: 'Pending',
        passwordHash: null,
        requestedInstitution: request.requestedInstitution,
        institutionId: null,
        npi: request.npi ?? null,
      });
      const signIn = await attemptSignIn(t.app, request.email, DEMO_PASSWORD);
      expect(signIn.statusCode).toBe(401);
    }
    expect(DEMO_ACCESS_REQUESTS.map((request) => request.role)).toEqual([
      'PHYSICIAN',
      'CLINICAL_STAFF',
    ]);
  });

  it('adds nothing when the reference data is seeded again', async () => {
    await seedReferenceData(t.database.db);
    await seedReferenceData(t.database.db);
    expect(await counts()).toEqual(EXPECTED_COUNTS);
  });

  it('adds nothing, and says so, when the demo data is seeded again', async () => {
    expect(await seedDemoData(t.database.db, t.clock.now())).toBe(false);
    expect(await counts()).toEqual(EXPECTED_COUNTS);
  });

  it('creates no first administrator while one exists', async () => {
    const created = await ensureFirstAdministrator(
      t.database.db,
      { email: 'chief@hospital.example', password: 'Correct-Horse-42' },
      t.clock.now(),
    );
    expect(created).toBe(false);
    expect(await counts()).toEqual(EXPECTED_COUNTS);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/auth/api/v1/login',
      payload: { email: 'chief@hospital.example', password: 'Correct-Horse-42' },
    });
    expect(signIn.statusCode).toBe(401);
  });
});

describe('seedAccounts', () => {
  let fresh: TestApp;
  beforeAll(async () => {
    fresh = await createTestApp();
  });
  afterAll(async () => {
    await fresh.close();
  });

  const extra: DemoAccount[] = [
    {
      email: 'extra.reset@sagitta.test',
      role: 'PHYSICIAN',
      description: 'physician, password reset',
      firstName: 'Extra',
      lastName: 'Reset',
      institution: 'lakeside',
      status: 'Reset',
      inactivitySeconds: 4,
      eulaAcknowledged: true,
      releaseNotesAcknowledged: false,
    },
    { ...DEMO_ACCOUNTS[0], email: 'admin@sagitta.test', firstName: 'Changed' } as DemoAccount,
  ];

  it('adds the accounts that are missing, as described, and leaves existing ones alone', async () => {
    expect(await seedAccounts(fresh.database.db, extra, fresh.clock.now())).toBe(1);
    const [created] = await fresh.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'extra.reset@sagitta.test'));
    expect(created).toMatchObject({ status: 'Reset', inactivitySeconds: 4, lastName: 'Reset' });
    expect(created?.eulaAcknowledgedAt).not.toBeNull();
    const [admin] = await fresh.database.db
      .select({ firstName: users.firstName })
      .from(users)
      .where(eq(users.email, 'admin@sagitta.test'));
    expect(admin?.firstName).toBe('Avery');

    const signIn = await attemptSignIn(fresh.app, 'extra.reset@sagitta.test', DEMO_PASSWORD);
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().passwordChangeRequired).toBe(true);
  });

  it('adds nothing when seeded again', async () => {
    expect(await seedAccounts(fresh.database.db, extra, fresh.clock.now())).toBe(0);
  });
});
