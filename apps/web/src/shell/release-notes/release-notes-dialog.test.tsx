import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { advance } from '../../../test/timers';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReleaseNotes } from '@sagitta/domain';
import { initI18n } from '../../lib/i18n';
import { ReleaseNotesDialog } from './release-notes-dialog';

const notes: ReleaseNotes = [
  {
    listMarker: '1.',
    title: 'Surgical strategy',
    subnotes: [{ description: 'Rods can be added to an intake form.', indentType: 'single' }],
  },
  {
    listMarker: '2.',
    title: 'Worklist',
    subnotes: [
      {
        description: 'The worklist refreshes itself.',
        indentType: 'double',
        media: [{ type: 'image', identifier: 'spine-overview.svg' }],
      },
    ],
  },
];

function renderDialog() {
  const onConfirm = vi.fn();
  const onClose = vi.fn();
  render(
    <MantineProvider env="test">
      <ReleaseNotesDialog
        opened
        release={{ name: '2.2.0', notes }}
        confirming={false}
        onConfirm={onConfirm}
        onClose={onClose}
      />
    </MantineProvider>,
  );
  return { onConfirm, onClose };
}

/** jsdom has no layout: give the scroll box the sizes a browser would compute. */
function layOut(element: HTMLElement, sizes: { scrollHeight: number; clientHeight: number }) {
  Object.defineProperty(element, 'scrollHeight', { configurable: true, value: sizes.scrollHeight });
  Object.defineProperty(element, 'clientHeight', { configurable: true, value: sizes.clientHeight });
  Object.defineProperty(element, 'scrollTop', { configurable: true, writable: true, value: 0 });
}

beforeAll(() => {
  initI18n('en-US');
});

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('ReleaseNotesDialog', () => {
  it('enables Confirm only once the notes are scrolled to within 5 px of the end', async () => {
    const { onConfirm } = renderDialog();
    expect(screen.getByRole('dialog', { name: '2.2.0 Release Notes' })).toBeVisible();
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    expect(confirm).toBeDisabled();
    expect(confirm).toHaveAccessibleDescription('Scroll to the end of the notes to confirm.');

    const box = screen.getByRole('region', { name: 'Notes of the 2.2.0 release' });
    layOut(box, { scrollHeight: 1000, clientHeight: 200 });
    advance(500);
    expect(confirm).toBeDisabled();

    box.scrollTop = 400;
    advance(500);
    expect(confirm).toBeDisabled();

    box.scrollTop = 796; // 4 px short of the end
    advance(500);
    expect(confirm).toBeEnabled();

    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    await user.click(confirm);
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('stays disabled 6 px short of the end', async () => {
    renderDialog();
    const box = screen.getByRole('region', { name: 'Notes of the 2.2.0 release' });
    layOut(box, { scrollHeight: 1000, clientHeight: 200 });
    box.scrollTop = 794;
    advance(1500);
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeDisabled();
  });

  it('enables Confirm at once when the notes fit in the box', () => {
    vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(150);
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(300);
    renderDialog();
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeEnabled();
    expect(screen.queryByText('Scroll to the end of the notes to confirm.')).toBeNull();
  });

  it('can always be closed', async () => {
    const { onClose, onConfirm } = renderDialog();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    const close = screen.getByRole('button', { name: 'Close' });
    expect(close).toBeEnabled();
    await user.click(close);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('shows each main note with its marker and its subnotes by indent level', () => {
    renderDialog();
    expect(screen.getByText('Surgical strategy').textContent).toBe('1.Surgical strategy');
    const single = screen.getByText('Rods can be added to an intake form.').closest('li');
    const double = screen.getByText('The worklist refreshes itself.').closest('li');
    expect(single).toHaveAttribute('data-indent-level', '1');
    expect(double).toHaveAttribute('data-indent-level', '2');
    expect(
      screen.getByRole('img', { name: 'Illustration for: The worklist refreshes itself.' }),
    ).toHaveAttribute('src', '/release-media/spine-overview.svg');
  });
});
