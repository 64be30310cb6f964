import { screen, within } from '@testing-library/react';
import { Button } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../../../../test/render';
import { aCase } from '../testing/cases-server';
import { CaseTable } from './case-table';

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
});
