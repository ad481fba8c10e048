import { type KeyboardEvent, type ReactNode, useId, useState } from 'react';
import './answer-tabs.css';

export type AnswerTab = { key: string; label: string; panel: () => ReactNode };

/**
 * The answer as the evaluation shows it, one view at a time under a row of tabs (Changes, Comments, Your answer):
 * a click or the arrow keys (Home and End too) switch between them, and only the chosen view is rendered.
 */
export function AnswerTabs({ tabs, label }: { tabs: AnswerTab[]; label: string }) {
  const baseId = useId();
  const [selected, setSelected] = useState(0);
  const current = tabs[selected] ?? tabs[0];
  if (!current) return null;
  const tabId = (index: number) => `${baseId}-tab-${index}`;
  const panelId = `${baseId}-panel`;
  const count = tabs.length;

  function choose(index: number) {
    setSelected(index);
    document.getElementById(tabId(index))?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const next =
      event.key === 'ArrowRight'
        ? (selected + 1) % count
        : event.key === 'ArrowLeft'
          ? (selected + count - 1) % count
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? count - 1
              : null;
    if (next === null) return;
    event.preventDefault();
    choose(next);
  }

  return (
    <div className="answer-tabs">
      <div className="tabs answer-tabs__list" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {tabs.map((tab, index) => (
          <button
            key={tab.key}
            id={tabId(index)}
            type="button"
            role="tab"
            className="tabs__tab"
            aria-selected={index === selected}
            aria-controls={panelId}
            tabIndex={index === selected ? 0 : -1}
            onClick={() => setSelected(index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div
        key={current.key}
        id={panelId}
        className="answer-tabs__panel"
        role="tabpanel"
        aria-labelledby={tabId(selected)}
      >
        {current.panel()}
      </div>
    </div>
  );
}
