import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CASE_WORKFLOW_MESSAGES,
  EXAM_MESSAGES,
  type AlignmentAssessment,
  type ExamDetail,
} from '@sagitta/domain';
import { useFetchStub, type RecordedCall } from '../../../../test/fetch-stub';
import { aUser, jsonResponse } from '../../../../test/fixtures';
import { renderInApp } from '../../../../test/render';
import { layOutEveryElement } from '../../../../test/stage-layout';
import { initI18n } from '../../../lib/i18n';
import ViewerPage from '../pages/viewer-page';

const EXAM_ID = '3f2a9c1e-8b7d-4e6f-a5c4-1d2e3f4a5b6c';
const LATERAL_ID = '5e6f7a8b-9c0d-4e1f-a2b3-c4d5e6f7a8b9';
const ASSESSMENT_ID = '7d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const ASSESSMENTS = '/api/v1/eos-alignments';

const EXAM: ExamDetail = {
  id: EXAM_ID,
  series: {
    description: 'EOS',
    study: {
      date: '2024-07-01',
      description: 'Full spine LAT',
      accessionNumber: 'ACC-77',
      patient: {
        familyName: 'Doe',
        firstName: 'Jane',
        birthDate: '1962-03-14',
        sex: 'F',
        patientID: 'PT-0042',
        recordId: '7a2b3c4d-5e6f-4a1b-8c2d-000000000042',
      },
    },
  },
  modelings: [],
  images: [
    {
      instanceId: LATERAL_ID,
      seriesDescription: null,
      view: 'LATERAL',
      rows: 2000,
      columns: 1000,
      previewAvailable: true,
      defaultWindow: null,
      valueRange: null,
      photometric: null,
    },
  ],
};

function anAssessment(overrides: Partial<AlignmentAssessment> = {}): AlignmentAssessment {
  return {
    id: ASSESSMENT_ID,
    examId: EXAM_ID,
    patientId: '7a2b3c4d-5e6f-4a1b-8c2d-000000000042',
    state: 'draft',
    phase: 'PRE_OP',
    lateral: null,
    frontal: null,
    calibration: { lateral: { source: 'PIXEL_SPACING', pixelSpacingMm: [0.5, 0.5] } },
    headerCalibration: {
      lateral: { source: 'PIXEL_SPACING', pixelSpacingMm: [0.5, 0.5] },
      frontal: null,
    },
    pixelSpacingMm: { lateral: [0.5, 0.5], frontal: null },
    measurement: null,
    age: 62,
    placedBy: null,
    placedAt: null,
    completedAt: null,
    userValidatedBy: null,
    userValidatedAt: null,
    approvedBy: null,
    approvedAt: null,
    signatureMeaning: null,
    engineVersion: null,
    revision: 3,
    createdAt: '2026-11-27T09:00:00.000Z',
    ...overrides,
  };
}

const png = () =>
  new Response(new Uint8Array([137, 80, 78, 71]), { headers: { 'Content-Type': 'image/png' } });

const { calls, globalFailures, stub } = useFetchStub();

/** The exam, its picture and the assessments API; `answer` may answer a call first. */
function serve(answer: (call: RecordedCall) => Response | undefined = () => undefined) {
  stub((call) => {
    const answered = answer(call);
    if (answered !== undefined) return answered;
    if (call.url.includes('/images/')) return png();
    if (call.url === ASSESSMENTS && call.method === 'POST') return jsonResponse(anAssessment());
    if (call.url.endsWith('/landmarks')) {
      const body = call.body as { revision: number };
      return jsonResponse(anAssessment({ revision: body.revision + 1 }));
    }
    if (call.url.endsWith('/complete'))
      return jsonResponse(anAssessment({ state: 'ready-to-review' }));
    return jsonResponse(EXAM);
  });
}

const saves = () => calls.filter((call) => call.url.endsWith('/landmarks'));
const stage = () => screen.getByRole('application', { name: 'Lateral image' });

