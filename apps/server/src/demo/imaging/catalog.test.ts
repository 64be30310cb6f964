import { describe, expect, it } from 'vitest';
import { parseDicomDate } from '@sagitta/domain';
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
      exam.model?.outcome,
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

  it('dates studies within the two years before the reference, model requests after their study', () => {
    for (const exam of catalog) {
      const studyAt = studyInstant(exam);
      expect(studyAt).toBeLessThan(REFERENCE.getTime());
      const window = isFollowed(exam) ? 1200 : 730;
      expect(studyAt).toBeGreaterThan(REFERENCE.getTime() - window * DAY_MS);
      if (exam.model !== null) {
        expect(exam.model.requestedAt).toBeGreaterThan(studyAt);
        expect(exam.model.requestedAt).toBeLessThan(REFERENCE.getTime());
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

  it('tells every model story: none asked, modeled, rejected and in progress', () => {
    const outcomes = catalog.map((exam) => exam.model?.outcome ?? 'none');
    expect(new Set(outcomes)).toEqual(new Set(['none', 'modeled', 'rejected', 'in-progress']));
    expect(outcomes.filter((outcome) => outcome === 'none').length).toBeGreaterThan(3);
    expect(outcomes.filter((outcome) => outcome === 'rejected').length).toBeGreaterThan(3);
  });

  it('keeps requests in progress recent, so that their elapsed time reads in minutes', () => {
    const inProgress = catalog.flatMap((exam) =>
      exam.model?.outcome === 'in-progress' ? [exam.model.requestedAt] : [],
    );
    expect(inProgress).toHaveLength(4);
    for (const at of inProgress) {
      expect(REFERENCE.getTime() - at).toBeLessThanOrEqual(2 * 60 * 60 * 1000);
      expect(REFERENCE.getTime() - at).toBeGreaterThan(0);
    }
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
