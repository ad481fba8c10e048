import './task-hints.css';

export type TaskHintView = { kind: string; label: string; text: string };

type TaskHintsPanelProps = {
  hints: readonly TaskHintView[];
  /** Says whose view this is: the candidate practising with hints, or the tutor. */
  note: string;
  /** Makes the heading's id unique when several tasks are on one page. */
  idPrefix: string;
};

/**
 * A task's hints in a panel of their own, set apart from the task by colour and heading, so that nobody mistakes them
 * for something the exam prints. Hints of the same kind are listed under one heading, in the bank's order.
 */
export function TaskHintsPanel({ hints, note, idPrefix }: TaskHintsPanelProps) {
  if (hints.length === 0) return null;
  const groups: Array<{ label: string; texts: string[] }> = [];
  for (const hint of hints) {
    const group = groups.find((item) => item.label === hint.label);
    if (group) group.texts.push(hint.text);
    else groups.push({ label: hint.label, texts: [hint.text] });
  }
  const headingId = `${idPrefix}-hints`;
  return (
    <aside className="task-hints" aria-labelledby={headingId}>
      <h3 id={headingId} className="task-hints__heading">
        Hints
      </h3>
      <p className="task-hints__note">{note}</p>
      <dl className="task-hints__list">
        {groups.map((group) => (
          <div key={group.label} className="task-hints__item">
            <dt>{group.label}</dt>
            {group.texts.map((text) => (
              <dd key={text}>{text}</dd>
            ))}
          </div>
        ))}
      </dl>
    </aside>
  );
}
