import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Notifications } from '@mantine/notifications';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../test/render';
import { toast } from './toasts';

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  vi.useRealTimers();
});

const advance = async (ms: number) => {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
};

describe('toasts', () => {
  it('shows a toast for 5 s', async () => {
    renderInApp(<Notifications />);
    act(() => {
      toast({ type: 'success', message: 'Saved', position: 'bottom-left' });
    });
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close the message' })).toBeInTheDocument();
    await advance(4_500);
    expect(screen.getByText('Saved')).toBeInTheDocument();
    await advance(1_500);
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });

  it('offers an undo for 4 s, which calls back and closes the toast', async () => {
    renderInApp(<Notifications />);
    const onUndo = vi.fn();
    act(() => {
      toast({ type: 'info', message: 'Connection removed', onUndo });
    });
    const undo = await screen.findByRole('button', { name: 'Undo' });
    await userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) }).click(undo);
    expect(onUndo).toHaveBeenCalledOnce();
    await advance(1_000);
    expect(screen.queryByText('Connection removed')).not.toBeInTheDocument();
  });

  it('closes an undo toast by itself after 4 s', async () => {
    renderInApp(<Notifications />);
    act(() => {
      toast({ type: 'error', message: 'Not saved', onUndo: () => undefined });
    });
    expect(await screen.findByText('Not saved')).toBeInTheDocument();
    await advance(3_500);
    expect(screen.getByText('Not saved')).toBeInTheDocument();
    await advance(1_500);
    expect(screen.queryByText('Not saved')).not.toBeInTheDocument();
  });
});
