import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ACTING_PHYSICIAN_HEADER } from '@sagitta/domain';
import { auditEvents, connections, institutions, users } from '../db/schema';
import { as, type DemoUser, emailOf, useTestApp } from '../../test/harness';
import { ACTING_PHYSICIAN_MESSAGES } from './acting-physician';
import { contextOf } from './request-context';

/**
 * No patient route exists yet: a test-only route stands for one. It answers the physician the
 * request acts for, as every patient route will ask for it.
 */
const PATIENT_ROUTE = '/api/test/acting-physician';

const t = useTestApp(
  {},
  {
    extraRoutes: (app) => {
      app.get(PATIENT_ROUTE, { config: { permission: 'account:read' } }, async (request) => {
        const context = contextOf(request);
        // Asked twice, checked once: the second call reuses the first answer.
        const first = await context.actingPhysicianId();
        const second = await contextOf(request).actingPhysicianId();
        return { physicianId: first, same: first === second };
      });
    },
  },
);

const callAs = async (caller: DemoUser, physician?: string | string[]) =>
  as(t.app, await t.sessionOf(caller), {
    method: 'GET',
    url: PATIENT_ROUTE,
    headers: physician === undefined ? {} : { [ACTING_PHYSICIAN_HEADER]: physician },
  });

const expectActsFor = async (caller: DemoUser, physician: string | undefined, expected: string) => {
  const response = await callAs(caller, physician);
  expect(response.statusCode, `${caller} → ${physician ?? 'no header'}`).toBe(200);
  expect(response.json()).toEqual({ physicianId: expected, same: true });
};

const expectRefused = async (
  caller: DemoUser,
  physician: string | undefined,
  message: string = ACTING_PHYSICIAN_MESSAGES.notConnected,
) => {
  const response = await callAs(caller, physician);
  expect(response.statusCode, `${caller} → ${physician ?? 'no header'}`).toBe(403);
  expect(response.json()).toEqual({ statusCode: 403, error: 'Forbidden', message });
};

const deniedRowsFor = (physicianId: string) =>
  t.database.db
    .select()
    .from(auditEvents)
    .where(
      and(eq(auditEvents.action, 'acting-physician.check'), eq(auditEvents.targetId, physicianId)),
    );

