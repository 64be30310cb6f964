import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../../test/render';
import type { ImageWindow, WindowRange } from '../window-level';
import { WindowControls } from './window-controls';

const RANGE: WindowRange = {
  min: 0,
  max: 4095,
  default: { center: 2048, width: 4096 },
  inverted: false,
};
/** Rescaled data with a narrow range: the sliders step by hundredths. */
const NARROW: WindowRange = { min: 0, max: 10, default: { center: 5, width: 10 }, inverted: false };

function renderControls(current: ImageWindow | null, range = RANGE, disabled = false) {
  const onChange = vi.fn<(next: ImageWindow | null) => void>();
  renderInApp(
    <WindowControls current={current} range={range} disabled={disabled} onChange={onChange} />,
  );
  return onChange;
}

const slider = (name: string) => screen.getByRole('slider', { name });

describe('WindowControls sliders', () => {
  it('names each slider and tells its range and value', () => {
    renderControls({ center: 100, width: 300 });
    expect(screen.getByText('Window level')).toBeVisible();
    expect(screen.getByText('Window width')).toBeVisible();
    expect(slider('Window level')).toHaveAttribute('aria-valuemin', '0');
    expect(slider('Window level')).toHaveAttribute('aria-valuemax', '4095');
    expect(slider('Window level')).toHaveAttribute('aria-valuenow', '100');
    // Widths run from a thousandth of the range (whole steps) to twice it.
    expect(slider('Window width')).toHaveAttribute('aria-valuemin', '5');
    expect(slider('Window width')).toHaveAttribute('aria-valuemax', '8190');
    expect(slider('Window width')).toHaveAttribute('aria-valuenow', '300');
  });

  it("starts from the image's own window when none is set", () => {
    renderControls(null);
    expect(slider('Window level')).toHaveAttribute('aria-valuenow', '2048');
    expect(slider('Window width')).toHaveAttribute('aria-valuenow', '4096');
  });

  it('moves the level by keyboard, keeping the width', async () => {
    const onChange = renderControls({ center: 100, width: 300 });
    slider('Window level').focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith({ center: 101, width: 300 });
    await userEvent.keyboard('{End}');
    expect(onChange).toHaveBeenLastCalledWith({ center: 4095, width: 300 });
  });

  it('moves the width by keyboard, keeping the level', async () => {
    const onChange = renderControls({ center: 100, width: 300 });
    slider('Window width').focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(onChange).toHaveBeenLastCalledWith({ center: 100, width: 299 });
    await userEvent.keyboard('{Home}');
    expect(onChange).toHaveBeenLastCalledWith({ center: 100, width: 5 });
  });

  it('steps by hundredths on a narrow range', async () => {
    const onChange = renderControls({ center: 5, width: 2 }, NARROW);
    slider('Window level').focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith({ center: 5.01, width: 2 });
    slider('Window width').focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith({ center: 5, width: 2.01 });
  });

  it('changes nothing while disabled', async () => {
    const onChange = renderControls({ center: 100, width: 300 }, RANGE, true);
    for (const name of ['Window level', 'Window width']) {
      expect(slider(name)).toHaveAttribute('aria-disabled', 'true');
      slider(name).focus();
      await userEvent.keyboard('{ArrowRight}');
    }
    expect(onChange).not.toHaveBeenCalled();
  });
});
