import { screen, within } from '@testing-library/react';
import { Button, DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { CASE_STEP_TYPES } from '@sagitta/domain';
import { renderInApp } from '../../../../test/render';
import { aCase } from '../testing/cases-server';
import { CaseTable, STEP_COLORS } from './case-table';

/** WCAG's relative luminance of a `#rrggbb` colour. */
function luminance(hex: string): number {
  const [r = 0, g = 0, b = 0] = (hex.slice(1).match(/../g) ?? []).map((pair) => {
    const channel = parseInt(pair, 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG's contrast ratio of two `#rrggbb` colours. */
function contrast(one: string, other: string): number {
  const [light, dark] = [luminance(one), luminance(other)].sort((a, b) => b - a);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

describe('CaseTable', () => {
  it('names itself by its caption and shows the case fields, without links by default', () => {
    renderInApp(
      <CaseTable
        caption="Queue"
        cases={[aCase(1, { patient: { ...aCase(1).patient, firstName: null, familyName: null } })]}
      />,
    );
    const table = screen.getByRole('table', { name: 'Queue' });
    expect(within(table).getAllByRole('columnheader')).toHaveLength(11);
    expect(within(table).getByRole('rowheader')).toHaveTextContent(
      'Unnamed patientProduct ID SP-0001',
    );
    expect(within(table).queryByRole('link')).not.toBeInTheDocument();
  });

  it('adds a column of actions per row for the lists that need one', () => {
    renderInApp(
      <CaseTable
        caption="All cases"
        cases={[aCase(1), aCase(2)]}
        caseHref={(item) => `/case/history/${item.id}`}
        actions={(item) => <Button size="xs">{item.patient.productId}</Button>}
      />,
    );
    const table = screen.getByRole('table', { name: 'All cases' });
    expect(within(table).getAllByRole('columnheader').at(-1)).toHaveTextContent('Actions');
    expect(within(table).getByRole('button', { name: 'SP-0002' })).toBeVisible();
    expect(within(table).getAllByRole('link')).toHaveLength(2);
  });

  it('writes every step badge at WCAG AA contrast: the light variant’s shade 9 on shade 0', () => {
    for (const step of CASE_STEP_TYPES) {
      const shades = DEFAULT_THEME.colors[STEP_COLORS[step]];
      expect(contrast(shades?.[9] ?? '', shades?.[0] ?? ''), step).toBeGreaterThanOrEqual(4.5);
    }
  });
});
