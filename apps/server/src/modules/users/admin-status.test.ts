import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents, setPasswordLinks, users } from '../../db/schema';
import {
  as,
  attemptSignIn,
  DEMO_PASSWORD,
  emailOf,
  loginAs,
  type DemoUser,
  type Session,
  UNKNOWN_ID,
  useTestApp,
} from '../../../test/harness';
import { INVALID_LINK } from '../access-requests/service';
import { PRIVILEGED_LINK_NEEDS_MAIL } from '../access-requests/set-password-links';
import { latestLinkTokenFor, mailsTo } from '../access-requests/test-outbox';
import { SYSTEM_ADMINISTRATORS_ONLY } from './admin-service';
import { NOT_A_REQUEST, OWN_STATUS } from './status-service';

const NEW_PASSWORD = 'Brand-New-Start-77';

const t = useTestApp({ LOGIN_RATE_LIMIT: '1000' });

const statusOf = async (id: string) =>
  (await t.database.db.select({ status: users.status }).from(users).where(eq(users.id, id)))[0]
    ?.status;

async function setStatus(userIds: string[], status: string, admin: DemoUser = 'useradmin') {
  const response = await as(t.app, await t.sessionOf(admin), {
    method: 'PATCH',
    url: `/api/v1/Users/Status?userIds=${userIds.join(',')}`,
    payload: { status },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{
    requested: number;
    succeeded: string[];
    failed: { userId: string; message: string }[];
  }>();
}

const selfOf = (session: Session) =>
  as(t.app, session, { method: 'GET', url: '/api/v1/users/self' });

const setPassword = (token: string, newPassword = NEW_PASSWORD) =>
  t.app.inject({
    method: 'POST',
    url: '/auth/api/v1/set-password',
    payload: { token, newPassword },
  });

describe('PATCH /api/v1/Users/Status', () => {
  it('checks each user on their own: legal changes apply, the others fail with a reason', async () => {
    const admin = await t.sessionOf('useradmin');
    const surgeon2 = await t.userIdOf('surgeon2');
    const manager = await t.userIdOf('manager');
    const pending = await t.idOfEmail('samuel.ortiz@sagitta.test');
    const result = await setStatus(
      [surgeon2, pending, UNKNOWN_ID, admin.userId, manager],
      'Deactivated',
    );
    expect(result).toEqual({
      requested: 5,
      succeeded: [surgeon2, manager],
      failed: [
        { userId: pending, message: 'Reject the request instead of disabling it' },
        { userId: UNKNOWN_ID, message: 'User not found' },
        { userId: admin.userId, message: OWN_STATUS },
      ],
    });
    expect(await statusOf(surgeon2)).toBe('Deactivated');
    expect(await statusOf(manager)).toBe('Deactivated');
    expect(await statusOf(pending)).toBe('Pending');

    // A second disabling is refused by the state machine; the first change stays.
    const again = await setStatus([surgeon2], 'Deactivated');
    expect(again.failed).toEqual([
      { userId: surgeon2, message: 'The user is already deactivated' },
    ]);

    const audited = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'user.status.change'), eq(auditEvents.targetId, surgeon2)));
    expect(audited.map((row) => [row.outcome, row.details])).toEqual([
      ['success', { from: 'Active', to: 'Deactivated' }],
      ['failure', { to: 'Deactivated' }],
    ]);
  });

  it('ends a disabled user’s live session at once', async () => {
    const planner = await loginAs(t.app, 'planner');
    expect((await selfOf(planner)).statusCode).toBe(200);
    const result = await setStatus([planner.userId], 'Deactivated');
    expect(result.succeeded).toEqual([planner.userId]);

    const next = await selfOf(planner);
    expect(next.statusCode).toBe(401);
    const signIn = await attemptSignIn(t.app, emailOf('planner'), DEMO_PASSWORD);
    expect(signIn.statusCode).toBe(401);
  });

  it('activates a disabled user as Reset: a link is emailed, the old password no longer works', async () => {
    const id = await t.userIdOf('manager');
    t.clock.advance(1);
    const result = await setStatus([id], 'Active');
    expect(result.succeeded).toEqual([id]);
    expect(await statusOf(id)).toBe('Reset');
    const [mail] = await mailsTo(t.database.db, emailOf('manager'));
    expect(mail).toMatchObject({
      kind: 'set-password',
      subject: 'Your Sagitta account is active again',
    });
    expect((await attemptSignIn(t.app, emailOf('manager'), DEMO_PASSWORD)).statusCode).toBe(401);

    const token = await latestLinkTokenFor(t.database.db, emailOf('manager'));
    expect((await setPassword(token)).statusCode).toBe(200);
    expect(await statusOf(id)).toBe('Active');
    expect((await attemptSignIn(t.app, emailOf('manager'), NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('resets a password: sessions end, a link is emailed, and only the link lets the user back', async () => {
    const rep = await loginAs(t.app, 'rep');
    t.clock.advance(1);
    const result = await setStatus([rep.userId], 'Reset');
    expect(result.succeeded).toEqual([rep.userId]);

    expect((await selfOf(rep)).statusCode).toBe(401);
    expect((await attemptSignIn(t.app, emailOf('rep'), DEMO_PASSWORD)).statusCode).toBe(401);
    const [mail] = await mailsTo(t.database.db, emailOf('rep'));
    expect(mail).toMatchObject({ kind: 'set-password', subject: 'Set a new Sagitta password' });
    expect(mail?.body).toContain('http://127.0.0.1:3000/set-password?token=');

    const token = await latestLinkTokenFor(t.database.db, emailOf('rep'));
    const set = await setPassword(token);
    expect(set.statusCode, set.body).toBe(200);
    const signIn = await attemptSignIn(t.app, emailOf('rep'), NEW_PASSWORD);
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().passwordChangeRequired).toBe(false);
  });

  it('accepts a pending request: New, with a request-accepted email whose link activates the account', async () => {
    const id = await t.idOfEmail('ines.duarte@sagitta.test');
    const result = await setStatus([id], 'New');
    expect(result).toEqual({ requested: 1, succeeded: [id], failed: [] });
    expect(await statusOf(id)).toBe('New');

    const [mail, ...others] = await mailsTo(t.database.db, 'ines.duarte@sagitta.test');
    expect(others).toEqual([]);
    expect(mail).toMatchObject({
      kind: 'request-accepted',
      subject: 'Your Sagitta access request was accepted',
    });
    expect(mail?.body).toMatch(/^Hello Inês,/);

    const token = await latestLinkTokenFor(t.database.db, 'ines.duarte@sagitta.test');
    const set = await setPassword(token);
    expect(set.statusCode, set.body).toBe(200);
    expect(await statusOf(id)).toBe('Active');
    const signIn = await attemptSignIn(t.app, 'ines.duarte@sagitta.test', NEW_PASSWORD);
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().user).toMatchObject({
      roles: ['sagitta:PHYSICIAN'],
      requestedInstitution: 'Northbay Spine Institute',
    });

    // Used once, the link is spent.
    const reused = await setPassword(token, 'Another-Pass-2026');
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe(INVALID_LINK);
    // Accepting is only for pending requests.
    const twice = await setStatus([id], 'New');
    expect(twice.failed).toEqual([
      { userId: id, message: 'Only a pending request can be accepted' },
    ]);
  });

  it('deletes an account: its sessions and links end, it leaves the list, and it cannot change again', async () => {
    const modeler = await loginAs(t.app, 'modeler');
    const result = await setStatus([modeler.userId], 'Deleted');
    expect(result.succeeded).toEqual([modeler.userId]);
    expect((await selfOf(modeler)).statusCode).toBe(401);

    const list = await as(t.app, await t.sessionOf('useradmin'), {
      method: 'GET',
      url: '/api/v1/Users?search=modeler@',
    });
    expect(list.json().totalCount).toBe(0);
    const deleted = await as(t.app, await t.sessionOf('useradmin'), {
      method: 'GET',
      url: '/api/v1/Users?status=Deleted',
    });
    expect(deleted.json().items.map((user: { userId: string }) => user.userId)).toEqual([
      modeler.userId,
    ]);

    for (const status of ['Active', 'Reset', 'Deactivated', 'Deleted']) {
      const again = await setStatus([modeler.userId], status);
      expect(again.failed, status).toEqual([
        { userId: modeler.userId, message: 'A deleted user cannot be changed' },
      ]);
    }
    const edit = await as(t.app, await t.sessionOf('useradmin'), {
      method: 'PUT',
      url: `/api/v1/users/${modeler.userId}`,
      payload: {
        firstName: 'Sofia',
        lastName: 'Alvarez',
        emailAddress: emailOf('modeler'),
        role: '3DS_TECHNICIAN',
      },
    });
    expect(edit.statusCode).toBe(400);
    expect(edit.json().message).toBe('A deleted user cannot be changed');
  });

  it('revokes a pending set-password link when the account is disabled', async () => {
    const created = await as(t.app, await t.sessionOf('useradmin'), {
      method: 'POST',
      url: '/api/v1/users',
      payload: {
        firstName: 'Tariq',
        lastName: 'Nasser',
        emailAddress: 'tariq.nasser@hospital.example',
        role: 'ROD_MANUFACTURER',
      },
    });
    const id = created.json().data.userId;
    const token = await latestLinkTokenFor(t.database.db, 'tariq.nasser@hospital.example');
    expect((await setStatus([id], 'Deactivated')).succeeded).toEqual([id]);
    const links = await t.database.db
      .select()
      .from(setPasswordLinks)
      .where(eq(setPasswordLinks.userId, id));
    expect(links).toEqual([]);
    expect((await setPassword(token)).statusCode).toBe(400);
  });

  it('leaves system administrators to system administrators', async () => {
    const systemAdmin = (await t.sessionOf('admin')).userId;
    const refused = await setStatus([systemAdmin], 'Deactivated', 'useradmin');
    expect(refused.failed).toEqual([{ userId: systemAdmin, message: SYSTEM_ADMINISTRATORS_ONLY }]);
    expect(await statusOf(systemAdmin)).toBe('Active');

    const userAdmin = (await t.sessionOf('useradmin')).userId;
    const own = await setStatus([systemAdmin], 'Reset', 'admin');
    expect(own.failed).toEqual([{ userId: systemAdmin, message: OWN_STATUS }]);
    // Not refused as a peer's account: refused because this app has no mail server (issue 14).
    expect((await setStatus([userAdmin], 'Reset', 'admin')).failed).toEqual([
      { userId: userAdmin, message: PRIVILEGED_LINK_NEEDS_MAIL },
    ]);
  });

  it.each([
    ['status Pending', '?userIds=ID', { status: 'Pending' }],
    ['an unknown status', '?userIds=ID', { status: 'Gone' }],
    ['no users', '', { status: 'Deactivated' }],
    ['an empty list', '?userIds=', { status: 'Deactivated' }],
    ['a bad id', '?userIds=ID,nope', { status: 'Deactivated' }],
  ])('refuses %s with 400 and changes nothing', async (_, query, payload) => {
    const id = await t.userIdOf('surgeon');
    const response = await as(t.app, await t.sessionOf('admin'), {
      method: 'PATCH',
      url: `/api/v1/Users/Status${query.replace('ID', id)}`,
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(await statusOf(id)).toBe('Active');
  });
});

describe('DELETE /api/v1/users (reject requests)', () => {
  it('removes pending requests, emails the rejection, and refuses every other account', async () => {
    const pending = await t.idOfEmail('samuel.ortiz@sagitta.test');
    const surgeon = await t.userIdOf('surgeon');
    const response = await as(t.app, await t.sessionOf('admin'), {
      method: 'DELETE',
      url: `/api/v1/users?userIds=${pending},${surgeon},${UNKNOWN_ID}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      requested: 3,
      succeeded: [pending],
      failed: [
        { userId: surgeon, message: NOT_A_REQUEST },
        { userId: UNKNOWN_ID, message: 'User not found' },
      ],
    });

    expect(await statusOf(pending)).toBeUndefined();
    expect(await statusOf(surgeon)).toBe('Active');
    const [mail] = await mailsTo(t.database.db, 'samuel.ortiz@sagitta.test');
    expect(mail).toMatchObject({
      kind: 'request-rejected',
      subject: 'Your Sagitta access request',
    });
    expect(mail?.body).not.toContain('set-password');
    const [audit] = await t.database.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.action, 'access-request.reject'), eq(auditEvents.targetId, pending)),
      );
    expect(audit).toMatchObject({ outcome: 'success', details: { role: 'CLINICAL_STAFF' } });

    // The email is free again: the person may ask anew.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/v1/access-requests',
      payload: {
        firstName: 'Samuel',
        lastName: 'Ortiz',
        emailAddress: 'samuel.ortiz@sagitta.test',
        role: 'CLINICAL_STAFF',
        institution: 'Lakeside Spine Center',
      },
    });
    expect(again.statusCode).toBe(202);
    expect(await statusOf(await t.idOfEmail('samuel.ortiz@sagitta.test'))).toBe('Pending');
  });

  it('refuses a bad id list with 400', async () => {
    const response = await as(t.app, await t.sessionOf('admin'), {
      method: 'DELETE',
      url: '/api/v1/users?userIds=everyone',
    });
    expect(response.statusCode).toBe(400);
  });
});
