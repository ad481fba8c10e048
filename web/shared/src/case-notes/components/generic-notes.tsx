import { humanise } from '../lib/oet-case';
import { BulletList, FieldList, NotesSection, Paragraphs } from './notes-parts';

function Value({ value }: { value: unknown }) {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return <Paragraphs text={value} />;
  if (typeof value !== 'object') return <p className="notes-text">{String(value)}</p>;
  if (Array.isArray(value))
    return <BulletList items={value.map((item) => (typeof item === 'string' ? item : JSON.stringify(item)))} />;
  return (
    <FieldList
      fields={Object.entries(value).map(([key, inner]) => [humanise(key), <Value key={key} value={inner} />])}
    />
  );
}

/** Case notes of a shape this app does not know yet: every field under a readable heading, nothing hidden. */
export function GenericNotes({ notes }: { notes: Record<string, unknown> }) {
  return (
    <>
      {Object.entries(notes)
        .filter(([key]) => key !== 'type')
        .map(([key, value]) => (
          <NotesSection key={key} title={humanise(key)}>
            <Value value={value} />
          </NotesSection>
        ))}
    </>
  );
}
