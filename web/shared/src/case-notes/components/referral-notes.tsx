import type { OetCaseShape } from '../lib/oet-case';
import { BulletList, NotesSection, Paragraphs } from './notes-parts';

/** Referral: the scenario, what the letter must do, the instructions and a note. */
export function ReferralNotes({ notes }: { notes: OetCaseShape<'ReferralCase'> }) {
  return (
    <>
      <NotesSection title="Scenario">
        <Paragraphs text={notes.scenario} />
      </NotesSection>
      <NotesSection title="Task">
        <Paragraphs text={notes.taskDescription} />
      </NotesSection>
      <NotesSection title="Instructions">
        <BulletList items={notes.instructions} />
      </NotesSection>
      <NotesSection title="Note" tone="note">
        <Paragraphs text={notes.note} />
      </NotesSection>
    </>
  );
}
