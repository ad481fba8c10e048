import { type MouseEvent, type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { readSpans, selectionSpan, spanRanges, type TextSpan, toggleSpan, writeSpans } from '../lib/text-highlights';

const highlightName = 'exam-highlight';

/** The CSS Custom Highlight API paints highlights without touching the page's elements (which React owns). */
function highlightsSupported(): boolean {
  return typeof CSS !== 'undefined' && 'highlights' in CSS && typeof Highlight === 'function';
}

/** Alt+Shift+H: free in the browsers, and the letter the exams' own highlighter uses. */
function isShortcut(event: KeyboardEvent): boolean {
  return event.altKey && event.shiftKey && !event.ctrlKey && !event.metaKey && event.code === 'KeyH';
}

/**
 * The question's text with the exams' highlighter: select words, then press Highlight (or Alt+Shift+H); the same on
 * highlighted words takes the highlight away. Highlights last for the attempt in this tab (sessionStorage, under
 * `storageKey`). Where the browser cannot paint highlights, the tool is not offered.
 */
export function HighlightArea({ storageKey, children }: { storageKey: string; children: ReactNode }) {
  const root = useRef<HTMLDivElement>(null);
  const [spans, setSpans] = useState<TextSpan[]>(() => readSpans(storageKey));
  const [supported, setSupported] = useState(false);
  const [message, setMessage] = useState('');

  useEffect(() => setSupported(highlightsSupported()), []);

  // Paints the spans, again whenever the text under them is redrawn.
  useEffect(() => {
    const element = root.current;
    if (!supported || !element) return;
    const paint = () => CSS.highlights.set(highlightName, new Highlight(...spanRanges(element, spans)));
    paint();
    const observer = new MutationObserver(paint);
    observer.observe(element, { childList: true, subtree: true, characterData: true });
    return () => {
      observer.disconnect();
      CSS.highlights.delete(highlightName);
    };
  }, [spans, supported]);

  const highlight = useCallback(() => {
    const element = root.current;
    if (!element) return;
    const selection = document.getSelection();
    const span = selectionSpan(element, selection);
    if (!span) {
      setMessage('Select words in the question first, then press Highlight.');
      return;
    }
    setSpans((current) => {
      const next = toggleSpan(current, span);
      writeSpans(storageKey, next);
      return next;
    });
    selection?.collapseToEnd();
    setMessage('Highlight updated.');
  }, [storageKey]);

  useEffect(() => {
    if (!supported) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isShortcut(event)) return;
      event.preventDefault();
      highlight();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [supported, highlight]);

  // The button would take the focus and end the selection it is about to highlight.
  const keepSelection = (event: MouseEvent) => event.preventDefault();

  return (
    <>
      {supported && (
        <fieldset className="highlight-tools">
          <legend className="visually-hidden">Highlighter</legend>
          <button
            type="button"
            className="button button--secondary button--small highlight-tools__button"
            aria-keyshortcuts="Alt+Shift+H"
            title="Highlight the selected words (Alt+Shift+H)"
            onMouseDown={keepSelection}
            onClick={highlight}
          >
            <span className="highlight-tools__swatch" aria-hidden="true" />
            Highlight
          </button>
          <button
            type="button"
            className="link-button highlight-tools__clear"
            disabled={spans.length === 0}
            onClick={() => {
              setSpans([]);
              writeSpans(storageKey, []);
              setMessage('Highlights cleared.');
            }}
          >
            Clear highlights
          </button>
          <span className="visually-hidden" aria-live="polite">
            {message}
          </span>
        </fieldset>
      )}
      <div ref={root} className="highlight-area" data-highlights={spans.length}>
        {children}
      </div>
    </>
  );
}
