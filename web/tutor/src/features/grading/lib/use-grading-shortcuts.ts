import { useEffect, useRef } from 'react';

/** What a key press asks the grading page to do. */
export type GradingShortcut =
  | { action: 'saveDraft' }
  | { action: 'focusScore'; index: number }
  | { action: 'stepScore'; by: 1 | -1 }
  | { action: 'commentOnSelection' }
  | { action: 'insertPhrase' }
  | { action: 'toggleHelp' };

/**
 * Where the key was pressed: a text field where typing happens ('text'), the text box of a comment on a passage
 * ('commentBox', a text field too), a score list ('scoreSelect') or anywhere else ('other').
 */
export type ShortcutTarget = 'text' | 'commentBox' | 'scoreSelect' | 'other';

/** The parts of a KeyboardEvent the mapping reads. */
export type KeyPress = Pick<KeyboardEvent, 'key' | 'code' | 'altKey' | 'ctrlKey' | 'metaKey' | 'shiftKey'>;

/** The shortcuts as the page lists them, in the order of the list. */
export const gradingShortcutList: { keys: string; does: string }[] = [
  { keys: 'Alt+Shift+1 … 9', does: 'Go to the score list of the 1st … 9th criterion' },
  { keys: '+ / −', does: 'In a score list: the next / the previous score' },
  { keys: 'Alt+C', does: 'Comment on the passage selected in an answer' },
  { keys: 'Alt+P', does: 'In a comment box: insert a saved phrase of its criterion (↑ ↓ to choose, Enter to insert)' },
  { keys: 'Ctrl+S (⌘S on a Mac)', does: 'Save draft' },
  { keys: '?', does: 'Show or hide this list' },
];

const typing = (target: ShortcutTarget) => target === 'text' || target === 'commentBox';
const digitCode = /^Digit([1-9])$/;

/**
 * The shortcut a key press stands for, or null to leave the key alone. Letters and digits are read by their place on
 * the keyboard (`code`), since Alt (Option on a Mac) changes the character they type. Keys that type something are
 * never taken from a text field, and no browser combination is claimed but Ctrl/⌘+S, whose "save the page" means
 * nothing on this form. Alt+digit switches tabs in some browsers, so the score lists take Alt+Shift+digit.
 */
export function gradingShortcutFor(press: KeyPress, target: ShortcutTarget): GradingShortcut | null {
  const { altKey, ctrlKey, metaKey, shiftKey } = press;
  if ((ctrlKey || metaKey) && !altKey && !shiftKey && press.key.toLowerCase() === 's') return { action: 'saveDraft' };
  if (ctrlKey || metaKey) return null;
  if (altKey && !shiftKey && press.code === 'KeyP') return target === 'commentBox' ? { action: 'insertPhrase' } : null;
  if (typing(target)) return null;
  const digit = digitCode.exec(press.code)?.[1];
  if (altKey && shiftKey && digit) return { action: 'focusScore', index: Number(digit) - 1 };
  if (altKey && !shiftKey && press.code === 'KeyC') return { action: 'commentOnSelection' };
  if (altKey) return null;
  if (target === 'scoreSelect' && (press.key === '+' || press.key === '=')) return { action: 'stepScore', by: 1 };
  if (target === 'scoreSelect' && press.key === '-') return { action: 'stepScore', by: -1 };
  if (press.key === '?') return { action: 'toggleHelp' };
  return null;
}

/** Where an element stands for the mapping; the score lists and comment boxes say so with a data attribute. */
export function shortcutTargetOf(element: Element | null): ShortcutTarget {
  if (!element) return 'other';
  const role = element.getAttribute('data-shortcut-target');
  if (role === 'commentBox' || role === 'scoreSelect') return role;
  const tag = element.tagName;
  if (tag === 'TEXTAREA' || tag === 'SELECT' || (element as HTMLElement).isContentEditable) return 'text';
  if (tag === 'INPUT') {
    const type = (element.getAttribute('type') ?? 'text').toLowerCase();
    return ['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color', 'file'].includes(type)
      ? 'other'
      : 'text';
  }
  return 'other';
}

/**
 * The score `by` steps away from `current` (a form value, '' when not scored): from "Not scored", + takes the lowest
 * score and − the highest; at either end the score stays.
 */
export function steppedScore(options: readonly number[], current: string, by: 1 | -1): string {
  if (options.length === 0) return current;
  const at = current === '' ? -1 : options.indexOf(Number(current));
  if (at < 0) return String(by === 1 ? options[0] : options[options.length - 1]);
  const next = Math.min(options.length - 1, Math.max(0, at + by));
  return String(options[next]);
}

export type ShortcutHandlers = Partial<{
  [A in GradingShortcut['action']]: (shortcut: Extract<GradingShortcut, { action: A }>) => void;
}>;

/**
 * Listens for the grading page's shortcuts on the whole page while `enabled`, and runs the handler given for each;
 * a shortcut without a handler here is left to other listeners (each part of the page handles its own).
 */
export function useGradingShortcuts(handlers: ShortcutHandlers, enabled: boolean): void {
  const current = useRef(handlers);
  current.current = handlers;
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing) return;
      const target = shortcutTargetOf(event.target instanceof Element ? event.target : null);
      const shortcut = gradingShortcutFor(event, target);
      const handler = shortcut && (current.current[shortcut.action] as ((s: GradingShortcut) => void) | undefined);
      if (!shortcut || !handler) return;
      event.preventDefault();
      handler(shortcut);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
