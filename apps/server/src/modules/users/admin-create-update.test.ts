import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { FIELD_MESSAGES, USER_ALREADY_EXISTS } from '@sagitta/domain';
import { DEMO_INSTITUTIONS } from '../../demo/accounts';
import { auditEvents, institutions, outbox, users } from '../../db/schema';
import {
  as,
  attemptSignIn,
  DEMO_PASSWORD,
  type DemoUser,
  UNKNOWN_ID,
  useTestApp,
} from '../../../test/harness';
import { institutionIdOf } from '../../../test/institutions';
import { PRIVILEGED_LINK_NEEDS_MAIL } from '../access-requests/set-password-links';
import { latestLinkTokenFor, mailsTo } from '../access-requests/test-outbox';
import { ACCOUNT_FIELD_MESSAGES } from './account-fields';
import { OWN_ROLE, SYSTEM_ADMINISTRATORS_ONLY } from './admin-service';

const PUBLIC_URL = 'https://portal.hospital.example';
const DUPLICATE = {
  statusCode: 409,
  error: 'Conflict',
  message: USER_ALREADY_EXISTS,
  details: { kind: 'DuplicateUser' },
};

const t = useTestApp({ PUBLIC_URL: `${PUBLIC_URL}/`, LOGIN_RATE_LIMIT: '1000' });
let lakesideId: string;
let harborId: string;

beforeAll(async () => {
  lakesideId = await institutionIdOf(t, DEMO_INSTITUTIONS.lakeside.name);
  harborId = await institutionIdOf(t, DEMO_INSTITUTIONS.harbor.name);
});

const physician = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Amara',
  lastName: 'Osei',
  suffix: 'MD',
  emailAddress: 'amara.osei@hospital.example',
  phone: '(619) 555 0100',
  role: 'PHYSICIAN',
  institutionId: lakesideId,
  institutionRole: 'Surgeon',
  npi: '1245319599',
  states: ['ca', 'OR'],
  ...overrides,
});

const create = async (payload: object, user: DemoUser = 'useradmin') =>
  as(t.app, await t.sessionOf(user), { method: 'POST', url: '/api/v1/users', payload });

const update = async (id: string, payload: object, user: DemoUser = 'useradmin') =>
  as(t.app, await t.sessionOf(user), { method: 'PUT', url: `/api/v1/users/${id}`, payload });

const userCount = async () => (await t.database.db.select({ n: count() }).from(users))[0]?.n;
const outboxCount = async () => (await t.database.db.select({ n: count() }).from(outbox))[0]?.n;

