import type { OetCaseShape } from '../lib/oet-case';
import { BulletList, NotesSection, Paragraphs } from './notes-parts';

/** Case note: the task, the scenario, the instructions, the word limit and a note to candidates. */
export function CaseNoteNotes({ notes }: { notes: OetCaseShape<'CaseNoteCase'> }) {
  return (
    <>
      <NotesSection title="Task">
        <Paragraphs text={notes.task} />
      </NotesSection>
      <NotesSection title="Scenario">
        <Paragraphs text={notes.scenario} />
      </NotesSection>
      <NotesSection title="Instructions">
        <BulletList items={notes.instructions} />
      </NotesSection>
      <NotesSection title="Word limit">
        <p className="notes-text">
          <span className="notes-badge">{notes.wordLimit}</span>
        </p>
      </NotesSection>
      <NotesSection title="Note to candidates" tone="note">
        <Paragraphs text={notes.noteToCandidates} />
      </NotesSection>
    </>
  );
}
