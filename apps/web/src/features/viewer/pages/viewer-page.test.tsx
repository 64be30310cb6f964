import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACTING_PHYSICIAN_HEADER, PRODUCT_NAME, type ExamDetail } from '@sagitta/domain';
import { useFetchStub, type RecordedCall } from '../../../../test/fetch-stub';
import { aUser, jsonResponse } from '../../../../test/fixtures';
import { renderInApp } from '../../../../test/render';
import { layOutEveryElement } from '../../../../test/stage-layout';
import { configureHttp } from '../../../lib/http';
import { initI18n } from '../../../lib/i18n';
import { selectedPhysician } from '../../../lib/session/selected-physician';
import type { ExamImage } from '../api';
import ViewerPage from './viewer-page';

const EXAM_ID = '3f2a9c1e-8b7d-4e6f-a5c4-1d2e3f4a5b6c';
const FRONTAL_ID = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const LATERAL_ID = '5e6f7a8b-9c0d-4e1f-a2b3-c4d5e6f7a8b9';
const OTHER_ID = '9f8e7d6c-5b4a-4c3d-8e2f-1a0b9c8d7e6f';

const image = (
  instanceId: string,
  view: ExamImage['view'],
  extra: Partial<ExamImage> = {},
): ExamImage => ({
  instanceId,
  seriesDescription: null,
  view,
  // A full-spine radiograph: twice as tall as wide.
  rows: 2000,
  columns: 1000,
  previewAvailable: true,
  // Not decoded yet: windows move in the assumed 12-bit range.
  defaultWindow: null,
  valueRange: null,
  photometric: null,
  ...extra,
});

