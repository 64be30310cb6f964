import { describe, expect, it } from 'vitest';
import type { KeyPress } from '../shortcuts';
import { CROSSHAIR_STEP_PX, measureCommandForKey } from './measure-keys';

const press = (key: string, modifiers: Partial<KeyPress> = {}): KeyPress => ({
  key,
  shiftKey: false,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  ...modifiers,
});

describe('measureCommandForKey', () => {
  it('nudges the selected landmark by one image pixel, ten with Shift', () => {
    expect(measureCommandForKey(press('ArrowLeft'), true)).toEqual({
      kind: 'nudge',
      dx: -1,
      dy: 0,
    });
    expect(measureCommandForKey(press('ArrowDown', { shiftKey: true }), true)).toEqual({
      kind: 'nudge',
      dx: 0,
      dy: 10,
    });
  });

  it('moves the crosshair when nothing is selected, and Enter places there', () => {
    expect(measureCommandForKey(press('ArrowUp'), false)).toEqual({
      kind: 'crosshair',
      dx: 0,
      dy: -CROSSHAIR_STEP_PX,
    });
    expect(measureCommandForKey(press('ArrowRight', { shiftKey: true }), false)).toEqual({
      kind: 'crosshair',
      dx: CROSSHAIR_STEP_PX * 5,
      dy: 0,
    });
    expect(measureCommandForKey(press('Enter'), false)).toEqual({ kind: 'place-at-crosshair' });
  });

  it('undoes with Ctrl or ⌘ + Z and redoes with Shift or Ctrl + Y', () => {
    expect(measureCommandForKey(press('z', { ctrlKey: true }), false)).toEqual({ kind: 'undo' });
    expect(measureCommandForKey(press('z', { metaKey: true }), false)).toEqual({ kind: 'undo' });
    expect(measureCommandForKey(press('Z', { ctrlKey: true, shiftKey: true }), false)).toEqual({
      kind: 'redo',
    });
    expect(measureCommandForKey(press('y', { ctrlKey: true }), false)).toEqual({ kind: 'redo' });
    expect(measureCommandForKey(press('c', { ctrlKey: true }), false)).toBeNull();
  });

  it('skips with S, removes and deselects only with a selection, leaves other keys alone', () => {
    expect(measureCommandForKey(press('s'), false)).toEqual({ kind: 'skip' });
    expect(measureCommandForKey(press('Delete'), true)).toEqual({ kind: 'remove' });
    expect(measureCommandForKey(press('Delete'), false)).toBeNull();
    expect(measureCommandForKey(press('Escape'), true)).toEqual({ kind: 'deselect' });
    expect(measureCommandForKey(press('Escape'), false)).toBeNull();
    expect(measureCommandForKey(press('+'), true)).toBeNull();
    expect(measureCommandForKey(press('ArrowLeft', { altKey: true }), true)).toBeNull();
  });
});
