import { describe, expect, it } from 'vitest';
import { ACTIONS, can, isAction, PERMISSIONS } from './permissions';
import { ROLE_NAMES } from './roles';

describe('permission matrix', () => {
  it('names a list of actions for every role, each a known action', () => {
    for (const role of ROLE_NAMES) {
      for (const action of PERMISSIONS[role]) expect(ACTIONS).toContain(action);
    }
  });

  it('lets every signed-in role manage its own account', () => {
    for (const role of ROLE_NAMES) {
      expect(can([role], 'account:read')).toBe(true);
      expect(can([role], 'account:change-password')).toBe(true);
      expect(can([role], 'session:refresh')).toBe(true);
    }
  });

  it('keeps reading other users and roles to administrators', () => {
    const allowed = ROLE_NAMES.filter((role) => can([role], 'users:read'));
    expect(allowed).toEqual(['SYSTEM_ADMINISTRATOR', 'USER_ADMINISTRATOR']);
    expect(ROLE_NAMES.filter((role) => can([role], 'roles:read'))).toEqual(allowed);
  });

  it('keeps institutions, tiers and AIE keys to system administrators', () => {
    for (const action of [
      'institutions:manage',
      'access-keys:manage',
      'administrators:manage',
      'audit:read',
    ] as const) {
      expect(ROLE_NAMES.filter((role) => can([role], action))).toEqual(['SYSTEM_ADMINISTRATOR']);
    }
  });

  it('lets both administrators manage people, requests, connections and memberships', () => {
    for (const action of [
      'users:manage',
      'access-requests:manage',
      'connections:manage',
      'institutions:read',
      'institutions:members',
      'outbox:read',
    ] as const) {
      expect(ROLE_NAMES.filter((role) => can([role], action))).toEqual([
        'SYSTEM_ADMINISTRATOR',
        'USER_ADMINISTRATOR',
      ]);
    }
  });

  it('keeps the alignment signature to physicians, placing landmarks from representatives', () => {
    expect(ROLE_NAMES.filter((role) => can([role], 'alignment:approve'))).toEqual(['PHYSICIAN']);
    expect(ROLE_NAMES.filter((role) => can([role], 'alignment:place-landmarks'))).toEqual([
      'PHYSICIAN',
      'CLINICAL_STAFF',
      '3DS_TECHNICIAN',
    ]);
    expect(ROLE_NAMES.filter((role) => can([role], 'alignment:measure'))).toEqual([
      'PHYSICIAN',
      'CLINICAL_STAFF',
      'SALES_REPRESENTATIVE',
      '3DS_TECHNICIAN',
    ]);
  });

  it('lets physicians and staff request 3D models and technicians work them (issue 18)', () => {
    expect(ROLE_NAMES.filter((role) => can([role], 'cases:request'))).toEqual([
      'PHYSICIAN',
      'CLINICAL_STAFF',
    ]);
    expect(ROLE_NAMES.filter((role) => can([role], 'cases:work'))).toEqual(['3DS_TECHNICIAN']);
    expect(can(['ROD_MANUFACTURER'], 'patients:read')).toBe(false);
  });

  it('grants an action when any of several roles grants it, and nothing without roles', () => {
    expect(can(['PHYSICIAN', 'USER_ADMINISTRATOR'], 'users:read')).toBe(true);
    expect(can([], 'account:read')).toBe(false);
  });

  it('recognises action strings', () => {
    expect(isAction('account:read')).toBe(true);
    expect(isAction('patients:everything')).toBe(false);
    expect(isAction(undefined)).toBe(false);
  });
});