/**
 * A click on the film at an image point: the 1000 × 2000 image fits the 800 × 600 stage at
 * 0.3 screen pixels per image pixel, 250 pixels from the left.
 */
function clickAt(x: number, y: number) {
  const at = { clientX: 250 + x * 0.3, clientY: y * 0.3 };
  fireEvent.pointerDown(stage(), { button: 0, pointerId: 1, ...at });
  fireEvent.pointerUp(stage(), { button: 0, pointerId: 1, ...at });
}

/** The viewer on the exam, as a physician; `search` as the link gives it. */
function openViewer(search = '') {
  renderInApp(<ViewerPage />, {
    path: '/viewer/:id',
    entry: `/viewer/${EXAM_ID}${search}`,
    user: aUser('PHYSICIAN'),
  });
}

async function startMeasuring() {
  openViewer();
  // The first render of a file is slow on a loaded machine: more than the default second.
  await waitFor(
    () => {
      expect(stage().querySelector('img')).not.toBeNull();
    },
    { timeout: 5000 },
  );
  await userEvent.click(screen.getByRole('button', { name: 'Measure' }));
  const panel = await screen.findByRole('complementary', { name: 'Landmarks on the lateral film' });
  await within(panel).findByText('Draft saved');
  return panel;
}

/** A pelvis whose S1 endplate slopes 45°, the hip axis straight below its midpoint. */
function placePelvis() {
  clickAt(605, 1205);
  clickAt(605, 1205);
  clickAt(610, 1110);
  clickAt(600, 1100);
}

const valueOf = (panel: HTMLElement, parameter: string) =>
  within(within(panel).getByRole('table', { name: 'Values' }))
    .getByRole('rowheader', { name: parameter })
    .closest('tr')
    ?.querySelector('td')?.textContent;

