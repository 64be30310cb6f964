import { describe, expect, it } from 'vitest';
import { modelingState, parseDicomDate, type ModelingState } from '@sagitta/domain';
import { DEMO_INSTITUTIONS } from '../accounts';
import { buildDemoImagingCatalog, type DemoExam } from './catalog';
import {
  DEMO_PATIENT_STORY,
  POST_OP_DESCRIPTION,
  PRE_OP_DESCRIPTION,
  practicePatientIds,
} from './patient-story';

const REFERENCE = new Date('2026-11-22T08:00:00.000Z');
const DAY_MS = 24 * 60 * 60 * 1000;
const catalog = buildDemoImagingCatalog(REFERENCE);
const of = (email: string) => catalog.filter((exam) => exam.physicianEmail === email);
/** The patient surgeon@ has followed for more than three years (`patient-story.ts`). */
const followedId = practicePatientIds(catalog, 'surgeon@sagitta.test')[
  DEMO_PATIENT_STORY.followedThreeYears
];
const isFollowed = (exam: DemoExam) => exam.patient.id === followedId;

const stateOf = (exam: DemoExam, now = REFERENCE.getTime()): ModelingState =>
  modelingState(
    exam.modelings.map((modeling, index) => ({
      id: index,
      creationTimestamp: String(modeling.creationTimestamp),
      state: modeling.state,
    })),
    now,
  );

/** A study's date and time as an instant (the catalog writes them in UTC). */
function studyInstant(exam: DemoExam): number {
  const { date, time = '000000' } = exam.study;
  return Date.UTC(
    Number(date.slice(0, 4)),
    Number(date.slice(4, 6)) - 1,
    Number(date.slice(6, 8)),
    Number(time.slice(0, 2)),
    Number(time.slice(2, 4)),
    Number(time.slice(4, 6)),
  );
}

