import { type KeyboardEvent, useId } from 'react';

type TaskTabsProps = {
  count: number;
  selected: number;
  onSelect: (index: number) => void;
  panelId: string;
};

/** 'Part 1', 'Part 2' … tabs for a test with several tasks (arrow keys move between them). */
export function TaskTabs({ count, selected, onSelect, panelId }: TaskTabsProps) {
  const baseId = useId();
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    event.preventDefault();
    const next = (selected + (event.key === 'ArrowRight' ? 1 : count - 1)) % count;
    onSelect(next);
    document.getElementById(`${baseId}-${next}`)?.focus();
  }
  return (
    <div className="tabs" role="tablist" aria-label="Parts of the test" onKeyDown={onKeyDown}>
      {Array.from({ length: count }, (_, index) => (
        <button
          key={index}
          id={`${baseId}-${index}`}
          type="button"
          role="tab"
          className="tabs__tab"
          aria-selected={index === selected}
          aria-controls={panelId}
          tabIndex={index === selected ? 0 : -1}
          onClick={() => onSelect(index)}
        >
          Part {index + 1}
        </button>
      ))}
    </div>
  );
}
