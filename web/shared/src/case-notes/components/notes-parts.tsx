import type { ReactNode } from 'react';
import { splitLabel } from '../lib/case-text';
import { CaseTextView } from './case-text-view';

/** One titled block of the case notes. */
export function NotesSection({ title, children, tone }: { title: string; children: ReactNode; tone?: 'note' }) {
  return (
    <section className={`notes-section${tone ? ` notes-section--${tone}` : ''}`}>
      <h4 className="notes-section__title">{title}</h4>
      {children}
    </section>
  );
}

/** Notes text: its headings, labelled lines and bullets laid out (see case-text.ts). */
export function Paragraphs({ text }: { text: string }) {
  return <CaseTextView text={text} />;
}

/** A list of notes; a 'Label: text' item shows its label in bold. */
export function BulletList({ items }: { items: string[] }) {
  return (
    <ul className="notes-list">
      {items.map((item, index) => {
        const { label, text } = splitLabel(item);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: static items of the case notes; they never reorder
          <li key={index}>
            {label ? (
              <>
                <span className="case-text__label">{label}:</span> {text}
              </>
            ) : (
              text
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** Label and value pairs, e.g. 'Age: 72'. */
export function FieldList({ fields }: { fields: [label: string, value: ReactNode][] }) {
  return (
    <dl className="notes-fields">
      {fields.map(([label, value]) => (
        <div key={label} className="notes-fields__row">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