beforeEach(() => {
  initI18n('en-US');
  layOutEveryElement();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('measurement mode', () => {
  it('is on from the start when the viewer is opened for measuring, its film focused', async () => {
    serve();
    openViewer('?tool=measure');
    const panel = await screen.findByRole(
      'complementary',
      { name: 'Landmarks on the lateral film' },
      { timeout: 5000 },
    );
    expect(screen.getByRole('button', { name: 'Measure' })).toHaveAttribute('aria-pressed', 'true');
    await within(panel).findByText('Draft saved');
    expect(calls.filter((call) => call.url === ASSESSMENTS)).toEqual([
      expect.objectContaining({ method: 'POST', body: { examId: EXAM_ID } }),
    ]);
    expect(stage()).toHaveFocus();
  });

  it('says No images when the exam has no film to measure, and offers no Complete', async () => {
    serve((call) =>
      call.url === ASSESSMENTS && call.method === 'POST'
        ? jsonResponse({ statusCode: 409, error: 'Conflict', message: EXAM_MESSAGES.noImages }, 409)
        : undefined,
    );
    openViewer('?tool=measure');
    const panel = await screen.findByRole(
      'complementary',
      { name: 'Landmarks on the lateral film' },
      { timeout: 5000 },
    );
    expect(await within(panel).findByRole('alert')).toHaveTextContent(/^No images: /);
    expect(within(panel).queryByRole('button', { name: 'Complete' })).toBeNull();
    // Refused by the server for a reason the panel says itself: not the shell's error page.
    expect(globalFailures).toEqual([]);
  });

  it('stays off when the viewer is opened with a tool it does not know', async () => {
    serve();
    openViewer('?tool=other');
    const measure = await screen.findByRole('button', { name: 'Measure' }, { timeout: 5000 });
    expect(measure).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('complementary', { name: /^Landmarks on/ })).toBeNull();
    // No draft is opened until the user turns the tool on.
    expect(calls.filter((call) => call.url === ASSESSMENTS)).toEqual([]);
  });

  it('guides the landmarks, places them by clicking, and shows the live values and calibration', async () => {
    serve();
    const panel = await startMeasuring();
    expect(calls.find((call) => call.url === ASSESSMENTS)?.body).toEqual({ examId: EXAM_ID });
    expect(within(panel).getByText('Centre of the first femoral head')).toBeVisible();
    expect(
      within(panel).getByRole('img', { name: 'Centre of the first femoral head' }),
    ).toBeVisible();
    expect(within(panel).getByText('From the header: Pixel Spacing 0.5 mm/px')).toBeVisible();

    placePelvis();

    expect(
      within(panel).getByText(
        'S1 superior endplate, posterior corner placed. Next: L1 superior endplate, anterior corner.',
        { exact: false },
      ),
    ).toBeInTheDocument();
    expect(valueOf(panel, 'SS')).toBe('45.0°');
    expect(valueOf(panel, 'PT')).toBe('0.0°');
    expect(valueOf(panel, 'PI')).toBe('45.0°');
    expect(valueOf(panel, 'LL (L1–S1)')).toBe('missing landmarks: L1sa, L1sp');
    expect(within(panel).getByText('4 of 16 essential landmarks placed')).toBeVisible();
    expect(stage().querySelectorAll('[data-landmark]')).toHaveLength(4);
    expect(stage().querySelector('[data-line="S1-endplate"]')).not.toBeNull();
    expect(globalFailures).toEqual([]);
  });

  it('turns the facing from the panel, undoes it from its button and redoes it with Ctrl+Shift+Z, each saved', async () => {
    serve();
    const panel = await startMeasuring();
    clickAt(100, 200);
    const lastFacing = () =>
      (saves().at(-1)?.body as { lateral?: { facing: string } } | undefined)?.lateral?.facing;
    const saved = async (facing: string) => {
      await waitFor(
        () => {
          expect(lastFacing()).toBe(facing);
        },
        { timeout: 3000 },
      );
    };
    await userEvent.click(within(panel).getByRole('radio', { name: 'Left' }));
    await saved('-x');
    await userEvent.click(within(panel).getByRole('button', { name: 'Undo' }));
    await saved('+x');
    expect(within(panel).getByRole('radio', { name: 'Right' })).toBeChecked();
    stage().focus();
    await userEvent.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    await saved('-x');
    expect(within(panel).getByRole('radio', { name: 'Left' })).toBeChecked();
  });

  it('nudges the selected point with the arrows, undoes with Ctrl+Z and autosaves with the revision', async () => {
    serve();
    await startMeasuring();
    clickAt(100, 200);
    stage().focus();
    await userEvent.keyboard('{ArrowRight}{Shift>}{ArrowDown}{/Shift}');
    await userEvent.keyboard('{Control>}z{/Control}');
    // Until the draft is saved, leaving the page asks first.
    expect(window.dispatchEvent(new Event('beforeunload', { cancelable: true }))).toBe(false);

    // A slow machine may save between two keys: the last save holds the end result.
    await waitFor(
      () => {
        expect(saves().at(-1)?.body).toMatchObject({
          lateral: { facing: '+x', points: { FH1: [101, 200] } },
        });
      },
      { timeout: 3000 },
    );
    expect(saves()[0]).toMatchObject({
      method: 'PUT',
      url: `${ASSESSMENTS}/${ASSESSMENT_ID}/landmarks`,
      body: {
        revision: 3,
        calibration: { lateral: { source: 'PIXEL_SPACING', pixelSpacingMm: [0.5, 0.5] } },
      },
    });
    await waitFor(() => {
      expect(window.dispatchEvent(new Event('beforeunload', { cancelable: true }))).toBe(true);
    });
    expect(screen.getByText('Draft saved')).toBeVisible();
  });

  it('keeps the landmarks placed while the draft was opening, and saves them', async () => {
    let open: (response: Response) => void = () => undefined;
    const opening = new Promise<Response>((resolve) => {
      open = resolve;
    });
    stub((call) => {
      if (call.url === ASSESSMENTS && call.method === 'POST') return opening;
      if (call.url.includes('/images/')) return png();
      if (call.url.endsWith('/landmarks')) {
        const body = call.body as { revision: number };
        return jsonResponse(anAssessment({ revision: body.revision + 1 }));
      }
      return jsonResponse(EXAM);
    });
    openViewer();
    await waitFor(
      () => {
        expect(stage().querySelector('img')).not.toBeNull();
      },
      { timeout: 5000 },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Measure' }));
    await screen.findByRole('complementary', { name: 'Landmarks on the lateral film' });
    clickAt(100, 200);
    open(jsonResponse(anAssessment()));

    await waitFor(
      () => {
        expect(saves().at(-1)?.body).toMatchObject({
          revision: 3,
          lateral: { points: { FH1: [100, 200] } },
          calibration: { lateral: { source: 'PIXEL_SPACING', pixelSpacingMm: [0.5, 0.5] } },
        });
      },
      { timeout: 3000 },
    );
  });

  it('drags a placed landmark to a new place, one undo step for the whole drag', async () => {
    serve();
    await startMeasuring();
    clickAt(100, 200);
    const handle = stage().querySelector('[data-landmark="FH1"] circle');
    if (handle === null) throw new Error('FH1 is not drawn');
    // FH1 is drawn at 250 + 100 × 0.3, 200 × 0.3; the drag ends 30 screen pixels further right.
    fireEvent.pointerDown(handle, { button: 0, pointerId: 2, clientX: 280, clientY: 60 });
    fireEvent.pointerMove(handle, { pointerId: 2, clientX: 295, clientY: 60 });
    fireEvent.pointerMove(handle, { pointerId: 2, clientX: 310, clientY: 60 });
    fireEvent.pointerUp(handle, { pointerId: 2, clientX: 310, clientY: 60 });
    const drawnX = () =>
      Number(stage().querySelector('[data-landmark="FH1"] circle')?.getAttribute('cx'));
    expect(drawnX()).toBeCloseTo(310, 6);
    // The press on the landmark neither panned the film nor placed the next landmark.
    expect(stage().querySelectorAll('[data-landmark]')).toHaveLength(1);
    expect(stage()).toHaveFocus();

    await userEvent.keyboard('{Control>}z{/Control}');
    expect(drawnX()).toBeCloseTo(280, 6);
  });

  it('selects a placed landmark from the list for the arrows, and asks for another one next', async () => {
    serve();
    const panel = await startMeasuring();
    clickAt(100, 200);
    clickAt(300, 400);
    const list = within(panel).getByRole('list', { name: 'Landmarks' });
    // By its text: a role query over the list's hundred-odd buttons is slow in jsdom.
    const entry = (name: string) => within(list).getByText(name).closest('button');
    await userEvent.click(entry('FH1') as HTMLElement);
    expect(entry('FH1')).toHaveAttribute('aria-pressed', 'true');
    stage().focus();
    await userEvent.keyboard('{ArrowUp}');
    expect(
      within(panel).getByText('Centre of the first femoral head at x 100.0, y 199.0.'),
    ).toBeInTheDocument();

    await userEvent.click(entry('L4sa') as HTMLElement);
    expect(entry('L4sa')).toHaveAttribute('aria-current', 'step');
    expect(within(panel).getByText('L4 superior endplate, anterior corner')).toBeVisible();
  });

  it('places the prompted landmark at the crosshair with the keyboard alone', async () => {
    serve();
    const panel = await startMeasuring();
    stage().focus();
    // The crosshair starts at the image's centre (500, 1000); 8 screen pixels are 8 / 0.3 image pixels.
    await userEvent.keyboard('{ArrowLeft}{Enter}');
    const placed = stage().querySelector('[data-landmark="FH1"]');
    expect(placed).not.toBeNull();
    expect(
      within(panel).getByText(
        /^Centre of the first femoral head placed\. Next: Centre of the second/,
      ),
    ).toBeInTheDocument();
    await userEvent.keyboard('s');
    expect(within(panel).getByText('S1 superior endplate, anterior corner')).toBeVisible();
  });

  it('loads the saved draft, and on a 409 says another tab changed it and shows its version', async () => {
    let conflicts = 0;
    serve((call) => {
      if (call.url === ASSESSMENTS && call.method === 'POST') {
        const points: Record<string, [number, number]> =
          conflicts === 0 ? { FH1: [10, 10] } : { FH1: [10, 10], FH2: [20, 20] };
        return jsonResponse(
          anAssessment({ lateral: { facing: '-x', points }, revision: conflicts === 0 ? 3 : 5 }),
        );
      }
      if (call.url.endsWith('/landmarks')) {
        conflicts += 1;
        return jsonResponse({ error: 'Conflict', message: 'Stale revision' }, 409);
      }
      return undefined;
    });
    const panel = await startMeasuring();
    expect(stage().querySelector('[data-landmark="FH1"]')).not.toBeNull();
    expect(within(panel).getByRole('radio', { name: 'Left' })).toBeChecked();

    clickAt(300, 300);
    expect(
      await within(panel).findByText(
        'Another tab changed this measurement: its version has been loaded.',
        {},
        { timeout: 3000 },
      ),
    ).toBeVisible();
    expect(stage().querySelector('[data-landmark="FH2"]')).not.toBeNull();
    expect(stage().querySelectorAll('[data-landmark]')).toHaveLength(2);
    expect(globalFailures).toEqual([]);
  });

  it('says a 3D technician is making the model when its case keeps the change, and shows theirs', async () => {
    serve((call) => {
      if (call.url === ASSESSMENTS && call.method === 'POST') {
        return jsonResponse(
          anAssessment({ lateral: { facing: '-x', points: { FH1: [10, 10] } }, revision: 4 }),
        );
      }
      if (call.url.endsWith('/landmarks')) {
        return jsonResponse(
          { error: 'Conflict', message: CASE_WORKFLOW_MESSAGES.modelInCase },
          409,
        );
      }
      return undefined;
    });
    const panel = await startMeasuring();
    clickAt(300, 300);
    expect(
      await within(panel).findByText(
        'A 3D technician is making the model of this exam: your change is not kept, and the model reaches you when its case releases it.',
        {},
        { timeout: 3000 },
      ),
    ).toBeVisible();
    expect(stage().querySelectorAll('[data-landmark]')).toHaveLength(1);
    expect(within(panel).queryByRole('button', { name: 'Complete' })).toBeNull();
    expect(globalFailures).toEqual([]);
  });

  it('measures the frontal film too, and saves both films', async () => {
    const FRONTAL_ID = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
    const lateral = EXAM.images[0];
    if (lateral === undefined) throw new Error('no lateral image');
    const withFrontal = {
      ...EXAM,
      images: [lateral, { ...lateral, instanceId: FRONTAL_ID, view: 'FRONTAL' as const }],
    };
    serve((call) =>
      call.url === `/api/v1/portal/acquisitions/${EXAM_ID}` ? jsonResponse(withFrontal) : undefined,
    );
    const panel = await startMeasuring();
    clickAt(100, 200);

    await userEvent.click(within(panel).getByRole('radio', { name: 'Frontal' }));
    const frontalPanel = screen.getByRole('complementary', {
      name: 'Landmarks on the frontal film',
    });
    expect(within(frontalPanel).getByText('Top of the left iliac crest')).toBeVisible();
    const frontal = screen.getByRole('application', { name: 'Frontal image' });
    expect(frontal).toHaveFocus();
    for (const [x, y] of [
      [300, 1000],
      [100, 1000],
    ] as const) {
      const at = { clientX: 250 + x * 0.3, clientY: y * 0.3 };
      fireEvent.pointerDown(frontal, { button: 0, pointerId: 3, ...at });
      fireEvent.pointerUp(frontal, { button: 0, pointerId: 3, ...at });
    }
    expect(valueOf(frontalPanel, 'Pelvic obliquity')).toBe('0.0°');
    expect(frontal.querySelector('[data-line="iliac-crests"]')).not.toBeNull();

    await waitFor(
      () => {
        expect(saves().at(-1)?.body).toMatchObject({
          lateral: { points: { FH1: [100, 200] } },
          frontal: { facing: '+x', points: { ICl: [300, 1000], ICr: [100, 1000] } },
        });
      },
      { timeout: 3000 },
    );
  });

  it('shows an approved assessment as it was signed, locked', async () => {
    serve((call) => {
      if (call.url === ASSESSMENTS && call.method === 'POST') {
        return jsonResponse({ error: 'Conflict', message: 'Alignment exam locked' }, 409);
      }
      if (call.url === `${ASSESSMENTS}?examId=${EXAM_ID}`) {
        return jsonResponse(
          anAssessment({ state: 'approved', lateral: { facing: '+x', points: { FH1: [10, 10] } } }),
        );
      }
      return undefined;
    });
    openViewer();
    await userEvent.click(await screen.findByRole('button', { name: 'Measure' }));
    expect(
      await screen.findByText(
        'Alignment exam locked: this assessment is approved and can no longer change.',
      ),
    ).toBeVisible();
    expect(stage().querySelectorAll('[data-landmark]')).toHaveLength(1);
    clickAt(300, 300);
    expect(stage().querySelectorAll('[data-landmark]')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Complete' })).not.toBeInTheDocument();
    expect(globalFailures).toEqual([]);
  });

  it('completes the assessment once the draft is saved', async () => {
    serve();
    const panel = await startMeasuring();
    placePelvis();
    const complete = within(panel).getByRole('button', { name: 'Complete' });
    await waitFor(
      () => {
        expect(saves()).toHaveLength(1);
      },
      { timeout: 3000 },
    );
    await waitFor(() => {
      expect(complete).toBeEnabled();
    });
    await userEvent.click(complete);
    expect(
      await within(panel).findByText('The measurement is complete and ready to review.'),
    ).toBeVisible();
    expect(calls.at(-1)).toMatchObject({
      method: 'POST',
      url: `${ASSESSMENTS}/${ASSESSMENT_ID}/complete`,
    });
    // A completed assessment is not changed by a click.
    clickAt(50, 50);
    expect(stage().querySelectorAll('[data-landmark]')).toHaveLength(4);
  });
});

describe('the Calibrate tool (issue 17)', () => {
  const lastCalibration = () =>
    (saves().at(-1)?.body as { calibration: Record<string, unknown> } | undefined)?.calibration;

  it('draws an object of known length by clicking its ends, checks the length and saves it', async () => {
    serve();
    const panel = await startMeasuring();
    await userEvent.click(within(panel).getByRole('button', { name: 'Calibrate' }));
    clickAt(100, 100);
    clickAt(100, 500);
    expect(stage().querySelectorAll('[data-calibration-end]')).toHaveLength(2);
    // The clicks placed the calibration object's ends, not landmarks.
    expect(stage().querySelector('[data-landmark]')).toBeNull();
    expect(within(panel).getByText('400 pixels on the film')).toBeVisible();

    const length = within(panel).getByRole('textbox', { name: 'Real length (mm)' });
    const save = within(panel).getByRole('button', { name: 'Save calibration' });
    await userEvent.click(save);
    expect(within(panel).getByText('Enter the real length in millimetres')).toBeVisible();
    await userEvent.type(length, '0');
    await userEvent.click(save);
    expect(within(panel).getByText('The length must be more than 0 mm')).toBeVisible();
    await userEvent.clear(length);
    await userEvent.type(length, '2500');
    await userEvent.click(save);
    expect(within(panel).getByText('The length must be at most 2000 mm')).toBeVisible();
    expect(saves()).toHaveLength(0);

    await userEvent.clear(length);
    await userEvent.type(length, '200');
    await userEvent.click(save);
    expect(within(panel).getByText('From a calibration object of 200 mm: 0.5 mm/px')).toBeVisible();
    await waitFor(
      () => {
        expect(lastCalibration()).toMatchObject({
          lateral: { source: 'CALIBRATION_OBJECT', lengthMm: 200 },
        });
      },
      { timeout: 3000 },
    );
    const saved = lastCalibration()?.lateral as { start: number[]; end: number[] };
    expect(saved.start[0]).toBeCloseTo(100, 6);
    expect(saved.start[1]).toBeCloseTo(100, 6);
    expect(saved.end[1]).toBeCloseTo(500, 6);
  }, 60_000);

  it('works from the keyboard alone, and removing the object goes back to the header', async () => {
    serve();
    const panel = await startMeasuring();
    await userEvent.click(within(panel).getByRole('button', { name: 'Calibrate' }));
    stage().focus();
    // The crosshair starts at the image's centre (500, 1000): the start there, the end 8 screen
    // pixels (8 / 0.3 image pixels) lower, then the end nudged 10 image pixels further down.
    // Placing an end selects it (the arrows would nudge it): Esc lets the arrows move the
    // crosshair again.
    await userEvent.keyboard('{Enter}{Escape}{ArrowDown}{Enter}{Shift>}{ArrowDown}{/Shift}');
    expect(within(panel).getByText('Start: x 500, y 1,000')).toBeVisible();
    expect(within(panel).getByText('End: x 500, y 1,036.7')).toBeVisible();
    await userEvent.type(
      within(panel).getByRole('textbox', { name: 'Real length (mm)' }),
      '36.67{Enter}',
    );
    await userEvent.click(within(panel).getByRole('button', { name: 'Save calibration' }));
    expect(
      within(panel).getByText(/^From a calibration object of 36\.67 mm: 1 mm\/px$/),
    ).toBeVisible();
    // Saved first: removed within the autosave delay, the draft would be back to what the server
    // holds, and rightly not saved at all.
    await waitFor(
      () => {
        expect(lastCalibration()).toMatchObject({
          lateral: { source: 'CALIBRATION_OBJECT', lengthMm: 36.67 },
        });
      },
      { timeout: 3000 },
    );

    await userEvent.click(
      within(panel).getByRole('button', {
        name: 'Remove the calibration object (back to the header)',
      }),
    );
    expect(within(panel).getByText('From the header: Pixel Spacing 0.5 mm/px')).toBeVisible();
    await waitFor(
      () => {
        expect(lastCalibration()).toEqual({
          lateral: { source: 'PIXEL_SPACING', pixelSpacingMm: [0.5, 0.5] },
        });
      },
      { timeout: 3000 },
    );
  }, 60_000);

  it('says when a film is not calibrated, and Cancel leaves it so', async () => {
    serve((call) =>
      call.url === ASSESSMENTS && call.method === 'POST'
        ? jsonResponse(
            anAssessment({
              calibration: {},
              headerCalibration: { lateral: null, frontal: null },
              pixelSpacingMm: { lateral: null, frontal: null },
            }),
          )
        : undefined,
    );
    const panel = await startMeasuring();
    expect(within(panel).getByText('Not calibrated: lengths are not measured')).toBeVisible();
    await userEvent.click(within(panel).getByRole('button', { name: 'Calibrate' }));
    clickAt(100, 100);
    await userEvent.click(within(panel).getByRole('button', { name: 'Cancel' }));
    expect(stage().querySelector('[data-calibration-end]')).toBeNull();
    expect(within(panel).getByText('Not calibrated: lengths are not measured')).toBeVisible();
    expect(saves()).toHaveLength(0);
  });
});
