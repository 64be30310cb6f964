import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultTierFeatures } from '@sagitta/domain';
import { useFetchStub } from '../../../../test/fetch-stub';
import { aUser } from '../../../../test/fixtures';
import { selectedPhysician } from '../../../lib/session/selected-physician';
import { anExam, examIdOf, PATIENT_ID, surgeon } from '../testing/fixtures';
import {
  callsTo,
  fileServer,
  fileServerState,
  renderPatientFile,
} from '../testing/render-patient-file';

const api = useFetchStub();

afterEach(() => {
  selectedPhysician.write(null);
});

const tierOne = aUser('PHYSICIAN', { institutionTier: 1, tierFeatures: defaultTierFeatures(1) });
const tierThree = aUser('PHYSICIAN', { institutionTier: 3, tierFeatures: defaultTierFeatures(3) });

describe('PatientFilePage: the sub-tabs', () => {
  it('opens on EOS and shows the upgrade prompt on a sub-tab a tier 1 physician lacks', async () => {
    api.stub(fileServer(fileServerState()));
    renderPatientFile(tierOne);
    expect(await screen.findByRole('tab', { name: 'EOS' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.click(screen.getByRole('tab', { name: 'Alignment' }));
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByText('Upgrade to tier 3', { exact: false })).toBeVisible();
    expect(within(panel).getByText('No exams')).toBeVisible();
  });

  it('opens on the preferred sub-tab when the tier has it', async () => {
    api.stub(fileServer(fileServerState({ preferences: { patientFileTab: 'TRENDS' } })));
    renderPatientFile();
    expect(await screen.findByRole('tab', { name: 'Trends' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await screen.findByRole('heading', { name: 'No trends yet' })).toBeVisible();
  });

  it('opens on EOS when the tier lacks the preferred sub-tab, or the preferences fail', async () => {
    api.stub(fileServer(fileServerState({ preferences: { patientFileTab: 'STRATEGY' } })));
    const first = renderPatientFile(tierOne);
    expect(await screen.findByRole('tab', { name: 'EOS' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    first.unmount();

    api.stub(fileServer(fileServerState({ preferences: null })));
    renderPatientFile();
    expect(await screen.findByRole('tab', { name: 'EOS' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(api.globalFailures).toEqual([]);
  });

  it.each([
    ['Mobile', 'Images taken with the mobile app arrive with the mobile feature.'],
    ['IOA', 'Intra-operative images arrive with the intra-operative assessment feature.'],
    ['Planning reports', 'Surgical plan reports arrive with the reports feature.'],
    ['Surgical plan', 'Surgical plans arrive with the surgical planning feature.'],
    ['Strategy', 'The surgical strategy arrives with the strategy feature.'],
    ['Request plan', 'Plan requests arrive with the surgical planning feature.'],
  ])(
    'shows a tier 3 physician the %s sub-tab’s empty state, never a blank panel',
    async (tab, body) => {
      api.stub(fileServer(fileServerState()));
      renderPatientFile(tierThree);
      await userEvent.click(await screen.findByRole('tab', { name: tab }));
      const panel = screen.getByRole('tabpanel');
      expect(within(panel).getByText('Coming with a later release')).toBeVisible();
      expect(within(panel).getByText(body)).toBeVisible();
    },
  );

  it('gates by the selected physician’s tier for a representative without features of their own', async () => {
    selectedPhysician.write({
      userId: surgeon.id,
      institutionId: null,
      tierNumber: 1,
      tierFeatures: defaultTierFeatures(1),
      isBetaUser: false,
    });
    api.stub(fileServer(fileServerState()));
    renderPatientFile(aUser('SALES_REPRESENTATIVE', { tierFeatures: [], institutionTier: null }));
    await userEvent.click(await screen.findByRole('tab', { name: 'Surgical plan' }));
    expect(within(screen.getByRole('tabpanel')).getByText('No exams')).toBeVisible();
  });
});

describe('PatientFilePage: the EOS exams', () => {
  it('lists the exams with their preview, date, type, status, modeling and a viewer link', async () => {
    api.stub(
      fileServer(
        fileServerState({
          exams: [
            anExam(2, { examType: 'SURGICAL_PLAN', examStatus: 'READY_TO_REVIEW' }),
            anExam(1, {
              imageCount: 0,
              modeling: {
                id: examIdOf(99),
                creationTimestamp: '1700000000000',
                state: 'NOT_MODELIZED',
                modelType: null,
              },
            }),
          ],
        }),
      ),
    );
    renderPatientFile();
    const table = await screen.findByRole('table', { name: 'Patient exams' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const [plan, acquisition] = rows as [HTMLElement, HTMLElement];
    expect(plan).toHaveTextContent('03/12/26');
    expect(plan).toHaveTextContent('Surgical plan');
    expect(plan).toHaveTextContent('Ready to review');
    expect(plan).toHaveTextContent('Modeled');
    expect(
      await within(plan).findByRole('img', {
        name: 'Preview of the Surgical plan exam of 03/12/26',
      }),
    ).toHaveAttribute('src', expect.stringMatching(/^blob:/));
    expect(acquisition).toHaveTextContent('Acquisition');
    expect(acquisition).toHaveTextContent('—');
    expect(acquisition).toHaveTextContent('Model not processed');
    expect(acquisition).toHaveTextContent('No preview');
    expect(
      within(acquisition).getByRole('link', {
        name: 'Open the Acquisition exam of 03/11/26 in the viewer',
      }),
    ).toHaveAttribute('href', `/viewer/${examIdOf(1)}`);
    // Only the exam with images asks for a preview, small.
    expect(callsTo(api.calls, 'GET', '/previews').map((call) => call.url)).toEqual([
      `/api/v1/portal/acquisitions/${examIdOf(2)}/previews?size=Small`,
    ]);
    expect(callsTo(api.calls, 'GET', `/patients/${PATIENT_ID}/exams/latest`)[0]?.url).toContain(
      'page=1&limit=20',
    );
  });

  it('pages the exams by 20', async () => {
    const exams = Array.from({ length: 25 }, (_, index) => anExam(index + 1));
    api.stub(fileServer(fileServerState({ exams })));
    renderPatientFile();
    const table = await screen.findByRole('table', { name: 'Patient exams' });
    expect(within(table).getAllByRole('row')).toHaveLength(21);
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => {
      expect(within(table).getAllByRole('row')).toHaveLength(6);
    });
    expect(screen.getByText('25 exams')).toBeVisible();
    expect(callsTo(api.calls, 'GET', '/exams/latest').at(-1)?.url).toContain('page=2');
  });

  it('says so when the patient has no exams', async () => {
    api.stub(fileServer(fileServerState()));
    renderPatientFile();
    expect(await screen.findByText('This patient has no exams yet.')).toBeVisible();
  });
});

describe('PatientFilePage: who saw this patient', () => {
  const history = {
    items: [
      {
        at: '2026-03-14T09:30:00.000Z',
        actor: { id: surgeon.id, firstName: 'Maria', lastName: 'Chen', suffix: 'MD' },
        roles: ['PHYSICIAN'],
        action: 'patient.read',
        outcome: 'success',
      },
      {
        at: '2026-03-14T09:00:00.000Z',
        actor: null,
        roles: ['SALES_REPRESENTATIVE'],
        action: 'some.future.action',
        outcome: 'denied',
      },
    ],
    totalCount: 2,
  };

  it('shows the physician the access history with readable actions', async () => {
    api.stub(fileServer(fileServerState({ history })));
    renderPatientFile();
    await userEvent.click(await screen.findByRole('tab', { name: 'Who saw this patient' }));
    const table = await screen.findByRole('table', { name: 'Who saw this patient' });
    const [first, second] = within(table).getAllByRole('row').slice(1) as [
      HTMLElement,
      HTMLElement,
    ];
    expect(first).toHaveTextContent('Maria CHEN, MD');
    expect(first).toHaveTextContent('Physician');
    expect(first).toHaveTextContent('Opened the patient file');
    expect(first).toHaveTextContent('Success');
    expect(second).toHaveTextContent('Unknown user');
    expect(second).toHaveTextContent('Sales representative');
    expect(second).toHaveTextContent('some.future.action');
    expect(second).toHaveTextContent('Denied');
  });

  it('shows it to clinical staff, but not to a sales representative', async () => {
    api.stub(fileServer(fileServerState({ history })));
    const staff = renderPatientFile(aUser('CLINICAL_STAFF'));
    expect(await screen.findByRole('tab', { name: 'Who saw this patient' })).toBeVisible();
    staff.unmount();

    renderPatientFile(aUser('SALES_REPRESENTATIVE'));
    await screen.findByRole('tab', { name: 'EOS' });
    expect(screen.queryByRole('tab', { name: 'Who saw this patient' })).not.toBeInTheDocument();
    expect(callsTo(api.calls, 'GET', '/access-history')).toEqual([]);
  });
});