describe('acting physician: who may act for whom', () => {
  it('lets a physician act as themself, with or without naming themself', async () => {
    const surgeonId = await t.userIdOf('surgeon');
    await expectActsFor('surgeon', undefined, surgeonId);
    await expectActsFor('surgeon', surgeonId, surgeonId);
    await expectActsFor('surgeon', surgeonId.toUpperCase(), surgeonId);
  });

  it('lets clinical staff and a sales representative act for their connected surgeon', async () => {
    const surgeonId = await t.userIdOf('surgeon');
    await expectActsFor('staff', surgeonId, surgeonId);
    await expectActsFor('rep', surgeonId, surgeonId);
  });

  it('requires the header of clinical staff and sales representatives', async () => {
    for (const caller of ['staff', 'rep'] as const) {
      const response = await callAs(caller);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('X-Physician-Id header is required');
    }
  });

  it.each([
    ['not a uuid', 'surgeon'],
    ['empty', ''],
    ['a uuid with extra text', '00000000-0000-4000-8000-000000000000; drop'],
  ])('refuses a header that is %s with 400', async (_, value) => {
    for (const caller of ['staff', 'surgeon'] as const) {
      const response = await callAs(caller, value);
      expect(response.statusCode, caller).toBe(400);
      expect(response.json().message).toBe(ACTING_PHYSICIAN_MESSAGES.required);
    }
  });

  it('refuses the header sent twice with 400', async () => {
    const surgeonId = await t.userIdOf('surgeon');
    const response = await callAs('staff', [surgeonId, await t.userIdOf('surgeon2')]);
    expect(response.statusCode).toBe(400);
  });

  it('refuses staff a surgeon of the same institution they are not connected to, and audits it', async () => {
    const surgeon2Id = await t.userIdOf('surgeon2');
    await expectRefused('staff', surgeon2Id);
    const rows = await deniedRowsFor(surgeon2Id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actorUserId: await t.userIdOf('staff'),
      outcome: 'denied',
      targetType: 'user',
      details: { reason: 'not-connected', route: `GET ${PATIENT_ROUTE}` },
    });
    // The audit trail also writes the route's denial, once the answer has gone out.
    const routeDenials = () =>
      t.database.db
        .select()
        .from(auditEvents)
        .where(
          and(
            eq(auditEvents.action, 'access.denied'),
            eq(auditEvents.targetId, `GET ${PATIENT_ROUTE}`),
          ),
        );
    await expect.poll(async () => (await routeDenials()).length).toBeGreaterThan(0);
  });

  it('refuses a surgeon of another institution, an unknown id and a fellow child', async () => {
    await expectRefused('staff', await t.userIdOf('surgeon.t1'));
    await expectRefused('rep', await t.userIdOf('surgeon.t1'));
    await expectRefused('staff', '00000000-0000-4000-8000-000000000000');
    // The representative is linked to the same surgeon, but is no physician.
    await expectRefused('staff', await t.userIdOf('rep'));
    await expectRefused('staff', await t.userIdOf('staff'));
  });

  it("refuses a physician another physician's id, even one of the same institution", async () => {
    const surgeon2Id = await t.userIdOf('surgeon2');
    await expectRefused('surgeon', surgeon2Id);
    expect(await deniedRowsFor(surgeon2Id)).toHaveLength(2);
  });

  it('refuses a link whose parent is not a physician', async () => {
    const modelerId = await t.userIdOf('modeler');
    await t.database.db
      .insert(connections)
      .values({ parentUserId: modelerId, childUserId: await t.userIdOf('staff') });
    await expectRefused('staff', modelerId);
  });

  it.each(['modeler', 'manager', 'rods', 'admin', 'useradmin'] as const)(
    'refuses %s, who works on no patients, with or without the header',
    async (caller) => {
      const surgeonId = await t.userIdOf('surgeon');
      await expectRefused(caller, undefined, ACTING_PHYSICIAN_MESSAGES.notActing);
      await expectRefused(caller, surgeonId, ACTING_PHYSICIAN_MESSAGES.notActing);
    },
  );
});

describe('acting physician: changes take effect on the next call', () => {
  const setSurgeonStatus = async (status: 'Active' | 'Deactivated' | 'Deleted') => {
    await t.database.db
      .update(users)
      .set({ status })
      .where(eq(users.email, emailOf('surgeon')));
  };

  it('refuses acting for a deactivated or deleted physician, and allows it again once active', async () => {
    const surgeonId = await t.userIdOf('surgeon');
    for (const status of ['Deactivated', 'Deleted'] as const) {
      await setSurgeonStatus(status);
      await expectRefused('staff', surgeonId);
      await expectRefused('rep', surgeonId);
    }
    await setSurgeonStatus('Active');
    await expectActsFor('rep', surgeonId, surgeonId);
  });

  it('refuses acting for a physician whose institution is disabled', async () => {
    const surgeonId = await t.userIdOf('surgeon');
    const lakeside = eq(institutions.name, 'Lakeside Spine Center');
    // The representative belongs to no institution: their own session lives on.
    await t.database.db.update(institutions).set({ active: false }).where(lakeside);
    await expectRefused('rep', surgeonId);
    await t.database.db.update(institutions).set({ active: true }).where(lakeside);
    await expectActsFor('rep', surgeonId, surgeonId);
  });

  it('refuses acting for a physician once the connection is deleted', async () => {
    const surgeonId = await t.userIdOf('surgeon');
    const staffId = await t.userIdOf('staff');
    await expectActsFor('staff', surgeonId, surgeonId);
    const [link] = await t.database.db
      .select({ id: connections.id })
      .from(connections)
      .where(and(eq(connections.parentUserId, surgeonId), eq(connections.childUserId, staffId)));
    if (link === undefined) throw new Error('seeded link missing');
    const removed = await as(t.app, await t.sessionOf('useradmin'), {
      method: 'DELETE',
      url: `/api/v1/Users/${staffId}/Connections/${link.id}`,
    });
    expect(removed.statusCode).toBe(204);
    await expectRefused('staff', surgeonId);
    // The representative's own link is untouched.
    await expectActsFor('rep', surgeonId, surgeonId);
  });
});
