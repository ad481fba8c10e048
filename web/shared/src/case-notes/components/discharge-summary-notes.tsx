import type { OetCaseShape } from '../lib/oet-case';
import { BulletList, FieldList, NotesSection, Paragraphs } from './notes-parts';

type DischargeSection = OetCaseShape<'DischargeSummaryCase'>['sections'][number];

function SectionBody({ section }: { section: DischargeSection }) {
  switch (section.__typename) {
    case 'DischargeParagraph':
      return <Paragraphs text={section.text} />;
    case 'DischargeList':
      return <BulletList items={section.items} />;
    case 'DischargeFields':
      return <FieldList fields={section.fields.map((field) => [field.label, field.value])} />;
  }
}

/** Discharge summary: its sections in order, each a paragraph, a list or labelled lines. */
export function DischargeSummaryNotes({ notes }: { notes: OetCaseShape<'DischargeSummaryCase'> }) {
  return (
    <>
      {notes.sections.map((section) => (
        <NotesSection key={section.heading} title={section.heading}>
          <SectionBody section={section} />
        </NotesSection>
      ))}
    </>
  );
}
