import { describe, expect, it } from 'vitest';
import { needsStatusConfirmation, startsHeartbeat, takesNewCases } from './presence';
import { stagesTakenBy } from './queue';

describe('the queue’s stages per technician', () => {
  it('gives modeling technicians modeling and its QC, planners planning, managers none', () => {
    expect(stagesTakenBy('Modeling', false)).toEqual(['InitialModeling', 'ModelingQC']);
    expect(stagesTakenBy('Planning', false)).toEqual([
      'InitialPlanning',
      'PlanningReturnForQC',
      'PlanningQC',
    ]);
    expect(stagesTakenBy('Manager', false)).toEqual([]);
  });

  it('keeps QC from inexperienced technicians', () => {
    expect(stagesTakenBy('Modeling', true)).toEqual(['InitialModeling']);
    expect(stagesTakenBy('Planning', true)).toEqual(['InitialPlanning', 'PlanningReturnForQC']);
  });
});

describe('presence (seed §4)', () => {
  it('asks before Offline and Hold, not before Online', () => {
    expect(needsStatusConfirmation('Online')).toBe(false);
    expect(needsStatusConfirmation('Offline')).toBe(true);
    expect(needsStatusConfirmation('Paused')).toBe(true);
  });

  it('starts the heartbeat when leaving Offline only', () => {
    expect(startsHeartbeat('Offline', 'Online')).toBe(true);
    expect(startsHeartbeat('Offline', 'Paused')).toBe(true);
    expect(startsHeartbeat('Online', 'Paused')).toBe(false);
    expect(startsHeartbeat('Paused', 'Offline')).toBe(false);
  });

  it('gives new cases to Online technicians only: Hold keeps its work', () => {
    expect(takesNewCases('Online')).toBe(true);
    expect(takesNewCases('Paused')).toBe(false);
    expect(takesNewCases('Offline')).toBe(false);
  });
});
