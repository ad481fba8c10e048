import { type KeyboardEvent, useId } from 'react';

type TaskTabsProps = {
  /** One label per task, e.g. 'Part 1', 'Part 2' or 'Write an Email', 'Academic Discussion'. */
  labels: string[];
  selected: number;
  onSelect: (index: number) => void;
  panelId: string;
};

/** One tab per task of a test with several tasks (arrow keys move between them). */
export function TaskTabs({ labels, selected, onSelect, panelId }: TaskTabsProps) {
  const baseId = useId();
  const count = labels.length;
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    event.preventDefault();
    const next = (selected + (event.key === 'ArrowRight' ? 1 : count - 1)) % count;
    onSelect(next);
    document.getElementById(`${baseId}-${next}`)?.focus();
  }
  return (
    <div className="tabs" role="tablist" aria-label="Parts of the test" onKeyDown={onKeyDown}>
      {labels.map((label, index) => (
        <button
          key={label}
          id={`${baseId}-${index}`}
          type="button"
          role="tab"
          className="tabs__tab"
          aria-selected={index === selected}
          aria-controls={panelId}
          tabIndex={index === selected ? 0 : -1}
          onClick={() => onSelect(index)}
        >
          {label}
        </button>
      ))}
    </div>
  );
}
