import { act, screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultTierFeatures } from '@sagitta/domain';
import { useFetchStub } from '../../../../test/fetch-stub';
import { aUser, jsonResponse } from '../../../../test/fixtures';
import { selectedPhysician } from '../../../lib/session/selected-physician';
import { sendSelectedPhysician } from '../testing/acting-physician';
import { anExam, examId, modeling, patientRecordId } from '../testing/exams';
import { renderWorklist, worklistServer } from '../testing/render-worklist';
import { recordRequestHeaders } from '../testing/request-headers';

const api = useFetchStub();

afterEach(() => {
  vi.restoreAllMocks();
  notifications.clean();
  selectedPhysician.write(null);
});

const modeled = anExam({ n: 1, familyName: 'Smith' });
const notModeled = anExam({
  n: 2,
  familyName: 'Martin',
  modelings: [modeling('NOT_MODELIZED', 1_700_000_000_000)],
});
const modeling12 = anExam({
  n: 3,
  familyName: 'Dupont',
  modelings: [modeling('IA_IN_PROGRESS', Date.now() - 12 * 60_000)],
});

/** A tab as `window.open` gives it, recording where it is sent. */
function stubNewTab() {
  const tab = {
    opener: window as Window | null,
    location: { replace: vi.fn<(url: string) => void>() },
    close: vi.fn(),
  };
  const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
  return { tab, open };
}

const launchText = (text: string) =>
  new Response(text, { status: 200, headers: { 'Content-Type': 'text/plain' } });

const rowOf = async (familyName: string) =>
  (await screen.findByRole('cell', { name: familyName })).closest('tr')!;

