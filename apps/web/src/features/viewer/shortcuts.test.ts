import { describe, expect, it } from 'vitest';
import { commandForKey, PAN_STEP_PX, SHORTCUTS, type KeyPress } from './shortcuts';

const press = (key: string, modifiers: Partial<KeyPress> = {}): KeyPress => ({
  key,
  shiftKey: false,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  ...modifiers,
});

describe('commandForKey', () => {
  it.each([
    [press('+', { shiftKey: true }), { kind: 'zoom', direction: 'in' }],
    [press('='), { kind: 'zoom', direction: 'in' }],
    [press('-'), { kind: 'zoom', direction: 'out' }],
    [press('0'), { kind: 'fit' }],
    [press('ArrowRight'), { kind: 'pan', dx: -PAN_STEP_PX, dy: 0 }],
    [press('ArrowLeft'), { kind: 'pan', dx: PAN_STEP_PX, dy: 0 }],
    [press('ArrowDown'), { kind: 'pan', dx: 0, dy: -PAN_STEP_PX }],
    [press('ArrowUp', { shiftKey: true }), { kind: 'pan', dx: 0, dy: 4 * PAN_STEP_PX }],
    [press('w'), { kind: 'window', center: 0, width: 1 }],
    [press('W', { shiftKey: true }), { kind: 'window', center: 0, width: -1 }],
    [press('l'), { kind: 'window', center: 1, width: 0 }],
    [press('L', { shiftKey: true }), { kind: 'window', center: -1, width: 0 }],
    // Caps Lock gives a capital without Shift: still a plain press.
    [press('W'), { kind: 'window', center: 0, width: 1 }],
    [press('r'), { kind: 'reset' }],
    [press('?', { shiftKey: true }), { kind: 'help' }],
  ])('%j → %j', (key, command) => {
    expect(commandForKey(key)).toEqual(command);
  });

  it('leaves the browser its own shortcuts and other keys alone', () => {
    expect(commandForKey(press('+', { ctrlKey: true }))).toBeNull();
    expect(commandForKey(press('0', { metaKey: true }))).toBeNull();
    expect(commandForKey(press('ArrowLeft', { altKey: true }))).toBeNull();
    expect(commandForKey(press('Tab'))).toBeNull();
    expect(commandForKey(press('Enter'))).toBeNull();
    expect(commandForKey(press('x'))).toBeNull();
  });

  it('lists every shortcut once in the help', () => {
    const actions = SHORTCUTS.map((shortcut) => shortcut.action);
    expect(new Set(actions).size).toBe(actions.length);
  });
});
