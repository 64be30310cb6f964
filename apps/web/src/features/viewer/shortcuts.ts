/** What the viewer's toolbar, keys and gestures ask of the active image (or of the page). */
export type ViewerCommand =
  | { kind: 'zoom'; direction: 'in' | 'out' }
  | { kind: 'fit' }
  | { kind: 'pan'; dx: number; dy: number }
  | { kind: 'window'; center: number; width: number }
  | { kind: 'reset' }
  | { kind: 'help' };

/** Screen pixels one arrow press moves the image; Shift moves it four times as far. */
export const PAN_STEP_PX = 40;

/** The parts of a keyboard event a shortcut depends on. */
export interface KeyPress {
  key: string;
  shiftKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
}

const ARROWS: Readonly<Record<string, readonly [number, number]>> = {
  // The arrows move the view, as on a map: → shows more of the right, so the image goes left.
  ArrowLeft: [1, 0],
  ArrowRight: [-1, 0],
  ArrowUp: [0, 1],
  ArrowDown: [0, -1],
};

/**
 * The command a key press stands for. With Ctrl, ⌘ or Alt the browser's own shortcuts win
 * (Ctrl + + zooms the page), so those are never taken.
 * @param press - the key and its modifiers
 * @returns the command, or null when the key is not a shortcut
 */
export function commandForKey(press: KeyPress): ViewerCommand | null {
  if (press.ctrlKey || press.metaKey || press.altKey) return null;
  const arrow = ARROWS[press.key];
  if (arrow !== undefined) {
    const step = press.shiftKey ? PAN_STEP_PX * 4 : PAN_STEP_PX;
    return { kind: 'pan', dx: arrow[0] * step, dy: arrow[1] * step };
  }
  const sign = press.shiftKey ? -1 : 1;
  switch (press.key) {
    case '+':
    case '=':
      return { kind: 'zoom', direction: 'in' };
    case '-':
    case '_':
      return { kind: 'zoom', direction: 'out' };
    case '0':
      return { kind: 'fit' };
    case 'w':
    case 'W':
      return { kind: 'window', center: 0, width: sign };
    case 'l':
    case 'L':
      return { kind: 'window', center: sign, width: 0 };
    case 'r':
    case 'R':
      return { kind: 'reset' };
    case '?':
      return { kind: 'help' };
    default:
      return null;
  }
}

/** The shortcuts as the help lists them: the keys to show and the i18n key of what they do. */
export const SHORTCUTS = [
  { keys: ['+'], action: 'zoomIn' },
  { keys: ['−'], action: 'zoomOut' },
  { keys: ['0'], action: 'fit' },
  { keys: ['←', '↑', '→', '↓'], action: 'pan' },
  { keys: ['Shift', '←'], action: 'panFar' },
  { keys: ['W'], action: 'widen' },
  { keys: ['Shift', 'W'], action: 'narrow' },
  { keys: ['L'], action: 'raiseLevel' },
  { keys: ['Shift', 'L'], action: 'lowerLevel' },
  { keys: ['R'], action: 'reset' },
  { keys: ['Tab'], action: 'nextImage' },
  { keys: ['Shift', 'Tab'], action: 'previousImage' },
  { keys: ['?'], action: 'help' },
] as const;
export type ShortcutAction = (typeof SHORTCUTS)[number]['action'];