function anExam(images: ExamImage[]): ExamDetail {
  return {
    id: EXAM_ID,
    series: {
      description: 'EOS',
      study: {
        date: '2024-07-01',
        description: 'Full spine AP/LAT',
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
    images,
  };
}

/** The server answers lateral first: the viewer must still show frontal first. */
const BOTH_VIEWS = anExam([image(LATERAL_ID, 'LATERAL'), image(FRONTAL_ID, 'FRONTAL')]);

const png = () =>
  new Response(new Uint8Array([137, 80, 78, 71]), { headers: { 'Content-Type': 'image/png' } });

const { calls, globalFailures, stub } = useFetchStub();

/** Stubs the exam and its images; `answer` may answer a call first. */
function serve(
  exam: ExamDetail,
  answer: (call: RecordedCall) => Response | undefined = () => undefined,
) {
  stub((call) => answer(call) ?? (call.url.includes('/images/') ? png() : jsonResponse(exam)));
}

const imageCalls = (instanceId: string) =>
  calls.filter((call) => call.url.includes(`/images/${instanceId}`)).map((call) => call.url);

const renderViewer = () =>
  renderInApp(<ViewerPage />, {
    path: '/viewer/:id',
    entry: `/viewer/${EXAM_ID}`,
    user: aUser('PHYSICIAN'),
  });

const stage = (name: string) => screen.getByRole('application', { name });
const pictureOf = (name: string) => stage(name).querySelector('img');
const zoom = () => screen.getByRole('status', { name: 'Zoom' });

/** The mapping the picture is drawn with: screen = offset + image × scale. */
function drawnViewport(name: string) {
  const transform = pictureOf(name)?.style.transform ?? '';
  const match = /translate\((-?[\d.e-]+)px, (-?[\d.e-]+)px\) scale\(([\d.e-]+)\)/.exec(transform);
  if (match === null) throw new Error(`no viewport in ${JSON.stringify(transform)}`);
  return { offsetX: Number(match[1]), offsetY: Number(match[2]), scale: Number(match[3]) };
}

/** Renders the viewer and waits until the frontal picture is on its stage. */
async function openViewer(exam: ExamDetail = BOTH_VIEWS) {
  serve(exam);
  const rendered = renderViewer();
  await waitFor(() => {
    expect(pictureOf('Frontal image')).not.toBeNull();
  });
  return rendered;
}

beforeEach(() => {
  initI18n('en-US');
  layOutEveryElement();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  window.sessionStorage.clear();
});

describe('ViewerPage', () => {
  it('shows the patient banner: name, patient ID, birth date and age, sex, exam date, description', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 2, 13, 10, 0));
    serve(BOTH_VIEWS);
    renderViewer();

    expect(await screen.findByRole('heading', { level: 1, name: 'Jane DOE' })).toBeVisible();
    const banner = screen.getByRole('region', { name: 'Patient and exam' });
    const facts = Object.fromEntries(
      within(banner)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(facts).toEqual({
      'Patient ID': 'PT-0042',
      // Her 64th birthday is tomorrow.
      'Date of birth': '03/14/62 (63 y)',
      Sex: 'Female',
      'Exam date': '07/01/24',
      Description: 'Full spine AP/LAT',
    });
    expect(calls[0]?.url).toBe(`/api/v1/portal/acquisitions/${EXAM_ID}`);
    // The shell titles the tab from the route's name.
    expect(`${PRODUCT_NAME} | ${initI18n('en-US').t('routes.viewer')}`).toBe('Sagitta | Viewer');
  });

  it('shows the frontal image before the lateral one, each rendered with its own window', async () => {
    await openViewer();
    expect(
      screen.getAllByRole('application').map((each) => each.getAttribute('aria-label')),
    ).toEqual(['Frontal image', 'Lateral image']);
    await waitFor(() => {
      expect(pictureOf('Lateral image')).not.toBeNull();
    });
    const path = `/api/v1/portal/acquisitions/${EXAM_ID}/images`;
    expect(imageCalls(FRONTAL_ID)).toEqual([`${path}/${FRONTAL_ID}?size=Large`]);
    expect(imageCalls(LATERAL_ID)).toEqual([`${path}/${LATERAL_ID}?size=Large`]);
    expect(pictureOf('Frontal image')?.getAttribute('src')).toMatch(/^blob:/);
  });

  it('shows "Preview unavailable" in place of an image the server cannot render', async () => {
    await openViewer(
      anExam([image(FRONTAL_ID, 'FRONTAL'), image(OTHER_ID, null, { previewAvailable: false })]),
    );
    expect(screen.getByText('Image 2')).toBeVisible();
    expect(screen.getByText('Preview unavailable')).toBeVisible();
    expect(screen.getAllByRole('application')).toHaveLength(1);
    expect(imageCalls(OTHER_ID)).toEqual([]);
  });

  it('says so when the exam has no images', async () => {
    serve(anExam([]));
    renderViewer();
    expect(await screen.findByText('This exam has no images to show.')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Jane DOE' })).toBeVisible();
    expect(screen.queryByRole('toolbar')).not.toBeInTheDocument();
  });

  it('answers an exam out of reach (404) with "not found or not available", not the error state', async () => {
    serve(BOTH_VIEWS, () => jsonResponse({ error: 'NotFound', message: 'Exam not found' }, 404));
    renderViewer();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Exam not found or not available to you',
    );
    expect(globalFailures).toEqual([]);
  });

  it('shows an image the server cannot render (404) as such, in its place', async () => {
    serve(BOTH_VIEWS, (call) =>
      call.url.includes(LATERAL_ID) ? jsonResponse({ message: 'No images' }, 404) : undefined,
    );
    renderViewer();
    expect(await screen.findByRole('alert')).toHaveTextContent('This image could not be loaded.');
    expect(pictureOf('Frontal image')).not.toBeNull();
    expect(globalFailures).toEqual([]);
  });

  it('leaves a server failure of an image to the common failure handler as well', async () => {
    serve(BOTH_VIEWS, (call) =>
      call.url.includes(LATERAL_ID) ? jsonResponse({ message: 'Boom' }, 500) : undefined,
    );
    renderViewer();
    expect(await screen.findByRole('alert')).toHaveTextContent('This image could not be loaded.');
    expect(globalFailures).toEqual([{ kind: 'error-state', code: 500 }]);
  });

  it('renders again with windowCenter and windowWidth once the window has settled for 250 ms', async () => {
    await openViewer();
    const firstPicture = pictureOf('Frontal image')?.getAttribute('src');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });

    // Three quick presses: one rendering, with the last window.
    for (let press = 0; press < 3; press += 1)
      fireEvent.keyDown(stage('Frontal image'), { key: 'w' });
    expect(screen.getByText(/L 2048 \/ W 4288/)).toBeVisible();
    await act(() => vi.advanceTimersByTimeAsync(249));
    expect(imageCalls(FRONTAL_ID)).toHaveLength(1);

    await act(() => vi.advanceTimersByTimeAsync(1));
    await vi.waitFor(() => {
      expect(imageCalls(FRONTAL_ID)).toHaveLength(2);
    });
    expect(imageCalls(FRONTAL_ID)[1]).toBe(
      `/api/v1/portal/acquisitions/${EXAM_ID}/images/${FRONTAL_ID}?size=Large&windowCenter=2048&windowWidth=4288`,
    );
    await vi.waitFor(() => {
      expect(pictureOf('Frontal image')?.getAttribute('src')).not.toBe(firstPicture);
    });
    // Only the image whose window changed is rendered again.
    expect(imageCalls(LATERAL_ID)).toHaveLength(1);
  });

  it('keeps the old picture on screen until the new rendering arrives, then lets it go', async () => {
    const revoke = vi.spyOn(URL, 'revokeObjectURL');
    let release: (response: Response) => void = () => undefined;
    stub((call) => {
      if (call.url.includes('windowCenter')) {
        return new Promise<Response>((resolve) => {
          release = resolve;
        });
      }
      return call.url.includes('/images/') ? png() : jsonResponse(BOTH_VIEWS);
    });
    const { unmount } = renderViewer();
    await waitFor(() => {
      expect(pictureOf('Frontal image')).not.toBeNull();
    });
    const firstPicture = pictureOf('Frontal image')?.getAttribute('src') ?? '';

    await userEvent.click(screen.getByRole('button', { name: 'Bone' }));
    expect(screen.getByRole('button', { name: 'Bone' })).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText('Rendering the image with the new window…')).toBeVisible();
    expect(pictureOf('Frontal image')?.getAttribute('src')).toBe(firstPicture);
    expect(imageCalls(FRONTAL_ID).at(-1)).toContain('windowCenter=2662&windowWidth=2458');

    release(png());
    await waitFor(() => {
      expect(pictureOf('Frontal image')?.getAttribute('src')).not.toBe(firstPicture);
    });
    // Revoked by an effect's cleanup, which React may run just after the new picture shows.
    await waitFor(() => {
      expect(revoke).toHaveBeenCalledWith(firstPicture);
    });
    const secondPicture = pictureOf('Frontal image')?.getAttribute('src');
    unmount();
    expect(revoke).toHaveBeenCalledWith(secondPicture);
  });

  it("moves the window in the image's own range, from its own window", async () => {
    const decoded = {
      defaultWindow: { center: 1800, width: 1200 },
      valueRange: { min: 0, max: 3000 },
    };
    await openViewer(
      anExam([
        image(FRONTAL_ID, 'FRONTAL', { ...decoded, photometric: 'MONOCHROME2' }),
        image(LATERAL_ID, 'LATERAL', { ...decoded, photometric: 'MONOCHROME1' }),
      ]),
    );
    const level = screen.getByRole('slider', { name: 'Window level' });
    expect(level).toHaveAttribute('aria-valuemax', '3000');
    expect(level).toHaveAttribute('aria-valuenow', '1800');

    // Bone is the bright end: the high values here…
    await userEvent.click(screen.getByRole('button', { name: 'Bone' }));
    expect(screen.getByText(/L 1980 \/ W 720/)).toBeVisible();
    // …and the low ones for the MONOCHROME1 lateral image, shown inverted.
    await userEvent.click(stage('Lateral image'));
    await userEvent.click(screen.getByRole('button', { name: 'Bone' }));
    expect(screen.getByText(/L 1620 \/ W 720/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Soft tissue' }));
    expect(screen.getByText(/L 1980 \/ W 1680/)).toBeVisible();
    await waitFor(() => {
      expect(imageCalls(LATERAL_ID).at(-1)).toContain('windowCenter=1980&windowWidth=1680');
    });
  });

  it('zooms with the wheel around the cursor: the image point under it stays put', async () => {
    await openViewer();
    expect(zoom()).toHaveTextContent('30%');
    const before = drawnViewport('Frontal image');
    const cursor = { x: 420, y: 150 };
    const under = {
      x: (cursor.x - before.offsetX) / before.scale,
      y: (cursor.y - before.offsetY) / before.scale,
    };

    fireEvent.wheel(stage('Frontal image'), { deltaY: -100, clientX: cursor.x, clientY: cursor.y });

    const after = drawnViewport('Frontal image');
    expect(after.scale).toBeGreaterThan(before.scale);
    expect(after.offsetX + under.x * after.scale).toBeCloseTo(cursor.x, 6);
    expect(after.offsetY + under.y * after.scale).toBeCloseTo(cursor.y, 6);
  });

  it('pans with a drag and changes the window with a right-drag', async () => {
    await openViewer();
    const frontal = stage('Frontal image');
    const before = drawnViewport('Frontal image');
    fireEvent.pointerDown(frontal, { button: 0, pointerId: 1, clientX: 300, clientY: 300 });
    fireEvent.pointerMove(frontal, { pointerId: 1, clientX: 330, clientY: 280 });
    fireEvent.pointerUp(frontal, { pointerId: 1, clientX: 330, clientY: 280 });
    expect(drawnViewport('Frontal image')).toEqual({
      ...before,
      offsetX: before.offsetX + 30,
      offsetY: before.offsetY - 20,
    });

    fireEvent.pointerDown(frontal, { button: 2, pointerId: 2, clientX: 300, clientY: 300 });
    fireEvent.pointerMove(frontal, { pointerId: 2, clientX: 400, clientY: 300 });
    fireEvent.pointerUp(frontal, { pointerId: 2 });
    // 4095 values over 1024 pixels: 100 pixels to the right widen the window by 400.
    expect(screen.getByText(/L 2048 \/ W 4496/)).toBeVisible();
  });

  it('takes keyboard shortcuts on the focused image: zoom, fit, pan, window, reset', async () => {
    await openViewer();
    const frontal = stage('Frontal image');
    // The images are what the tab opened for: the first has the focus.
    await waitFor(() => {
      expect(frontal).toHaveFocus();
    });
    const fitted = drawnViewport('Frontal image');
    expect(fitted).toEqual({ scale: 0.3, offsetX: 250, offsetY: 0 });

    await userEvent.keyboard('+');
    expect(zoom()).toHaveTextContent('38%');
    await userEvent.keyboard('-');
    expect(zoom()).toHaveTextContent('30%');
    await userEvent.keyboard('{ArrowRight}');
    expect(drawnViewport('Frontal image').offsetX).toBeCloseTo(210, 9);
    await userEvent.keyboard('0');
    expect(drawnViewport('Frontal image')).toEqual(fitted);

    await userEvent.keyboard('{Shift>}L{/Shift}');
    expect(screen.getByText(/L 1984 \/ W 4096/)).toBeVisible();
    await userEvent.keyboard('++r');
    expect(zoom()).toHaveTextContent('30%');
    expect(screen.getByText('Window from the image')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Default' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('moves between the images with Tab; the tools follow the focused image', async () => {
    await openViewer();
    await waitFor(() => {
      expect(stage('Frontal image')).toHaveFocus();
    });
    expect(screen.getByRole('toolbar', { name: 'Image tools: Frontal image' })).toBeVisible();

    await userEvent.tab();
    expect(stage('Lateral image')).toHaveFocus();
    expect(screen.getByRole('toolbar', { name: 'Image tools: Lateral image' })).toBeVisible();
    await userEvent.keyboard('+');
    expect(drawnViewport('Lateral image').scale).toBeCloseTo(0.375, 9);
    expect(drawnViewport('Frontal image').scale).toBe(0.3);

    await userEvent.tab({ shift: true });
    expect(stage('Frontal image')).toHaveFocus();
  });

  it('lists the shortcuts in a dialog that ? opens, and gives the focus back on closing', async () => {
    await openViewer();
    await waitFor(() => {
      expect(stage('Frontal image')).toHaveFocus();
    });

    await userEvent.keyboard('?');
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(within(dialog).getByRole('row', { name: /Zoom in/ })).toBeVisible();
    expect(within(dialog).getByRole('row', { name: /Next image/ })).toBeVisible();
    // Keys typed in the dialog are not shortcuts.
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('+');
    expect(zoom()).toHaveTextContent('30%');

    await userEvent.keyboard('{Escape}');
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    await waitFor(() => {
      expect(stage('Frontal image')).toHaveFocus();
    });
  });

  it('leaves the sliders their arrow keys', async () => {
    await openViewer();
    const level = screen.getByRole('slider', { name: 'Window level' });
    const before = drawnViewport('Frontal image');
    level.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(drawnViewport('Frontal image')).toEqual(before);
    expect(screen.getByText(/L 2049 \/ W 4096/)).toBeVisible();
  });

  it('sends the acting physician with the image requests of clinical staff', async () => {
    selectedPhysician.write({
      userId: 'a7b8c9d0-1e2f-4a3b-8c4d-5e6f7a8b9c0d',
      institutionId: null,
      tierNumber: 3,
      tierFeatures: [],
      isBetaUser: false,
    });
    // As main.tsx wires the http client (the fetch stub sends no acting physician).
    configureHttp({
      effects: { apply: () => undefined },
      actingPhysicianId: () => selectedPhysician.read()?.userId ?? null,
    });
    const headers: Headers[] = [];
    vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
      if (url.includes('/images/')) headers.push(new Headers(init?.headers));
      return Promise.resolve(url.includes('/images/') ? png() : jsonResponse(BOTH_VIEWS));
    });
    renderViewer();
    await waitFor(() => {
      expect(headers).toHaveLength(2);
    });
    for (const sent of headers) {
      expect(sent.get(ACTING_PHYSICIAN_HEADER)).toBe('a7b8c9d0-1e2f-4a3b-8c4d-5e6f7a8b9c0d');
      expect(sent.get('X-Requested-With')).toBe('sagitta');
    }
  });
});
