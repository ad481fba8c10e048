import type { OetCaseShape } from '../lib/oet-case';
import { BulletList, FieldList, NotesSection, Paragraphs } from './notes-parts';

// OET gives the length as a guide of approximately 180-200 words, never as a minimum; the notes carry only its start.
const oetGuideMaxWords = 200;

/** Case summary: scenario, patient details with vital signs and history, treatment, investigations, summary points. */
export function CaseSummaryNotes({ notes }: { notes: OetCaseShape<'CaseSummaryCase'> }) {
  const { patient, treatment, investigations } = notes;
  const vitals: [string, string][] = [
    ['Temperature', patient.vitalSigns.temperature],
    ['Heart rate', patient.vitalSigns.heartRate],
    ['Respiratory rate', patient.vitalSigns.respiratoryRate],
    ['Blood pressure', patient.vitalSigns.bloodPressure],
  ];
  return (
    <>
      <NotesSection title="Scenario">
        <Paragraphs text={notes.scenario} />
      </NotesSection>
      <NotesSection title="Patient details">
        <FieldList
          fields={[
            ['Name', patient.name],
            ['Age', String(patient.age)],
            ['Gender', patient.gender],
            ['Diagnosis', patient.diagnosis],
            ['Admitted from', patient.admissionSource],
          ]}
        />
      </NotesSection>
      <NotesSection title="Presenting symptoms">
        <BulletList items={patient.presentingSymptoms} />
      </NotesSection>
      <NotesSection title="Vital signs">
        <ul className="vital-signs" aria-label="Vital signs">
          {vitals.map(([label, value]) => (
            <li key={label} className="vital-signs__item">
              <span className="vital-signs__label">{label}</span>
              <span className="vital-signs__value">{value}</span>
            </li>
          ))}
        </ul>
      </NotesSection>
      {patient.medicalHistory && (
        <NotesSection title="Medical history">
          <FieldList fields={[['Hypertension', patient.medicalHistory.hypertension]]} />
        </NotesSection>
      )}
      <NotesSection title="Treatment">
        <FieldList
          fields={[
            ['Initiated', treatment.initiated],
            ['Stabilisation', treatment.stabilization],
            ['Persistent symptoms', treatment.persistentSymptoms],
          ]}
        />
      </NotesSection>
      <NotesSection title="Investigations">
        <FieldList fields={[['Ordered tests', investigations.orderedTests]]} />
      </NotesSection>
      <NotesSection title="Summary points">
        <BulletList items={notes.summaryPoints} />
      </NotesSection>
      <NotesSection title="Word count" tone="note">
        <p className="notes-text">
          Approximately {notes.wordCount.min}–{oetGuideMaxWords} words in the body of the letter.
        </p>
      </NotesSection>
    </>
  );
}
