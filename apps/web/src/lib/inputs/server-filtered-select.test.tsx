import { useState } from 'react';
import type { ComboboxItem } from '@mantine/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../test/render';
import { ServerFilteredSelect, type ServerLookup } from './server-filtered-select';

const MOREAU = { value: 'moreau', label: 'Paul MOREAU' };
const CHEN = { value: 'chen', label: 'Maria CHEN' };

function fakeLookup() {
  return {
    searching: false,
    search: vi.fn<(text: string) => void>(),
    start: vi.fn<() => void>(),
  } satisfies ServerLookup;
}

function Physician({
  lookup,
  options,
  initialChoice = null,
}: {
  lookup: ServerLookup;
  options: readonly ComboboxItem[];
  initialChoice?: ComboboxItem | null;
}) {
  const [value, setValue] = useState<string | null>(initialChoice?.value ?? null);
  return (
    <ServerFilteredSelect
      label="Physician"
      lookup={lookup}
      options={options}
      messages={{ searching: 'Searching…', noMatch: 'No match' }}
      initialChoice={initialChoice}
      value={value}
      onChange={(option) => {
        setValue(option?.value ?? null);
      }}
    />
  );
}

describe('ServerFilteredSelect', () => {
  it('lists what the server found, unfiltered, and sends what is typed, not the label picked', async () => {
    const lookup = fakeLookup();
    renderInApp(<Physician lookup={lookup} options={[CHEN, MOREAU]} />);
    const field = screen.getByRole('combobox', { name: 'Physician' });

    await userEvent.click(field);
    expect(lookup.start).toHaveBeenCalled();
    await userEvent.type(field, 'mor');
    expect(lookup.search).toHaveBeenLastCalledWith('mor');
    // The server matched both: a local filter on "mor" would hide Maria CHEN.
    expect(screen.getByRole('option', { name: 'Maria CHEN', hidden: true })).toBeTruthy();
    await userEvent.click(screen.getByRole('option', { name: 'Paul MOREAU', hidden: true }));

    expect(field).toHaveValue('Paul MOREAU');
    expect(lookup.search).not.toHaveBeenCalledWith('Paul MOREAU');
  });

  it('keeps showing the option chosen before, whatever the server finds later', async () => {
    const lookup = fakeLookup();
    function Later() {
      const [options, setOptions] = useState<readonly ComboboxItem[]>([]);
      return (
        <>
          <Physician lookup={lookup} options={options} initialChoice={MOREAU} />
          <button
            type="button"
            onClick={() => {
              setOptions([CHEN]);
            }}
          >
            Answer
          </button>
        </>
      );
    }
    renderInApp(<Later />);
    const field = screen.getByRole('combobox', { name: 'Physician' });
    expect(field).toHaveValue('Paul MOREAU');
    await userEvent.click(screen.getByRole('button', { name: 'Answer' }));
    expect(field).toHaveValue('Paul MOREAU');
    // Showing the chosen label is no search either.
    expect(lookup.search).not.toHaveBeenCalled();
  });
});
