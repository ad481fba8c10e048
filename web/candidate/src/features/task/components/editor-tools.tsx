import { toeflKey } from '@mocktest/web-shared/format';
import { type MouseEvent, type RefObject, useEffect } from 'react';

/** The editing buttons a computer-delivered exam shows above its answer box. */
export type EditorTool = 'cut' | 'copy' | 'paste' | 'undo' | 'redo';

const labels: Record<EditorTool, string> = { cut: 'Cut', copy: 'Copy', paste: 'Paste', undo: 'Undo', redo: 'Redo' };
const shortcuts: Record<EditorTool, string> = {
  cut: 'Control+X',
  copy: 'Control+C',
  paste: 'Control+V',
  undo: 'Control+Z',
  redo: 'Control+Y',
};

/**
 * The buttons each exam's own screen has: PTE shows Cut, Copy and Paste; TOEFL Cut, Paste, Undo and Redo. IELTS and
 * OET show none: their keyboard shortcuts and the browser's menu work, as in the test centre.
 */
export function editorToolsFor(exam: string | null | undefined): EditorTool[] {
  if (exam === 'PTE') return ['cut', 'copy', 'paste'];
  if (exam === toeflKey) return ['cut', 'paste', 'undo', 'redo'];
  return [];
}

// What Cut or Copy last took on this page (buttons or keyboard), for Paste: a page may not read the system clipboard
// without asking, and the exam's own Paste only pastes what was cut or copied in the test.
let clipboard = '';

function selectedText(target: EventTarget | null): string {
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLInputElement) {
    const { selectionStart: start, selectionEnd: end, value } = target;
    return start === null || end === null ? '' : value.slice(start, end);
  }
  return document.getSelection()?.toString() ?? '';
}

/**
 * Puts `text` in place of the selection through the browser's editing command, so that it lands in the box's own undo
 * history and fires the input event React listens to; where that command is missing, through `onChange`.
 */
function replaceSelection(box: HTMLTextAreaElement, text: string, onChange: (value: string) => void): void {
  box.focus();
  const done =
    typeof document.execCommand === 'function' &&
    (text === '' ? document.execCommand('delete') : document.execCommand('insertText', false, text));
  if (done) return;
  const { selectionStart: start, selectionEnd: end, value } = box;
  onChange(value.slice(0, start) + text + value.slice(end));
  const caret = start + text.length;
  requestAnimationFrame(() => box.setSelectionRange(caret, caret));
}

type EditorToolsProps = {
  tools: EditorTool[];
  box: RefObject<HTMLTextAreaElement | null>;
  onChange: (value: string) => void;
  disabled?: boolean;
};

/** A row of editing buttons above the answer box; they act on the box's selection and keep the focus in it. */
export function EditorTools({ tools, box, onChange, disabled = false }: EditorToolsProps) {
  // Copies made with the keyboard or the browser's menu are what Paste pastes too.
  useEffect(() => {
    const remember = (event: ClipboardEvent) => {
      const text = selectedText(event.target);
      if (text) clipboard = text;
    };
    document.addEventListener('copy', remember);
    document.addEventListener('cut', remember);
    return () => {
      document.removeEventListener('copy', remember);
      document.removeEventListener('cut', remember);
    };
  }, []);

  if (tools.length === 0) return null;

  function run(tool: EditorTool) {
    const element = box.current;
    if (!element || element.readOnly) return;
    element.focus();
    const selection = element.value.slice(element.selectionStart, element.selectionEnd);
    if (tool === 'copy' || tool === 'cut') {
      if (!selection) return;
      clipboard = selection;
      // Also the system clipboard, where the browser allows it (never required).
      void navigator.clipboard?.writeText(selection).catch(() => undefined);
      if (tool === 'cut') replaceSelection(element, '', onChange);
      return;
    }
    if (tool === 'paste') {
      if (clipboard) replaceSelection(element, clipboard, onChange);
      return;
    }
    if (typeof document.execCommand === 'function') document.execCommand(tool);
  }

  // The mouse button would take the focus, and with it the box's selection: the box keeps both.
  const keepFocus = (event: MouseEvent) => event.preventDefault();

  return (
    <fieldset className="editor-tools">
      <legend className="visually-hidden">Editing tools</legend>
      {tools.map((tool) => (
        <button
          key={tool}
          type="button"
          className="button button--secondary button--small editor-tools__button"
          aria-keyshortcuts={shortcuts[tool]}
          disabled={disabled}
          onMouseDown={keepFocus}
          onClick={() => run(tool)}
        >
          {labels[tool]}
        </button>
      ))}
    </fieldset>
  );
}
