import type { DischargeSection, DischargeSummaryCase } from '../lib/oet-case';
import { BulletList, FieldList, NotesSection, Paragraphs } from './notes-parts';

function SectionBody({ section }: { section: DischargeSection }) {
  if (typeof section === 'string') return <Paragraphs text={section} />;
  if (Array.isArray(section)) return <BulletList items={section} />;
  return <FieldList fields={Object.entries(section)} />;
}

/** Discharge summary: its sections in order, each a paragraph, a list or labelled lines. */
export function DischargeSummaryNotes({ notes }: { notes: DischargeSummaryCase }) {
  return (
    <>
      {Object.entries(notes.sections).map(([heading, section]) => (
        <NotesSection key={heading} title={heading}>
          <SectionBody section={section} />
        </NotesSection>
      ))}
    </>
  );
}
