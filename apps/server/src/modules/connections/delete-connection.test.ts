import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, connections, users } from '../../db/schema';
import {
  as,
  createTestApp,
  type DemoUser,
  emailOf,
  sessionCache,
  type TestApp,
} from '../../../test/harness';

/** A well-formed (version 4) uuid that belongs to nothing. */
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

let t: TestApp;
const sessionOf = sessionCache(() => t.app);
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function userIdOf(user: DemoUser): Promise<string> {
  const [row] = await t.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, emailOf(user)));
  if (row === undefined) throw new Error(`no account ${user}`);
  return row.id;
}

/** The seeded link between a physician and a child, by id; null once removed. */
async function linkId(parent: DemoUser, child: DemoUser): Promise<string | null> {
  const [row] = await t.database.db
    .select({ id: connections.id })
    .from(connections)
    .where(
      and(
        eq(connections.parentUserId, await userIdOf(parent)),
        eq(connections.childUserId, await userIdOf(child)),
      ),
    );
  return row?.id ?? null;
}

const remove = async (userId: string, connectionId: string, caller: DemoUser = 'useradmin') =>
  as(t.app, await sessionOf(caller), {
    method: 'DELETE',
    url: `/api/v1/Users/${userId}/Connections/${connectionId}`,
  });

describe('DELETE /api/v1/Users/{id}/Connections/{connectionId}', () => {
  it.each(['surgeon', 'surgeon2', 'staff', 'rep', 'modeler', 'manager', 'rods'] as const)(
    'refuses %s with 403 and keeps the link',
    async (caller) => {
      const id = await linkId('surgeon', 'staff');
      if (id === null) throw new Error('seeded link missing');
      const response = await remove(await userIdOf('staff'), id, caller);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('Forbidden');
      expect(await linkId('surgeon', 'staff')).toBe(id);
    },
  );

  it("answers 404 when {id} is not one of the link's users, and keeps it", async () => {
    const id = await linkId('surgeon', 'staff');
    if (id === null) throw new Error('seeded link missing');
    for (const other of ['rep', 'surgeon2', 'useradmin'] as const) {
      const response = await remove(await userIdOf(other), id);
      expect(response.statusCode, other).toBe(404);
      expect(response.json()).toEqual({
        statusCode: 404,
        error: 'Not Found',
        message: 'Connection not found',
      });
    }
    expect(await linkId('surgeon', 'staff')).toBe(id);
  });

  it('answers 404 for an unknown connection, and 400 for ids that are not uuids', async () => {
    const missing = await remove(await userIdOf('staff'), UNKNOWN_ID);
    expect(missing.statusCode).toBe(404);
    const malformed = await remove(await userIdOf('staff'), 'not-a-uuid');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toContain('params.connectionId');
  });

  it("unlinks through the child's id, audits both users, and the child no longer sees it", async () => {
    const id = await linkId('surgeon', 'staff');
    if (id === null) throw new Error('seeded link missing');
    const staffId = await userIdOf('staff');
    const response = await remove(staffId, id);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(await linkId('surgeon', 'staff')).toBeNull();

    const staff = await sessionOf('staff');
    const listed = await as(t.app, staff, {
      method: 'GET',
      url: `/api/v1/users/${staffId}/connections`,
    });
    expect(listed.json()).toEqual([]);

    const audited = await t.database.db
      .select({ targetId: auditEvents.targetId, actorUserId: auditEvents.actorUserId })
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'connection.delete'), eq(auditEvents.outcome, 'success')));
    expect(audited.map((row) => row.targetId).sort()).toEqual(
      [await userIdOf('surgeon'), staffId].sort(),
    );
    expect(new Set(audited.map((row) => row.actorUserId))).toEqual(
      new Set([(await sessionOf('useradmin')).userId]),
    );

    const again = await remove(staffId, id);
    expect(again.statusCode).toBe(404);
  });

  it("unlinks through the physician's id, for a system administrator too", async () => {
    const id = await linkId('surgeon', 'rep');
    if (id === null) throw new Error('seeded link missing');
    const response = await remove(await userIdOf('surgeon'), id, 'admin');
    expect(response.statusCode).toBe(204);
    expect(await linkId('surgeon', 'rep')).toBeNull();
  });
});