describe('WorklistPage: launching an exam', () => {
  it('opens the viewer for a modeled exam in a new tab, cut from the portal', async () => {
    api.stub(
      worklistServer({
        exams: [modeled, notModeled],
        launch: (id) => launchText(`{origin}/viewer/${id}\n`),
      }),
    );
    const { tab, open } = stubNewTab();
    renderWorklist();

    const row = await rowOf('Smith');
    expect(row).toHaveAccessibleDescription('Opens the exam in the viewer, in a new tab.');
    await userEvent.click(row);

    // The tab is opened inside the click (no popup blocking), then sent to the resolved URL.
    expect(open).toHaveBeenCalledWith('about:blank', '_blank');
    expect(tab.opener).toBeNull();
    await waitFor(() => {
      expect(tab.location.replace).toHaveBeenCalledWith(
        `${window.location.origin}/viewer/${examId(1)}`,
      );
    });
    const launch = api.calls.find((call) => call.url.startsWith('/launcher/'));
    expect(launch?.url).toBe(`/launcher/api/v1/launch/viewer?acquisitionId=${examId(1)}`);
  });

  it("links the patient's name to the patient file, without launching the viewer", async () => {
    api.stub(worklistServer({ exams: [modeled], launch: () => launchText('{origin}/viewer') }));
    const { open } = stubNewTab();
    const { router } = renderWorklist();

    const link = await screen.findByRole('link', { name: 'Smith' });
    expect(link).toHaveAttribute('href', `/patient/details/${patientRecordId(1)}`);
    link.focus();
    await userEvent.keyboard('{Enter}');

    await waitFor(() => {
      expect(router.state.location.pathname).toBe(`/patient/details/${patientRecordId(1)}`);
    });
    expect(open).not.toHaveBeenCalled();
    expect(api.calls.some((call) => call.url.startsWith('/launcher/'))).toBe(false);
  });

  it('opens the patient file on a click of the name, not the viewer', async () => {
    api.stub(worklistServer({ exams: [modeled], launch: () => launchText('{origin}/viewer') }));
    const { open } = stubNewTab();
    const { router } = renderWorklist();

    await userEvent.click(await screen.findByRole('link', { name: 'Smith' }));

    expect(router.state.location.pathname).toBe(`/patient/details/${patientRecordId(1)}`);
    expect(open).not.toHaveBeenCalled();
  });

  it('opens it from the keyboard: Enter on the row', async () => {
    api.stub(
      worklistServer({ exams: [modeled], launch: () => launchText('https://viewer.test/x') }),
    );
    const { tab } = stubNewTab();
    renderWorklist();

    const row = await rowOf('Smith');
    row.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => {
      expect(tab.location.replace).toHaveBeenCalledWith('https://viewer.test/x');
    });
  });

  it('opens the resolved URL itself when the browser blocked the early tab', async () => {
    api.stub(worklistServer({ exams: [modeled], launch: () => launchText('{origin}/viewer') }));
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderWorklist();

    await userEvent.click(await rowOf('Smith'));
    await waitFor(() => {
      expect(open).toHaveBeenLastCalledWith(
        `${window.location.origin}/viewer`,
        '_blank',
        'noopener,noreferrer',
      );
    });
  });

  it('does not launch an exam whose modeling failed or is running, and says why', async () => {
    api.stub(worklistServer({ exams: [notModeled, modeling12] }));
    const { open } = stubNewTab();
    renderWorklist();

    const failed = await rowOf('Martin');
    expect(failed).toHaveAttribute('data-launchable', 'false');
    expect(failed).not.toHaveAttribute('tabindex');
    // Its patient link stays a working link, announced as one.
    expect(within(failed).getByRole('link', { name: 'Martin' })).not.toHaveAttribute(
      'aria-disabled',
    );
    expect(failed).not.toHaveAttribute('aria-disabled');
    expect(failed).toHaveAttribute('title', 'Cannot be opened: the model was not processed.');
    expect(failed).toHaveAccessibleDescription('Cannot be opened: the model was not processed.');
    await userEvent.click(failed);

    const running = await rowOf('Dupont');
    expect(running).toHaveAccessibleDescription('Cannot be opened yet: modeling is in progress.');
    await userEvent.click(running);

    expect(open).not.toHaveBeenCalled();
    expect(api.calls.some((call) => call.url.startsWith('/launcher/'))).toBe(false);
  });

  it("closes the tab and tells the launcher's message when the launch fails", async () => {
    api.stub(
      worklistServer({
        exams: [modeled],
        launch: () => jsonResponse({ message: 'No images' }, 404),
      }),
    );
    const { tab } = stubNewTab();
    renderWorklist();

    await userEvent.click(await rowOf('Smith'));
    expect(await screen.findByText('The exam could not be opened: No images')).toBeVisible();
    expect(tab.close).toHaveBeenCalled();
    expect(tab.location.replace).not.toHaveBeenCalled();
    expect(api.globalFailures).toEqual([]);
  });

  it('tells a model not processed (409) in the toast too', async () => {
    api.stub(
      worklistServer({
        exams: [modeled],
        launch: () => jsonResponse({ message: 'Model not processed' }, 409),
      }),
    );
    const { tab } = stubNewTab();
    renderWorklist();

    await userEvent.click(await rowOf('Smith'));
    expect(
      await screen.findByText('The exam could not be opened: Model not processed'),
    ).toBeVisible();
    expect(tab.close).toHaveBeenCalled();
    expect(api.globalFailures).toEqual([]);
  });

  it('leaves a server failure to the common failure handler, without a toast on top', async () => {
    api.stub(
      worklistServer({
        exams: [modeled],
        launch: () => jsonResponse({ message: 'Internal Server Error' }, 500),
      }),
    );
    const { tab } = stubNewTab();
    renderWorklist();

    await userEvent.click(await rowOf('Smith'));
    await waitFor(() => {
      expect(tab.close).toHaveBeenCalled();
    });
    expect(api.globalFailures).toEqual([{ kind: 'error-state', code: 500 }]);
    // The toast would come once the failed launch has reached the page's handler.
    await act(() => Promise.resolve());
    expect(screen.queryByText(/The exam could not be opened/)).toBeNull();
  });

  it('refuses to open an address that is not a web page', async () => {
    api.stub(worklistServer({ exams: [modeled], launch: () => launchText('javascript:alert(1)') }));
    const { tab } = stubNewTab();
    renderWorklist();

    await userEvent.click(await rowOf('Smith'));
    expect(
      await screen.findByText(
        'The exam could not be opened: Refused to open a javascript: address',
      ),
    ).toBeVisible();
    expect(tab.close).toHaveBeenCalled();
    expect(tab.location.replace).not.toHaveBeenCalled();
  });

  it('asks the launcher as the acting physician for clinical staff', async () => {
    const physicianId = '5d0c7d39-3a44-4c55-9d85-5d7a3b0d0c01';
    selectedPhysician.write({
      userId: physicianId,
      institutionId: null,
      tierNumber: 3,
      tierFeatures: defaultTierFeatures(3),
      isBetaUser: false,
    });
    sendSelectedPhysician(api.globalFailures);
    api.stub(worklistServer({ exams: [modeled], launch: () => launchText('{origin}/viewer') }));
    const requests = recordRequestHeaders();
    const { tab } = stubNewTab();
    renderWorklist(aUser('CLINICAL_STAFF', { userId: 'b7f3f2a4-0000-4c55-9d85-5d7a3b0d0c77' }));

    await userEvent.click(await rowOf('Smith'));
    await waitFor(() => {
      expect(tab.location.replace).toHaveBeenCalled();
    });
    const launch = requests.find((request) => request.url.startsWith('/launcher/'));
    expect(launch?.headers.get('X-Physician-Id')).toBe(physicianId);
    expect(launch?.headers.get('X-Requested-With')).toBe('sagitta');
  });
});
