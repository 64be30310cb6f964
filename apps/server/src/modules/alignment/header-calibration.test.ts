import { beforeAll, describe, expect, it } from 'vitest';
import { importAnswer } from '@sagitta/domain';
import { demoLandmarksOf } from '../../demo/imaging/anatomy-landmarks';
import { catalog, columns, MM, rows } from '../../demo/imaging/landmarks-test-support';
import { buildSyntheticExam } from '../../demo/imaging/synthetic-dicom';
import { as, useTestApp } from '../../../test/harness';
import { multipartBody } from '../../../test/multipart';
import { assessmentIn, callFor, examWithFilm, paths } from './assessment-fixtures';

const t = useTestApp();
function firstDemoExam() {
  const exam = catalog[0];
  if (exam === undefined) throw new Error('The demo catalog is empty');
  return exam;
}
const demo = firstDemoExam();
const truth = demoLandmarksOf({ seed: demo.seed, columns, rows });
let demoExamId = '';

const asSurgeon = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  callFor(t, 'surgeon', method, url, payload === undefined ? {} : { payload });

/** The demo's first exam, with UIDs of its own, uploaded by the surgeon (their own exam). */
async function uploadDemoExam(): Promise<string> {
  const root = `2.25.${process.pid}${Date.now()}`;
  const files = buildSyntheticExam({
    ...demo,
    study: {
      ...demo.study,
      instanceUid: `${root}.1`,
      institutionName: '',
      referringPhysicianName: '',
    },
    frontal: {
      series: { ...demo.frontal.series, instanceUid: `${root}.2` },
      sopInstanceUid: `${root}.3`,
    },
    lateral: {
      series: { ...demo.lateral.series, instanceUid: `${root}.4` },
      sopInstanceUid: `${root}.5`,
    },
    columns,
    rows,
  });
  const response = await as(t.app, await t.sessionOf('surgeon'), {
    method: 'POST',
    url: '/api/acquisitions/store',
    ...multipartBody([
      { name: 'frontal.dcm', bytes: files.frontal },
      { name: 'lateral.dcm', bytes: files.lateral },
    ]),
  });
  expect(response.statusCode, response.body).toBe(200);
  return importAnswer.parse(response.json()).files[0]?.acquisitionId ?? '';
}

beforeAll(async () => {
  demoExamId = await uploadDemoExam();
});

describe("a new draft's calibration comes from the films' headers (issue 17)", () => {
  it("a demo exam's draft is calibrated by its Pixel Spacing, shown with its source", async () => {
    const created = await asSurgeon('POST', paths.list, { examId: demoExamId });
    expect(created.statusCode, created.body).toBe(201);
    const draft = assessmentIn(created);
    const header = { source: 'PIXEL_SPACING', pixelSpacingMm: [1.171875, 1.171875] };
    expect(draft.calibration).toEqual({ lateral: header, frontal: header });
    expect(draft.headerCalibration).toEqual({ lateral: header, frontal: header });
    expect(draft.pixelSpacingMm).toEqual({
      lateral: [1.171875, 1.171875],
      frontal: [1.171875, 1.171875],
    });
  });

  // An upload, a completion and the preview jobs on a machine other test files share: the bound
  // is for a hung call, not a slow one.
  it("measures SVA in mm from the header spacing: the demo anatomy's truth to 0.1 mm", async () => {
    const draft = assessmentIn(await asSurgeon('POST', paths.list, { examId: demoExamId }));
    const saved = assessmentIn(
      await asSurgeon('PUT', paths.landmarks(draft.id), {
        revision: draft.revision,
        lateral: { facing: truth.lateral.facing, points: truth.lateral.points },
        // What the measurement tool sends back: the draft's calibration, untouched.
        calibration: draft.calibration,
      }),
    );
    const completed = assessmentIn(await asSurgeon('POST', paths.complete(saved.id)));
    const sva = completed.measurement?.parameters.SVA;
    const c7 = truth.lateral.points.C7c;
    const s1p = truth.lateral.points.S1p;
    if (c7 === undefined || s1p === undefined) throw new Error('no C7c or S1p');
    // CLINICAL.md §1: (x_C7c − x_S1p) × spacing, the patient facing +x; MM is the film's exact
    // spacing, the header's is written with six decimals.
    expect(truth.lateral.facing).toBe('+x');
    const expected = (c7[0] - s1p[0]) * MM;
    expect(sva?.unit).toBe('MM');
    expect(sva?.value).not.toBeNull();
    expect(Math.abs((sva?.value ?? Number.NaN) - expected)).toBeLessThan(0.1);
  }, 180_000);

  it('leaves a film whose header gives no spacing uncalibrated: lengths null, never 0', async () => {
    const { examId } = await examWithFilm(t, { physicianId: await t.userIdOf('surgeon') });
    const draft = assessmentIn(await asSurgeon('POST', paths.list, { examId }));
    expect(draft.calibration).toEqual({});
    expect(draft.headerCalibration).toEqual({ lateral: null, frontal: null });
    expect(draft.pixelSpacingMm).toEqual({ lateral: null, frontal: null });
  });

  it('a calibration object replaces the header spacing; removing it goes back to the header', async () => {
    const draft = assessmentIn(await asSurgeon('POST', paths.list, { examId: demoExamId }));
    const drawn = assessmentIn(
      await asSurgeon('PUT', paths.landmarks(draft.id), {
        revision: draft.revision,
        calibration: {
          ...draft.calibration,
          lateral: { source: 'CALIBRATION_OBJECT', start: [10, 10], end: [10, 110], lengthMm: 125 },
        },
      }),
    );
    expect(drawn.pixelSpacingMm.lateral).toBe(1.25);
    expect(drawn.headerCalibration.lateral?.pixelSpacingMm).toEqual([1.171875, 1.171875]);
    const back = assessmentIn(
      await asSurgeon('PUT', paths.landmarks(draft.id), {
        revision: drawn.revision,
        calibration: { ...drawn.calibration, lateral: drawn.headerCalibration.lateral },
      }),
    );
    expect(back.calibration.lateral).toEqual({
      source: 'PIXEL_SPACING',
      pixelSpacingMm: [1.171875, 1.171875],
    });
  });
});