describe('buildDemoImagingCatalog', () => {
  it('gives surgeon@ 80 exams of 40 patients and surgeon2@ 10 exams of 5', () => {
    const patients = (exams: DemoExam[]) => new Set(exams.map((exam) => exam.patient.id)).size;
    expect(of('surgeon@sagitta.test')).toHaveLength(80);
    expect(patients(of('surgeon@sagitta.test'))).toBe(40);
    expect(of('surgeon2@sagitta.test')).toHaveLength(10);
    expect(patients(of('surgeon2@sagitta.test'))).toBe(5);
    expect(catalog).toHaveLength(90);
  });

  it('is the same on every run, and only its dates follow the reference date', () => {
    expect(buildDemoImagingCatalog(new Date(REFERENCE))).toEqual(catalog);
    const later = buildDemoImagingCatalog(new Date(REFERENCE.getTime() + 400 * DAY_MS));
    const identity = (exam: DemoExam) => [
      exam.key,
      exam.patient.id,
      exam.patient.familyName,
      exam.study.instanceUid,
      exam.frontal.sopInstanceUid,
      exam.lateral.series.instanceUid,
      exam.modelings.map((modeling) => modeling.state),
    ];
    expect(later.map(identity)).toEqual(catalog.map(identity));
    expect(later.map((exam) => exam.study.date)).not.toEqual(
      catalog.map((exam) => exam.study.date),
    );
  });

  it('routes by the institution and referring physician of each demo surgeon', () => {
    for (const exam of catalog) {
      expect(exam.study.institutionName).toBe(DEMO_INSTITUTIONS.lakeside.name);
    }
    const names = (email: string) => new Set(of(email).map((e) => e.study.referringPhysicianName));
    expect(names('surgeon@sagitta.test')).toEqual(new Set(['CHEN^MARIA^^^MD']));
    expect(names('surgeon2@sagitta.test')).toEqual(new Set(['WHITAKER^THOMAS^^^MD']));
  });

  it('dates studies within the two years before the reference, modelings after their study', () => {
    for (const exam of catalog) {
      const studyAt = studyInstant(exam);
      expect(studyAt).toBeLessThan(REFERENCE.getTime());
      const window = isFollowed(exam) ? 1200 : 730;
      expect(studyAt).toBeGreaterThan(REFERENCE.getTime() - window * DAY_MS);
      let previous = studyAt;
      for (const modeling of exam.modelings) {
        expect(modeling.creationTimestamp).toBeGreaterThan(previous);
        expect(modeling.creationTimestamp).toBeLessThan(REFERENCE.getTime());
        previous = modeling.creationTimestamp;
      }
    }
  });

  it('has patients of 8 to 85, and two exams whose birth date is no date', () => {
    const invalid = catalog.filter((exam) => !parseDicomDate(exam.patient.birthDate).ok);
    expect(invalid.map((exam) => exam.patient.birthDate).sort()).toEqual(['19800230', '20091131']);
    const ages = catalog
      .filter((exam) => !invalid.includes(exam))
      .map((exam) => {
        const year = Number(exam.patient.birthDate.slice(0, 4));
        const hadBirthday = exam.patient.birthDate.slice(4) <= '1122';
        return REFERENCE.getUTCFullYear() - year - (hadBirthday ? 0 : 1);
      });
    expect(Math.min(...ages)).toBeGreaterThanOrEqual(8);
    expect(Math.min(...ages)).toBeLessThanOrEqual(12);
    expect(Math.max(...ages)).toBeLessThanOrEqual(85);
    expect(Math.max(...ages)).toBeGreaterThanOrEqual(70);
  });

  it('shows every modeling state, the latest of several modelings deciding', () => {
    const kinds = new Set(catalog.map((exam) => stateOf(exam).kind));
    expect(kinds).toEqual(new Set(['success', 'failure', 'in-progress']));
    const states = new Set(catalog.flatMap((exam) => exam.modelings.map((m) => m.state)));
    expect(states).toEqual(new Set(['NOT_MODELIZED', 'IA_IN_PROGRESS', 'MODELIZED', 'VALIDATED']));
    expect(catalog.filter((exam) => exam.modelings.length === 0).length).toBeGreaterThan(3);
    // Several modelings: an earlier success followed by a failure fails, and the other way round.
    const several = catalog.filter((exam) => exam.modelings.length > 1);
    const first = (exam: DemoExam) => exam.modelings[0]?.state;
    expect(several.some((e) => first(e) !== 'NOT_MODELIZED' && stateOf(e).kind === 'failure')).toBe(
      true,
    );
    expect(several.some((e) => first(e) === 'NOT_MODELIZED' && stateOf(e).kind === 'success')).toBe(
      true,
    );
    expect(several.some((e) => stateOf(e).kind === 'in-progress')).toBe(true);
  });

  it('keeps modelings in progress recent, so that their elapsed time reads in minutes', () => {
    const elapsed = catalog.flatMap((exam) => {
      const state = stateOf(exam);
      return state.kind === 'in-progress' ? [state.elapsedMs] : [];
    });
    expect(elapsed).toHaveLength(4);
    for (const ms of elapsed) expect(ms).toBeLessThanOrEqual(2 * 60 * 60 * 1000);
  });

  it('names patients as real clinics do, and says in each series that its image is synthetic', () => {
    const familyNames = catalog.map((exam) => exam.patient.familyName);
    expect(familyNames).toContain('Núñez');
    expect(familyNames).toContain('García López');
    expect(catalog.map((exam) => exam.patient.givenName)).toContain('Éloïse');
    for (const exam of catalog) {
      expect(exam.patient.id).toMatch(/^SGT-\d{6}$/);
      expect(['F', 'M']).toContain(exam.patient.sex);
      const descriptions = isFollowed(exam)
        ? [PRE_OP_DESCRIPTION, POST_OP_DESCRIPTION]
        : ['EOS FULL SPINE', 'EOS FULL SPINE STANDING', 'EOS LOWER LIMBS'];
      expect(descriptions).toContain(exam.study.description);
      expect(exam.frontal.series.description).toBe(`${exam.study.description} FRONTAL (SYNTHETIC)`);
      expect(exam.lateral.series.description).toBe(`${exam.study.description} LATERAL (SYNTHETIC)`);
    }
  });

  it('gives every study, series, instance and accession number its own value', () => {
    const all = catalog.flatMap((exam) => [
      exam.study.instanceUid,
      exam.frontal.series.instanceUid,
      exam.frontal.sopInstanceUid,
      exam.lateral.series.instanceUid,
      exam.lateral.sopInstanceUid,
    ]);
    expect(new Set(all).size).toBe(catalog.length * 5);
    for (const uid of all) expect(uid.length).toBeLessThanOrEqual(64);
    expect(new Set(catalog.map((exam) => exam.study.accessionNumber)).size).toBe(catalog.length);
  });

  it("follows one of surgeon@'s patients for more than three years, pre-op then post-op", () => {
    const followed = catalog.filter(isFollowed);
    expect(followed.map((exam) => exam.study.description)).toEqual([
      PRE_OP_DESCRIPTION,
      PRE_OP_DESCRIPTION,
      POST_OP_DESCRIPTION,
      POST_OP_DESCRIPTION,
    ]);
    const first = studyInstant(followed[0] as DemoExam);
    expect(studyInstant(followed.at(-1) as DemoExam) - first).toBeGreaterThan(3 * 365 * DAY_MS);
  });
});
