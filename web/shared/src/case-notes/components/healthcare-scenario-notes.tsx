import type { OetCaseShape } from '../lib/oet-case';
import { BulletList, FieldList, NotesSection } from './notes-parts';

/** Healthcare scenario: your role and setting, the patient, then the clinical notes (facts, never headed as instructions). */
export function HealthcareScenarioNotes({ notes }: { notes: OetCaseShape<'HealthcareScenarioCase'> }) {
  const { role, setting, patient } = notes;
  return (
    <>
      <NotesSection title="Scenario">
        <FieldList
          fields={[
            ['Your role', role],
            ['Setting', setting],
          ]}
        />
      </NotesSection>
      <NotesSection title="Patient">
        <FieldList
          fields={[
            ['Name', patient.name],
            ['Diagnosis', patient.diagnosis],
          ]}
        />
      </NotesSection>
      <NotesSection title="Clinical notes">
        <BulletList items={notes.instructions} />
      </NotesSection>
    </>
  );
}