describe('POST /api/v1/users', () => {
  it('creates a New account with its role and institution, and emails it a set-password link', async () => {
    const response = await create(physician());
    expect(response.statusCode, response.body).toBe(201);
    const { data } = response.json();
    expect(data).toMatchObject({
      firstName: 'Amara',
      lastName: 'Osei',
      suffix: 'MD',
      emailAddress: 'amara.osei@hospital.example',
      phone: '6195550100',
      status: 'New',
      roles: ['sagitta:PHYSICIAN'],
      subrole: null,
      institutionId: lakesideId,
      institutionName: DEMO_INSTITUTIONS.lakeside.name,
      institutionRole: 'Surgeon',
      npi: '1245319599',
      states: ['CA', 'OR'],
      eulaAcknowledged: false,
      lastLogin: null,
    });

    const [mail, ...others] = await mailsTo(t.database.db, 'amara.osei@hospital.example');
    expect(others).toEqual([]);
    expect(mail).toMatchObject({
      kind: 'set-password',
      subject: 'Your Sagitta account',
      sentAt: null,
    });
    expect(mail?.body).toMatch(
      /^Hello Amara,[\s\S]*https:\/\/portal\.hospital\.example\/set-password\?token=[A-Za-z0-9_-]{43}\n/,
    );

    // No password yet: the account cannot sign in until the link is used.
    const signIn = await attemptSignIn(t.app, 'amara.osei@hospital.example', DEMO_PASSWORD);
    expect(signIn.statusCode).toBe(401);

    const [audit] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'user.create'), eq(auditEvents.targetId, data.userId)));
    expect(audit).toMatchObject({
      action: 'user.create',
      outcome: 'success',
      actorUserId: (await t.sessionOf('useradmin')).userId,
      details: { role: 'PHYSICIAN' },
    });
  });

  it('creates a technician with a sub-role, starting Offline, without an institution', async () => {
    const response = await create({
      firstName: 'Rafael',
      lastName: 'Quintero',
      emailAddress: 'rafael.quintero@sagitta.example',
      role: '3DS_TECHNICIAN',
      subRole: 'Planning',
      inexperienced: true,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data).toMatchObject({
      subrole: 'Planning',
      userRoleProperties: { subRole: 'Planning', inexperienced: true, onlineStatus: 'Offline' },
      institutionId: null,
      states: [],
    });
  });

  it.each([
    ['a name with digits', { firstName: 'Amara2' }, 'body.firstName', FIELD_MESSAGES.name],
    ['a name with symbols', { lastName: 'O$ei' }, 'body.lastName', FIELD_MESSAGES.name],
    ['a bad phone', { phone: '555-01' }, 'body.phone', FIELD_MESSAGES.phone],
    ['a bad suffix', { suffix: 'M.D.!' }, 'body.suffix', FIELD_MESSAGES.suffix],
    [
      'a 17-character Salesforce ID',
      { salesforceId: '0055e000001AbCdEF' },
      'body.salesforceId',
      FIELD_MESSAGES.salesforceId,
    ],
    ['an NPI with a wrong check digit', { npi: '1245319598' }, 'body.npi', FIELD_MESSAGES.npi],
    ['an invalid email', { emailAddress: 'amara.osei' }, 'body.emailAddress', 'Email is invalid'],
    [
      'an unknown institution role',
      { institutionRole: 'Janitor' },
      'body.institutionRole',
      FIELD_MESSAGES.institutionRole,
    ],
    ['an unknown state', { states: ['ZZ'] }, 'body.states.0', FIELD_MESSAGES.state],
    ['an unknown role', { role: 'SURGEON' }, 'body.role', undefined],
  ])('refuses %s with 400 and the field rule', async (_, overrides, field, message) => {
    const before = await userCount();
    const response = await create(
      physician({ emailAddress: 'invalid@hospital.example', ...overrides }),
    );
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.details).toContainEqual(
      message === undefined ? expect.objectContaining({ field }) : { field, message },
    );
    if (message !== undefined) expect(body.message).toBe(`${field}: ${message}`);
    expect(await userCount()).toBe(before);
  });

  it.each([
    [
      'a sub-role for a physician',
      { subRole: 'Modeling' },
      'body.subRole',
      ACCOUNT_FIELD_MESSAGES.subRoleNotAllowed,
    ],
    [
      'a technician without a sub-role',
      { role: '3DS_TECHNICIAN', institutionId: null, institutionRole: null, states: [] },
      'body.subRole',
      ACCOUNT_FIELD_MESSAGES.subRoleRequired,
    ],
    [
      'an inexperienced physician',
      { inexperienced: true },
      'body.inexperienced',
      ACCOUNT_FIELD_MESSAGES.inexperiencedNotAllowed,
    ],
    [
      'an institution for a rod manufacturer',
      { role: 'ROD_MANUFACTURER', institutionRole: null, states: [] },
      'body.institutionId',
      ACCOUNT_FIELD_MESSAGES.institutionNotAllowed,
    ],
    [
      'an institution role without an institution',
      { institutionId: null },
      'body.institutionRole',
      ACCOUNT_FIELD_MESSAGES.institutionRoleWithoutInstitution,
    ],
    [
      'states for clinical staff',
      { role: 'CLINICAL_STAFF' },
      'body.states',
      ACCOUNT_FIELD_MESSAGES.statesNotAllowed,
    ],
    [
      'an institution that does not exist',
      { institutionId: UNKNOWN_ID },
      'body.institutionId',
      ACCOUNT_FIELD_MESSAGES.institutionNotFound,
    ],
  ])('refuses %s with 400 naming the field', async (_, overrides, field, message) => {
    const before = await userCount();
    const mailsBefore = await outboxCount();
    const response = await create(
      physician({ emailAddress: 'refused@hospital.example', ...overrides }),
    );
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ message, details: [{ field, message }] });
    expect(await userCount()).toBe(before);
    expect(await outboxCount()).toBe(mailsBefore);
  });

  it('refuses a deleted institution as not found', async () => {
    const [closed] = await t.database.db
      .insert(institutions)
      .values({ name: 'Closed Clinic', tier: 2, deletedAt: t.clock.now() })
      .returning({ id: institutions.id });
    const response = await create(
      physician({ emailAddress: 'closed@hospital.example', institutionId: closed?.id }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(ACCOUNT_FIELD_MESSAGES.institutionNotFound);
  });

  it.each([
    ['an active account', 'surgeon@sagitta.test'],
    ['the same email in capitals', 'SURGEON@Sagitta.Test'],
    ['a pending access request', 'ines.duarte@sagitta.test'],
  ])('answers 409 User already exists for %s, creating and sending nothing', async (_, email) => {
    const before = await userCount();
    const mailsBefore = await outboxCount();
    const response = await create(physician({ emailAddress: email }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual(DUPLICATE);
    expect(await userCount()).toBe(before);
    expect(await outboxCount()).toBe(mailsBefore);
  });

  it('answers 409, not 500, to the loser of two creations of one email at once', async () => {
    const payload = physician({ emailAddress: 'twice@hospital.example' });
    const responses = await Promise.all([create(payload), create(payload, 'admin')]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    expect(responses.find((response) => response.statusCode === 409)?.json()).toEqual(DUPLICATE);
    expect(await mailsTo(t.database.db, 'twice@hospital.example')).toHaveLength(1);
  });

  it('lets only a system administrator create a system administrator', async () => {
    const administrator = {
      firstName: 'Noor',
      lastName: 'Haddad',
      emailAddress: 'noor.haddad@sagitta.example',
      role: 'SYSTEM_ADMINISTRATOR',
    };
    const refused = await create(administrator, 'useradmin');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(SYSTEM_ADMINISTRATORS_ONLY);
    // This app has no mail server: an administrator's link would only sit in the outbox
    // (issue 14). With one, the system administrator creates it (outbox/credentials.test.ts).
    const needsMail = await create(administrator, 'admin');
    expect(needsMail.statusCode).toBe(409);
    expect(needsMail.json().message).toBe(PRIVILEGED_LINK_NEEDS_MAIL);
    expect(await mailsTo(t.database.db, administrator.emailAddress)).toEqual([]);
  });
});

describe('PUT /api/v1/users/{id}', () => {
  const staff = {
    firstName: 'Lena',
    lastName: 'Hoffmann',
    emailAddress: 'staff@sagitta.test',
    role: 'CLINICAL_STAFF',
  };

  it('changes what is sent and keeps what is left out', async () => {
    const id = await t.idOfEmail('staff@sagitta.test');
    const response = await update(id, {
      ...staff,
      lastName: 'Hoffmann-Berg',
      phone: '6195550111',
      isBetaUser: true,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      userId: id,
      lastName: 'Hoffmann-Berg',
      phone: '6195550111',
      isBetaUser: true,
      status: 'Active',
      institutionId: lakesideId,
      institutionRole: 'Physician Assistant',
    });

    // The account holder sees the change at once.
    const self = await as(t.app, await t.sessionOf('staff'), {
      method: 'GET',
      url: '/api/v1/users/self',
    });
    expect(self.json().lastName).toBe('Hoffmann-Berg');
  });

  it('clears a field sent as null or blank', async () => {
    const id = await t.idOfEmail('staff@sagitta.test');
    const response = await update(id, {
      ...staff,
      phone: '',
      institutionRole: null,
      isBetaUser: false,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      phone: null,
      institutionRole: null,
      isBetaUser: false,
    });
  });

  it('moves a user to another institution', async () => {
    const id = await t.idOfEmail('staff@sagitta.test');
    const response = await update(id, { ...staff, institutionId: harborId });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.institutionName).toBe(DEMO_INSTITUTIONS.harbor.name);
  });

  it('drops the fields a new role does not have: a technician made a physician loses the sub-role', async () => {
    const created = await create({
      firstName: 'Ivo',
      lastName: 'Marić',
      emailAddress: 'ivo.maric@hospital.example',
      role: '3DS_TECHNICIAN',
      subRole: 'Modeling',
    });
    const id = created.json().data.userId;
    const response = await update(id, {
      firstName: 'Ivo',
      lastName: 'Marić',
      emailAddress: 'ivo.maric@hospital.example',
      role: 'PHYSICIAN',
      institutionId: lakesideId,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      roles: ['sagitta:PHYSICIAN'],
      subrole: null,
      userRoleProperties: { subRole: null, inexperienced: false, onlineStatus: null },
      institutionId: lakesideId,
    });
  });

  it('answers 409 User already exists for an email another account has', async () => {
    const id = await t.idOfEmail('staff@sagitta.test');
    for (const email of ['rep@sagitta.test', 'REP@sagitta.test']) {
      const response = await update(id, { ...staff, emailAddress: email });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual(DUPLICATE);
    }
    const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
    expect(row?.email).toBe('staff@sagitta.test');
  });

  it('re-sends the link of an account awaiting its password to its new address; the old link dies', async () => {
    const created = await create(physician({ emailAddress: 'typo@hospitl.example' }));
    const id = created.json().data.userId;
    const oldToken = await latestLinkTokenFor(t.database.db, 'typo@hospitl.example');

    const response = await update(id, physician({ emailAddress: 'fixed@hospital.example' }));
    expect(response.statusCode, response.body).toBe(200);
    const newToken = await latestLinkTokenFor(t.database.db, 'fixed@hospital.example');
    expect(newToken).not.toBe(oldToken);

    const setWith = (token: string) =>
      t.app.inject({
        method: 'POST',
        url: '/auth/api/v1/set-password',
        payload: { token, newPassword: 'Fresh-Start-2026' },
      });
    expect((await setWith(oldToken)).statusCode).toBe(400);
    expect((await setWith(newToken)).statusCode).toBe(200);
  });

  it('refuses an administrator changing their own role', async () => {
    const admin = await t.sessionOf('useradmin');
    const response = await update(admin.userId, {
      firstName: 'Jordan',
      lastName: 'Okafor',
      emailAddress: 'useradmin@sagitta.test',
      role: 'PHYSICIAN',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(OWN_ROLE);
    const renamed = await update(admin.userId, {
      firstName: 'Jordan',
      lastName: 'Okafor-Reid',
      emailAddress: 'useradmin@sagitta.test',
      role: 'USER_ADMINISTRATOR',
    });
    expect(renamed.statusCode).toBe(200);
  });

  it('keeps system administrators to system administrators', async () => {
    const adminId = (await t.sessionOf('admin')).userId;
    const systemAdmin = {
      firstName: 'Avery',
      lastName: 'Lindqvist',
      emailAddress: 'admin@sagitta.test',
      role: 'SYSTEM_ADMINISTRATOR',
    };
    const edited = await update(adminId, { ...systemAdmin, emailAddress: 'mine@evil.example' });
    expect(edited.statusCode).toBe(403);
    expect(edited.json().message).toBe(SYSTEM_ADMINISTRATORS_ONLY);

    const rodsId = await t.idOfEmail('rods@sagitta.test');
    const promoted = await update(rodsId, {
      firstName: 'Oskar',
      lastName: 'Brandt',
      emailAddress: 'rods@sagitta.test',
      role: 'SYSTEM_ADMINISTRATOR',
    });
    expect(promoted.statusCode).toBe(403);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, adminId));
    expect(row?.email).toBe('admin@sagitta.test');
  });

  it('answers 404 for an unknown account, and 400 for a bad body or id', async () => {
    const unknown = await update(UNKNOWN_ID, staff);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('User not found');
    const id = await t.idOfEmail('staff@sagitta.test');
    const badName = await update(id, { ...staff, firstName: 'L3na' });
    expect(badName.statusCode).toBe(400);
    expect(badName.json().message).toBe(`body.firstName: ${FIELD_MESSAGES.name}`);
    expect((await update('not-a-uuid', staff)).statusCode).toBe(400);
  });
});
