import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents, connections } from '../../db/schema';
import { as, type DemoUser, UNKNOWN_ID, useTestApp } from '../../../test/harness';

const t = useTestApp();

/** The seeded link between a physician and a child, by id; null once removed. */
async function linkId(parent: DemoUser, child: DemoUser): Promise<string | null> {
  const [row] = await t.database.db
    .select({ id: connections.id })
    .from(connections)
    .where(
      and(
        eq(connections.parentUserId, await t.userIdOf(parent)),
        eq(connections.childUserId, await t.userIdOf(child)),
      ),
    );
  return row?.id ?? null;
}

const remove = async (userId: string, connectionId: string, caller: DemoUser = 'useradmin') =>
  as(t.app, await t.sessionOf(caller), {
    method: 'DELETE',
    url: `/api/v1/Users/${userId}/Connections/${connectionId}`,
  });

describe('DELETE /api/v1/Users/{id}/Connections/{connectionId}', () => {
  it.each(['surgeon', 'surgeon2', 'staff', 'rep', 'modeler', 'manager', 'rods'] as const)(
    'refuses %s with 403 and keeps the link',
    async (caller) => {
      const id = await linkId('surgeon', 'staff');
      if (id === null) throw new Error('seeded link missing');
      const response = await remove(await t.userIdOf('staff'), id, caller);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('Forbidden');
      expect(await linkId('surgeon', 'staff')).toBe(id);
    },
  );

  it("answers 404 when {id} is not one of the link's users, and keeps it", async () => {
    const id = await linkId('surgeon', 'staff');
    if (id === null) throw new Error('seeded link missing');
    for (const other of ['rep', 'surgeon2', 'useradmin'] as const) {
      const response = await remove(await t.userIdOf(other), id);
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
    const missing = await remove(await t.userIdOf('staff'), UNKNOWN_ID);
    expect(missing.statusCode).toBe(404);
    const malformed = await remove(await t.userIdOf('staff'), 'not-a-uuid');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toContain('params.connectionId');
  });

  it("unlinks through the child's id, audits both users, and the child no longer sees it", async () => {
    const id = await linkId('surgeon', 'staff');
    if (id === null) throw new Error('seeded link missing');
    const staffId = await t.userIdOf('staff');
    const response = await remove(staffId, id);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(await linkId('surgeon', 'staff')).toBeNull();

    const staff = await t.sessionOf('staff');
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
      [await t.userIdOf('surgeon'), staffId].sort(),
    );
    expect(new Set(audited.map((row) => row.actorUserId))).toEqual(
      new Set([(await t.sessionOf('useradmin')).userId]),
    );

    const again = await remove(staffId, id);
    expect(again.statusCode).toBe(404);
  });

  it("unlinks through the physician's id, for a system administrator too", async () => {
    const id = await linkId('surgeon', 'rep');
    if (id === null) throw new Error('seeded link missing');
    const response = await remove(await t.userIdOf('surgeon'), id, 'admin');
    expect(response.statusCode).toBe(204);
    expect(await linkId('surgeon', 'rep')).toBeNull();
  });
});
