import { describe, expect, it } from 'vitest';
import { gradingShortcutFor, type KeyPress, type ShortcutTarget, steppedScore } from './use-grading-shortcuts';

const press = (key: string, code: string, modifiers: Partial<KeyPress> = {}): KeyPress => ({
  key,
  code,
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  ...modifiers,
});
const everywhere: ShortcutTarget[] = ['text', 'commentBox', 'scoreSelect', 'other'];
const outsideText: ShortcutTarget[] = ['scoreSelect', 'other'];

describe('grading shortcuts: the key mapping', () => {
  it('saves the draft on Ctrl+S and ⌘S, wherever the focus is, but not with Shift or Alt', () => {
    for (const target of everywhere) {
      expect(gradingShortcutFor(press('s', 'KeyS', { ctrlKey: true }), target)).toEqual({ action: 'saveDraft' });
      expect(gradingShortcutFor(press('s', 'KeyS', { metaKey: true }), target)).toEqual({ action: 'saveDraft' });
      expect(gradingShortcutFor(press('S', 'KeyS', { ctrlKey: true, shiftKey: true }), target)).toBeNull();
      expect(gradingShortcutFor(press('s', 'KeyS', { ctrlKey: true, altKey: true }), target)).toBeNull();
    }
  });

  it('goes to the nth score list on Alt+Shift+1 … 9 (by key position: Shift and Option change the character)', () => {
    expect(gradingShortcutFor(press('!', 'Digit1', { altKey: true, shiftKey: true }), 'other')).toEqual({
      action: 'focusScore',
      index: 0,
    });
    expect(gradingShortcutFor(press('(', 'Digit9', { altKey: true, shiftKey: true }), 'scoreSelect')).toEqual({
      action: 'focusScore',
      index: 8,
    });
    // Numpad digits, 0, Alt alone (tab switching in some browsers), Ctrl+digit (tab switching) are left alone.
    expect(gradingShortcutFor(press('0', 'Digit0', { altKey: true, shiftKey: true }), 'other')).toBeNull();
    expect(gradingShortcutFor(press('1', 'Digit1', { altKey: true }), 'other')).toBeNull();
    expect(gradingShortcutFor(press('1', 'Digit1', { ctrlKey: true }), 'other')).toBeNull();
    expect(gradingShortcutFor(press('1', 'Numpad1', { altKey: true, shiftKey: true }), 'other')).toBeNull();
  });

  it('steps the focused score with + (or =) and −, only in a score list', () => {
    expect(gradingShortcutFor(press('+', 'Equal', { shiftKey: true }), 'scoreSelect')).toEqual({
      action: 'stepScore',
      by: 1,
    });
    expect(gradingShortcutFor(press('+', 'NumpadAdd'), 'scoreSelect')).toEqual({ action: 'stepScore', by: 1 });
    expect(gradingShortcutFor(press('=', 'Equal'), 'scoreSelect')).toEqual({ action: 'stepScore', by: 1 });
    expect(gradingShortcutFor(press('-', 'Minus'), 'scoreSelect')).toEqual({ action: 'stepScore', by: -1 });
    for (const target of ['text', 'commentBox', 'other'] as const) {
      expect(gradingShortcutFor(press('+', 'Equal', { shiftKey: true }), target)).toBeNull();
      expect(gradingShortcutFor(press('-', 'Minus'), target)).toBeNull();
    }
  });

  it('comments on the selection on Alt+C (Option+C types ç on a Mac), never from a text field', () => {
    for (const target of outsideText) {
      expect(gradingShortcutFor(press('ç', 'KeyC', { altKey: true }), target)).toEqual({
        action: 'commentOnSelection',
      });
    }
    expect(gradingShortcutFor(press('ç', 'KeyC', { altKey: true }), 'text')).toBeNull();
    expect(gradingShortcutFor(press('ç', 'KeyC', { altKey: true }), 'commentBox')).toBeNull();
    expect(gradingShortcutFor(press('c', 'KeyC', { ctrlKey: true }), 'other')).toBeNull();
    expect(gradingShortcutFor(press('c', 'KeyC'), 'other')).toBeNull();
  });

  it('inserts a phrase on Alt+P in a comment box only', () => {
    expect(gradingShortcutFor(press('π', 'KeyP', { altKey: true }), 'commentBox')).toEqual({ action: 'insertPhrase' });
    for (const target of ['text', 'scoreSelect', 'other'] as const) {
      expect(gradingShortcutFor(press('π', 'KeyP', { altKey: true }), target)).toBeNull();
    }
    expect(gradingShortcutFor(press('p', 'KeyP', { ctrlKey: true }), 'commentBox')).toBeNull();
  });

  it('shows the list on ? outside text fields, and takes no key that types into a text field', () => {
    expect(gradingShortcutFor(press('?', 'Slash', { shiftKey: true }), 'other')).toEqual({ action: 'toggleHelp' });
    expect(gradingShortcutFor(press('?', 'Slash', { shiftKey: true }), 'text')).toBeNull();
    for (const target of ['text', 'commentBox'] as const) {
      for (const key of ['a', 'C', '1', '+', '-', '?', ' ', 'Enter', 'ArrowDown']) {
        expect(gradingShortcutFor(press(key, 'KeyA'), target)).toBeNull();
        expect(gradingShortcutFor(press(key, 'KeyA', { shiftKey: true }), target)).toBeNull();
      }
    }
    expect(gradingShortcutFor(press('a', 'KeyA'), 'other')).toBeNull();
    expect(gradingShortcutFor(press('ArrowDown', 'ArrowDown'), 'scoreSelect')).toBeNull();
  });
});

describe('grading shortcuts: stepping a score', () => {
  const bands = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
  it('moves one score up or down and stays at either end', () => {
    expect(steppedScore(bands, '6', 1)).toBe('7');
    expect(steppedScore(bands, '6', -1)).toBe('5');
    expect(steppedScore(bands, '9', 1)).toBe('9');
    expect(steppedScore(bands, '0', -1)).toBe('0');
    expect(steppedScore([0, 0.5, 1], '0.5', 1)).toBe('1');
  });
  it('from "Not scored" takes the lowest score with + and the highest with −', () => {
    expect(steppedScore(bands, '', 1)).toBe('0');
    expect(steppedScore(bands, '', -1)).toBe('9');
  });
});
