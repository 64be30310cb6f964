import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import {
  CONTROL_CHARACTERS_MESSAGE,
  REFERRING_TAG_MESSAGES,
  referringPhysicianTags as tagList,
} from '@sagitta/domain';
import { auditEvents, referringPhysicianTags, studies } from '../../db/schema';
import { DEMO_INSTITUTIONS } from '../../demo/accounts';
import { DicomVariants } from '../../../test/dicom-fixtures/variants';
import { as, useTestApp } from '../../../test/harness';
import { institutionIdOf } from '../../../test/institutions';
import { multipartBody } from '../../../test/multipart';

const t = useTestApp();
const dicom = new DicomVariants();
afterAll(() => {
  dicom.dispose();
});
const tagsPath = (id: string) => `/api/v1/users/${id}/referring-physician-tags`;

describe('referring-physician tags', () => {
  it('lets a physician request, list and remove their tags, kept exactly as typed', async () => {
    const id = await t.userIdOf('surgeon');
    const requested = await t.callAs('surgeon', 'POST', tagsPath(id), { tag: '  Chen^Maria  ' });
    expect(requested.statusCode).toBe(202);
    expect(requested.json()).toEqual({ tags: [], requestedTags: ['Chen^Maria'] });
    await t.callAs('admin', 'POST', tagsPath(id), { tag: 'Chen^Maria' });
    await t.callAs('surgeon', 'POST', tagsPath(id), { tag: 'CHEN^MARIA^^DR' });
    const listed = await t.callAs('surgeon', 'GET', tagsPath(id));
    expect(listed.json()).toEqual({ tags: ['Chen^Maria'], requestedTags: ['CHEN^MARIA^^DR'] });
    const removed = await t.callAs(
      'surgeon',
      'DELETE',
      `${tagsPath(id)}?tag=${encodeURIComponent('Chen^Maria')}`,
    );
    expect(removed.statusCode).toBe(200);
    // Withdrawing one's own request is a removal too.
    const withdrawn = await t.callAs(
      'surgeon',
      'DELETE',
      `${tagsPath(id)}?tag=${encodeURIComponent('CHEN^MARIA^^DR')}`,
    );
    expect(withdrawn.json()).toEqual({ tags: [], requestedTags: [] });
  });

  it('answers a tag already there or already requested with 409 and an absent one with 404', async () => {
    const id = await t.userIdOf('surgeon2');
    await t.callAs('surgeon2', 'POST', tagsPath(id), { tag: 'DOE^JANE' });
    const again = await t.callAs('surgeon2', 'POST', tagsPath(id), { tag: 'DOE^JANE' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(REFERRING_TAG_MESSAGES.alreadyRequested);
    await t.callAs('admin', 'POST', tagsPath(id), { tag: 'DOE^JANE' });
    const held = await t.callAs('surgeon2', 'POST', tagsPath(id), { tag: 'DOE^JANE' });
    expect(held.statusCode).toBe(409);
    expect(held.json().message).toBe(REFERRING_TAG_MESSAGES.exists);
    const absent = await t.callAs('surgeon2', 'DELETE', `${tagsPath(id)}?tag=NOBODY`);
    expect(absent.statusCode).toBe(404);
  });

  it.each([
    [{ tag: '' }, 'A referring physician tag is required'],
    [{ tag: 'A'.repeat(65) }, 'A referring physician tag has at most 64 characters'],
    [
      { tag: 'SMITH\\JONES' },
      'A referring physician tag cannot contain a backslash or control characters',
    ],
    // Control characters are refused at the edge, before the tag's own rule (issue 14).
    [{ tag: 'SMITH\nJONES' }, expect.stringMatching(new RegExp(`^${CONTROL_CHARACTERS_MESSAGE}$`))],
    [{}, expect.any(String)],
  ])('refuses %j with 400: %s', async (body, message) => {
    const id = await t.userIdOf('surgeon');
    const response = await t.callAs('surgeon', 'POST', tagsPath(id), body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual(
      typeof message === 'string' ? `body.tag: ${message}` : message,
    );
  });

  it('lets administrators manage a physician’s tags; others get 403', async () => {
    const id = await t.userIdOf('surgeon.t1');
    for (const admin of ['admin', 'useradmin'] as const) {
      const response = await t.callAs(admin, 'POST', tagsPath(id), { tag: `T1^${admin}` });
      expect(response.statusCode).toBe(201);
    }
    for (const user of ['surgeon', 'staff', 'rep', 'modeler'] as const) {
      expect((await t.callAs(user, 'GET', tagsPath(id))).statusCode).toBe(403);
      expect((await t.callAs(user, 'POST', tagsPath(id), { tag: 'X' })).statusCode).toBe(403);
      const removal = await t.callAs(user, 'DELETE', `${tagsPath(id)}?tag=T1^admin`);
      expect(removal.statusCode).toBe(403);
    }
    expect((await t.callAs('admin', 'GET', tagsPath(id))).json().tags).toHaveLength(2);
  });

  it('audits each add and remove once, on the physician, with who made it', async () => {
    const [adminId, physicianId] = [await t.userIdOf('admin'), await t.userIdOf('surgeon2')];
    const auditedBy = async (action: string) =>
      t.database.db
        .select({
          targetType: auditEvents.targetType,
          targetId: auditEvents.targetId,
          outcome: auditEvents.outcome,
        })
        .from(auditEvents)
        .where(
          and(
            eq(auditEvents.action, action),
            eq(auditEvents.actorUserId, adminId),
            eq(auditEvents.targetId, physicianId),
          ),
        );
    // Earlier tests of this file changed this physician's tags too: count from here.
    const [addsBefore, removalsBefore] = [
      (await auditedBy('user.referring-tag.add')).length,
      (await auditedBy('user.referring-tag.remove')).length,
    ];
    await t.callAs('admin', 'POST', tagsPath(physicianId), { tag: 'AUDIT^ME' });
    await t.callAs('admin', 'POST', tagsPath(physicianId), { tag: 'AUDIT^ME' });
    await t.callAs('admin', 'DELETE', `${tagsPath(physicianId)}?tag=AUDIT^ME`);
    const target = { targetType: 'user', targetId: physicianId };
    // The refused add is audited by the audit trail once its answer has gone out.
    await expect
      .poll(async () => (await auditedBy('user.referring-tag.add')).length)
      .toBe(addsBefore + 2);
    expect((await auditedBy('user.referring-tag.add')).slice(addsBefore)).toEqual([
      { ...target, outcome: 'success' },
      { ...target, outcome: 'failure' },
    ]);
    expect((await auditedBy('user.referring-tag.remove')).slice(removalsBefore)).toEqual([
      { ...target, outcome: 'success' },
    ]);
    // A physician's own add is audited as the request it is.
    await t.callAs('surgeon2', 'POST', tagsPath(physicianId), { tag: 'AUDIT^REQUEST' });
    const [request] = await t.database.db
      .select({ outcome: auditEvents.outcome })
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.action, 'user.referring-tag.request'),
          eq(auditEvents.actorUserId, physicianId),
        ),
      );
    expect(request).toEqual({ outcome: 'success' });
  });

  it('has tags only for physicians (404 for others)', async () => {
    const staffId = await t.userIdOf('staff');
    const response = await t.callAs('admin', 'POST', tagsPath(staffId), { tag: 'X' });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Referring physician tags belong to physicians');
  });

  it('routes the next import whose header copies the tag to the physician once it is applied', async () => {
    const id = await t.userIdOf('surgeon2');
    const routedTo = async () => {
      const file = dicom.variant('mr-small.dcm', [
        `(0008,0080)=${DEMO_INSTITUTIONS.lakeside.name}`,
        '(0008,0090)=WONG^ALICE',
      ]);
      const body = multipartBody([{ name: 'mr.dcm', bytes: file.bytes }]);
      const upload = await as(t.app, await t.sessionOf('admin'), {
        method: 'POST',
        url: '/api/acquisitions/store',
        ...body,
      });
      expect(upload.statusCode).toBe(200);
      const [study] = await t.database.db
        .select({ physicianId: studies.physicianId })
        .from(studies)
        .where(eq(studies.studyInstanceUid, file.studyInstanceUid));
      return study?.physicianId;
    };
    await t.callAs('surgeon2', 'POST', tagsPath(id), { tag: 'WONG^ALICE' });
    // Pending: a physician's request routes nothing until an administrator applies it.
    expect(await routedTo()).toBeNull();
    const applied = await t.callAs('admin', 'POST', tagsPath(id), { tag: 'WONG^ALICE' });
    expect(applied.statusCode).toBe(201);
    const { tags, requestedTags } = tagList.parse(applied.json());
    expect(tags).toContain('WONG^ALICE');
    expect(requestedTags).not.toContain('WONG^ALICE');
    expect(await routedTo()).toBe(id);
  });

  it('refuses a tag another physician of the institution holds with 409, whoever asks', async () => {
    const [surgeon, surgeon2, harbor] = [
      await t.userIdOf('surgeon'),
      await t.userIdOf('surgeon2'),
      await t.userIdOf('surgeon.t1'),
    ];
    expect(
      (await t.callAs('admin', 'POST', tagsPath(surgeon), { tag: 'HELD^TAG' })).statusCode,
    ).toBe(201);
    for (const asker of ['surgeon2', 'admin', 'useradmin'] as const) {
      const response = await t.callAs(asker, 'POST', tagsPath(surgeon2), { tag: 'HELD^TAG' });
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(REFERRING_TAG_MESSAGES.heldByAnother);
      expect(response.body).not.toContain(surgeon);
    }
    expect((await t.callAs('surgeon2', 'GET', tagsPath(surgeon2))).json()).not.toMatchObject({
      requestedTags: expect.arrayContaining(['HELD^TAG']),
    });
    // Another institution's physician may hold the same tag: tags route within an institution.
    expect(
      (await t.callAs('admin', 'POST', tagsPath(harbor), { tag: 'HELD^TAG' })).statusCode,
    ).toBe(201);
  });

  it('refuses to apply a request once another physician holds the tag', async () => {
    const [surgeon, surgeon2] = [await t.userIdOf('surgeon'), await t.userIdOf('surgeon2')];
    expect(
      (await t.callAs('surgeon2', 'POST', tagsPath(surgeon2), { tag: 'RACE^TAG' })).statusCode,
    ).toBe(202);
    await t.callAs('admin', 'POST', tagsPath(surgeon), { tag: 'RACE^TAG' });
    const apply = await t.callAs('admin', 'POST', tagsPath(surgeon2), { tag: 'RACE^TAG' });
    expect(apply.statusCode).toBe(409);
    expect(apply.json().message).toBe(REFERRING_TAG_MESSAGES.heldByAnother);
  });

  it('moves a physician’s tags with them to another institution, refusing a move onto a held tag (409)', async () => {
    const [lakeside, harbor] = [
      await institutionIdOf(t, DEMO_INSTITUTIONS.lakeside.name),
      await institutionIdOf(t, DEMO_INSTITUTIONS.harbor.name),
    ];
    const account = (institutionId: string) => ({
      firstName: 'Nadia',
      lastName: 'Moved',
      suffix: 'MD',
      emailAddress: 'nadia.moved@hospital.example',
      role: 'PHYSICIAN',
      institutionId,
      institutionRole: 'Surgeon',
      states: ['CA'],
    });
    const created = await t.callAs('useradmin', 'POST', '/api/v1/users', account(harbor));
    expect(created.statusCode, created.body).toBe(201);
    const moving = created.json<{ data: { userId: string } }>().data.userId;
    await t.callAs('admin', 'POST', tagsPath(moving), { tag: 'MOVING^TAG' });
    const moved = await t.callAs('useradmin', 'PUT', `/api/v1/users/${moving}`, account(lakeside));
    expect(moved.statusCode, moved.body).toBe(200);
    const [row] = await t.database.db
      .select({ institutionId: referringPhysicianTags.institutionId })
      .from(referringPhysicianTags)
      .where(eq(referringPhysicianTags.userId, moving));
    expect(row).toEqual({ institutionId: lakeside });

    // Back to Harbor, where another physician holds a tag of theirs meanwhile.
    await t.callAs('admin', 'POST', tagsPath(await t.userIdOf('surgeon.t1')), {
      tag: 'MOVING^TAG',
    });
    const refused = await t.callAs('useradmin', 'PUT', `/api/v1/users/${moving}`, account(harbor));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(REFERRING_TAG_MESSAGES.heldAtNewInstitution);
  });

  it('keeps a tag to one physician per institution in the database itself', async () => {
    const [surgeon, surgeon2] = [await t.userIdOf('surgeon'), await t.userIdOf('surgeon2')];
    const lakeside = await institutionIdOf(t, DEMO_INSTITUTIONS.lakeside.name);
    await t.database.db
      .insert(referringPhysicianTags)
      .values({ userId: surgeon, institutionId: lakeside, tag: 'UNIQUE^TAG' });
    await expect(
      t.database.db
        .insert(referringPhysicianTags)
        .values({ userId: surgeon2, institutionId: lakeside, tag: 'UNIQUE^TAG' }),
    ).rejects.toThrow();
  });
});
