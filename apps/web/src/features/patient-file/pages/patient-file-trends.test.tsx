import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  NULL_REASON_WORDS,
  PARAMETER_NAMES,
  type PatientTrends,
  type TrendSeries,
} from '@sagitta/domain';
import { useFetchStub } from '../../../../test/fetch-stub';
import { PATIENT_ID } from '../testing/fixtures';
import { fileServer, fileServerState, renderPatientFile } from '../testing/render-patient-file';

const api = useFetchStub();

const NEEDS_3D = { value: null, unit: 'DEGREE', reason: { code: 'needs-3d-model' } } as const;

/** Two approved assessments: PI measured on both, SVA on the first only, axial rotation never. */
const twoAssessments: PatientTrends = {
  patientId: PATIENT_ID,
  points: [
    {
      assessmentId: '0b6f1a8e-0000-4000-8000-000000000001',
      examId: '0b6f1a8e-0000-4000-8000-0000000000e1',
      acquisitionDate: '2026-01-10',
      approvedAt: '2026-01-11T10:00:00.000Z',
      phase: 'PRE_OP',
    },
    {
      assessmentId: '0b6f1a8e-0000-4000-8000-000000000002',
      examId: '0b6f1a8e-0000-4000-8000-0000000000e2',
      acquisitionDate: null,
      approvedAt: '2026-06-11T10:00:00.000Z',
      phase: 'POST_OP',
    },
  ],
  series: [
    {
      key: 'PI',
      unit: 'DEGREE',
      values: [
        { value: 52.34, unit: 'DEGREE' },
        { value: 51.96, unit: 'DEGREE' },
      ],
    },
    {
      key: 'SVA',
      unit: 'MM',
      values: [
        { value: 38.2, unit: 'MM' },
        { value: null, unit: 'MM', reason: { code: 'no-calibration' } },
      ],
    },
    { key: 'axialRotation', unit: 'DEGREE', values: [NEEDS_3D, NEEDS_3D] },
  ] satisfies TrendSeries[],
  totalCount: 2,
  page: 1,
  limit: 50,
};

describe('PatientFilePage: the TRENDS sub-tab', () => {
  it('says there are no trends yet when the patient has no approved assessment (204)', async () => {
    api.stub(fileServer(fileServerState({ trends: null })));
    renderPatientFile(undefined, '?tab=TRENDS');

    expect(await screen.findByRole('tab', { name: 'Trends' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await screen.findByRole('heading', { name: 'No trends yet' })).toBeVisible();
    const call = api.calls.find((one) => one.url.startsWith('/api/v1/portal/trends?'));
    expect(Object.fromEntries(new URLSearchParams(call?.url.split('?')[1]))).toEqual({
      patientId: PATIENT_ID,
      limit: '50',
      page: '1',
    });
  });

  it('draws a chart per measured parameter and lists the unmeasured ones with their reason', async () => {
    api.stub(fileServer(fileServerState({ trends: twoAssessments })));
    renderPatientFile(undefined, '?tab=TRENDS');

    // The charts arrive with their own chunk (loaded lazily): the first import takes a while.
    const pi = await screen.findByRole('region', { name: PARAMETER_NAMES.PI }, { timeout: 15_000 });
    expect(
      within(pi).getByRole('img', {
        name: `${PARAMETER_NAMES.PI} over time, 2 values: the values are in its table.`,
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: PARAMETER_NAMES.SVA })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: PARAMETER_NAMES.axialRotation })).toBeNull();
    expect(
      screen.getByText(`${PARAMETER_NAMES.axialRotation}: ${NULL_REASON_WORDS['needs-3d-model']}`),
    ).toBeVisible();
    expect(screen.getByText('From 2 approved alignment assessments.')).toBeVisible();
  });

  it('shows a chart as a table: dates, phases, values, and a null with its reason (never 0)', async () => {
    api.stub(fileServer(fileServerState({ trends: twoAssessments })));
    renderPatientFile(undefined, '?tab=TRENDS');

    const sva = await screen.findByRole(
      'region',
      { name: PARAMETER_NAMES.SVA },
      { timeout: 15_000 },
    );
    const toggle = within(sva).getByRole('button', { name: 'Show as table' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);

    const table = within(sva).getByRole('table', { name: PARAMETER_NAMES.SVA });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'Acquisition datePhaseValue',
      '01/10/26Pre-op38.2 mm',
      // No acquisition date: the approval day stands in, as the server orders it.
      `06/11/26Post-opNot measured — ${NULL_REASON_WORDS['no-calibration']}`,
    ]);
    const back = within(sva).getByRole('button', { name: 'Show as chart' });
    expect(back).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(back);
    expect(within(sva).queryByRole('table')).toBeNull();
  });
});
