import { describe, expect, it } from 'vitest';
import {
  ROLE_IDS,
  ROLE_NAMES,
  actsForPhysician,
  isAdministrator,
  isInstitutionUser,
  roleString,
  rolesFromStrings,
} from './roles';

describe('roles', () => {
  it('carries each role as namespace:role with a fixed, unique id', () => {
    expect(roleString('PHYSICIAN')).toBe('sagitta:PHYSICIAN');
    expect(roleString('3DS_TECHNICIAN')).toBe('sagitta:3DS_TECHNICIAN');
    const ids = ROLE_NAMES.map((role) => ROLE_IDS[role]);
    expect(ids).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it.each([
    [['SYSTEM_ADMINISTRATOR'], true, false, false],
    [['USER_ADMINISTRATOR'], true, false, false],
    [['PHYSICIAN'], false, true, false],
    [['CLINICAL_STAFF'], false, true, true],
    [['SALES_REPRESENTATIVE'], false, true, true],
    [['3DS_TECHNICIAN'], false, false, false],
    [['ROD_MANUFACTURER'], false, false, false],
    [['PHYSICIAN', 'CLINICAL_STAFF'], false, true, false],
  ] as const)(
    '%j: administrator %s, institution user %s, acts for a physician %s',
    (roles, admin, institution, acting) => {
      expect(isAdministrator(roles)).toBe(admin);
      expect(isInstitutionUser(roles)).toBe(institution);
      expect(actsForPhysician(roles)).toBe(acting);
    },
  );
});

describe('roles from role strings', () => {
  it('reads the roles of a user answer, in the product order', () => {
    expect(rolesFromStrings(['sagitta:CLINICAL_STAFF', 'sagitta:PHYSICIAN'])).toEqual([
      'PHYSICIAN',
      'CLINICAL_STAFF',
    ]);
  });

  it('drops other namespaces and unknown roles', () => {
    expect(rolesFromStrings(['other:PHYSICIAN', 'sagitta:NURSE', 'PHYSICIAN'])).toEqual([]);
  });
});
