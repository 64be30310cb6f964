import type { KeyPress } from '../shortcuts';

/** What a key does in measurement mode, before the viewer's own shortcuts. */
export type MeasureKeyCommand =
  /** Moves the selected landmark by image pixels. */
  | { kind: 'nudge'; dx: number; dy: number }
  /** Moves the crosshair, when nothing is selected, by screen pixels. */
  | { kind: 'crosshair'; dx: number; dy: number }
  /** Places the prompted landmark at the crosshair. */
  | { kind: 'place-at-crosshair' }
  | { kind: 'undo' }
  | { kind: 'redo' }
  | { kind: 'skip' }
  | { kind: 'remove' }
  | { kind: 'deselect' };

/** Screen pixels one arrow press moves the crosshair; Shift: five times as far. */
export const CROSSHAIR_STEP_PX = 8;

const ARROWS: Readonly<Record<string, readonly [number, number]>> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/**
 * The measurement command a key press stands for. Arrows nudge the selected landmark by one
 * image pixel (Shift: ten) or, with none selected, move the crosshair; Enter places the prompted
 * landmark there. Ctrl/⌘ + Z undoes, with Shift (or Ctrl + Y) redoes.
 * @param press - the key and its modifiers
 * @param hasSelection - whether a placed landmark is selected
 * @returns the command, or null to leave the key to the viewer's shortcuts
 */
export function measureCommandForKey(
  press: KeyPress,
  hasSelection: boolean,
): MeasureKeyCommand | null {
  const key = press.key.toLowerCase();
  if (press.ctrlKey || press.metaKey) {
    if (press.altKey) return null;
    if (key === 'z') return press.shiftKey ? { kind: 'redo' } : { kind: 'undo' };
    if (key === 'y' && !press.shiftKey) return { kind: 'redo' };
    return null;
  }
  if (press.altKey) return null;
  const arrow = ARROWS[press.key];
  if (arrow !== undefined) {
    if (hasSelection) {
      const step = press.shiftKey ? 10 : 1;
      return { kind: 'nudge', dx: arrow[0] * step, dy: arrow[1] * step };
    }
    const step = press.shiftKey ? CROSSHAIR_STEP_PX * 5 : CROSSHAIR_STEP_PX;
    return { kind: 'crosshair', dx: arrow[0] * step, dy: arrow[1] * step };
  }
  switch (press.key) {
    case 'Enter':
      return { kind: 'place-at-crosshair' };
    case 's':
    case 'S':
      return { kind: 'skip' };
    case 'Delete':
    case 'Backspace':
      return hasSelection ? { kind: 'remove' } : null;
    case 'Escape':
      return hasSelection ? { kind: 'deselect' } : null;
    default:
      return null;
  }
}
