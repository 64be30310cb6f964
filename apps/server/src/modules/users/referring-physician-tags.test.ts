import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { CONTROL_CHARACTERS_MESSAGE } from '@sagitta/domain';
import { auditEvents, studies } from '../../db/schema';
import { DEMO_INSTITUTIONS } from '../../demo/accounts';
import { DicomVariants } from '../../../test/dicom-fixtures/variants';
import { as, useTestApp } from '../../../test/harness';
import { multipartBody } from '../../../test/multipart';

const t = useTestApp();
const dicom = new DicomVariants();
afterAll(() => {
  dicom.dispose();
});
const tagsPath = (id: string) => `/api/v1/users/${id}/referring-physician-tags`;

describe('referring-physician tags', () => {
  it('lets a physician add, list and remove their tags, kept exactly as typed', async () => {
    const id = await t.userIdOf('surgeon');
    const added = await t.callAs('surgeon', 'POST', tagsPath(id), { tag: '  Chen^Maria  ' });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toEqual({ tags: ['Chen^Maria'] });
    await t.callAs('surgeon', 'POST', tagsPath(id), { tag: 'CHEN^MARIA^^DR' });
    const listed = await t.callAs('surgeon', 'GET', tagsPath(id));
    expect(listed.json()).toEqual({ tags: ['CHEN^MARIA^^DR', 'Chen^Maria'] });
    const removed = await t.callAs(
      'surgeon',
      'DELETE',
      `${tagsPath(id)}?tag=${encodeURIComponent('Chen^Maria')}`,
    );
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ tags: ['CHEN^MARIA^^DR'] });
  });

  it('answers a tag already there with 409 and an absent one with 404', async () => {
    const id = await t.userIdOf('surgeon2');
    await t.callAs('surgeon2', 'POST', tagsPath(id), { tag: 'DOE^JANE' });
    const again = await t.callAs('surgeon2', 'POST', tagsPath(id), { tag: 'DOE^JANE' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This referring physician tag is already there');
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
    await t.callAs('admin', 'POST', tagsPath(physicianId), { tag: 'AUDIT^ME' });
    await t.callAs('admin', 'POST', tagsPath(physicianId), { tag: 'AUDIT^ME' });
    await t.callAs('admin', 'DELETE', `${tagsPath(physicianId)}?tag=AUDIT^ME`);
    const target = { targetType: 'user', targetId: physicianId };
    // The refused add is audited by the audit trail once its answer has gone out.
    await expect.poll(async () => (await auditedBy('user.referring-tag.add')).length).toBe(2);
    expect(await auditedBy('user.referring-tag.add')).toEqual([
      { ...target, outcome: 'success' },
      { ...target, outcome: 'failure' },
    ]);
    expect(await auditedBy('user.referring-tag.remove')).toEqual([
      { ...target, outcome: 'success' },
    ]);
  });

  it('has tags only for physicians (404 for others)', async () => {
    const staffId = await t.userIdOf('staff');
    const response = await t.callAs('admin', 'POST', tagsPath(staffId), { tag: 'X' });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Referring physician tags belong to physicians');
  });

  it('routes the next import whose header copies the tag exactly to the physician', async () => {
    const id = await t.userIdOf('surgeon2');
    await t.callAs('surgeon2', 'POST', tagsPath(id), { tag: 'WONG^ALICE' });
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
    expect(study?.physicianId).toBe(id);
  });
});
