import { describe, expect, it } from 'vitest';
import type { CaseStage, CaseTechnician } from '@sagitta/domain';
import { isClosedStage, techniciansFitting } from './assignment';

const technician = (name: string, fields: Partial<CaseTechnician>): CaseTechnician => ({
  id: `a1b2c3d4-0000-4000-8000-00000000000${name.length.toString()}`,
  name,
  subRole: 'Modeling',
  inexperienced: false,
  onlineStatus: 'Online',
  activeCases: 0,
  ...fields,
});

const TEAM = [
  technician('Mo', { subRole: 'Modeling' }),
  technician('Newmo', { subRole: 'Modeling', inexperienced: true }),
  technician('Planner', { subRole: 'Planning' }),
  technician('Newplanner', { subRole: 'Planning', inexperienced: true }),
  technician('Boss', { subRole: 'Manager' }),
];

describe('techniciansFitting', () => {
  it.each<[CaseStage, string[]]>([
    ['InitialModeling', ['Mo', 'Newmo']],
    ['ModelingQC', ['Mo']],
    ['InitialPlanning', ['Planner', 'Newplanner']],
    ['PlanningReturnForQC', ['Planner', 'Newplanner']],
    ['PlanningQC', ['Planner']],
    ['Completed', []],
    ['Rejected', []],
  ])('%s: %j', (stage, names) => {
    expect(techniciansFitting(stage, TEAM).map((found) => found.name)).toEqual(names);
  });

  it('knows the closed stages', () => {
    expect(isClosedStage('Completed')).toBe(true);
    expect(isClosedStage('Rejected')).toBe(true);
    expect(isClosedStage('ModelingQC')).toBe(false);
  });
});
