import { describe, expect, it } from 'vitest';
import { anUnassignedExam } from './testing/unassigned-server';
import { unassignedExamView } from './unassigned-exam-view';

describe('unassignedExamView', () => {
  it('names the patient, and falls back to the series description', () => {
    const exam = anUnassignedExam(1);
    exam.series.description = 'EOS AP';
    exam.series.study.description = '  ';
    expect(unassignedExamView(exam)).toMatchObject({
      patientName: 'Jane DOE1',
      patientID: 'PT-0001',
      examDate: '07/01/24',
      description: 'EOS AP',
    });
  });

  it('leaves out what the header did not give', () => {
    const exam = anUnassignedExam(2, { institutionName: '', referringPhysicianName: null });
    exam.series.study.date = null;
    exam.series.study.patient.firstName = null;
    exam.series.study.patient.familyName = null;
    expect(unassignedExamView(exam)).toMatchObject({
      patientName: null,
      examDate: null,
      institutionName: null,
      referringPhysicianName: null,
    });
  });

  it('keeps the header values exactly as received, spaces and carets included', () => {
    const exam = anUnassignedExam(3, {
      institutionName: ' Lakeside  Spine ',
      referringPhysicianName: 'SMITH^JOHN^^DR ',
    });
    expect(unassignedExamView(exam)).toMatchObject({
      institutionName: ' Lakeside  Spine ',
      referringPhysicianName: 'SMITH^JOHN^^DR ',
    });
  });
});
