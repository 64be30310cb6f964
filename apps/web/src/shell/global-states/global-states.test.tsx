import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInApp } from '../../../test/render';
import { errorState } from '../../lib/error-state';
import { GlobalStates } from './global-states';

function resize(width: number, height: number) {
  act(() => {
    Object.assign(window, { innerWidth: width, innerHeight: height });
    window.dispatchEvent(new Event('resize'));
  });
}

afterEach(() => {
  resize(1400, 900);
  act(() => {
    errorState.setOffline(false);
    errorState.dismissGeneric();
  });
});

describe('the global error states', () => {
  it('shows nothing while all is well', () => {
    resize(1400, 900);
    renderInApp(<GlobalStates />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows Resolution Not Supported without buttons while the window is too small', () => {
    renderInApp(<GlobalStates />);
    resize(1100, 700);
    const dialog = screen.getByRole('dialog', { name: 'Resolution Not Supported' });
    expect(dialog.querySelectorAll('button')).toHaveLength(0);
    resize(1400, 600);
    expect(screen.getByRole('dialog', { name: 'Resolution Not Supported' })).toBeInTheDocument();
    resize(1400, 900);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the offline state while the browser is offline, with Refresh', () => {
    resize(1400, 900);
    renderInApp(<GlobalStates />);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(screen.getByRole('dialog', { name: 'Offline Connection Detected' })).toHaveTextContent(
      'You are currently offline and cannot access the portal',
    );
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the generic error for 400, 500 and 999 until cancelled', async () => {
    resize(1400, 900);
    renderInApp(<GlobalStates />);
    act(() => {
      errorState.raise(500);
    });
    const dialog = screen.getByRole('dialog', { name: 'Oops' });
    expect(dialog).toHaveTextContent('Something Went Wrong');
    expect(dialog).toHaveTextContent(
      'The application has encountered an error - our team has been notified. Please refresh to try again.',
    );
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('puts low resolution over offline over the generic error', () => {
    renderInApp(<GlobalStates />);
    act(() => {
      errorState.raise(999);
      errorState.raise(499);
    });
    expect(screen.getByRole('dialog', { name: 'Offline Connection Detected' })).toBeInTheDocument();
    resize(1000, 500);
    expect(screen.getByRole('dialog', { name: 'Resolution Not Supported' })).toBeInTheDocument();
    resize(1400, 900);
    act(() => {
      errorState.setOffline(false);
    });
    expect(screen.getByRole('dialog', { name: 'Oops' })).toBeInTheDocument();
  });
});
