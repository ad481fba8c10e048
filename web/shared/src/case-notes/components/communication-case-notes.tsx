import type { OetCaseShape } from '../lib/oet-case';
import { FieldList, NotesSection, Paragraphs } from './notes-parts';

/** Communication case: patient, the change in condition, the new plan with its dose change, follow-up and contacts. */
export function CommunicationCaseNotes({ notes }: { notes: OetCaseShape<'CommunicationCase'> }) {
  const patient = notes.patientInformation;
  const plan = notes.updatedTreatmentPlan;
  const dose = plan.medicationAdjustments;
  const followUp = notes.followUpAndMonitoring;
  return (
    <>
      <NotesSection title="Scenario">
        <Paragraphs text={notes.scenario} />
      </NotesSection>
      <NotesSection title="Patient information">
        <FieldList
          fields={[
            ['Full name', patient.fullName],
            ['Age', String(patient.age)],
            ['Admission date', patient.admissionDate],
            ['Current diagnosis', patient.currentDiagnosis],
          ]}
        />
      </NotesSection>
      <NotesSection title="Change in medical condition">
        <Paragraphs text={notes.changeInMedicalCondition.description} />
      </NotesSection>
      <NotesSection title="Updated treatment plan">
        <div className="notes-table-wrap">
          <table className="notes-table">
            <caption>Medication adjustment</caption>
            <thead>
              <tr>
                <th scope="col">Medication</th>
                <th scope="col">Previous dose</th>
                <th scope="col">New dose</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <td>{dose.name}</td>
                <td>{dose.previousDosage}</td>
                <td>{dose.newDosage}</td>
              </tr>
            </tbody>
          </table>
        </div>
        <FieldList
          fields={[
            ['New medication or therapy', plan.newMedicationOrTherapy],
            ['Monitoring', plan.monitoringDetails],
          ]}
        />
      </NotesSection>
      <NotesSection title="Follow-up and monitoring">
        <FieldList
          fields={[
            ['Follow-up appointment', followUp.followUpAppointment.timeFrame],
            ['Monitor', followUp.followUpAppointment.monitoringParameters],
            ['Urgent symptoms', followUp.urgentSymptoms],
          ]}
        />
      </NotesSection>
      <NotesSection title="Collaboration and coordination">
        <FieldList
          fields={[
            ['Arrangements', notes.collaborationAndCoordination.arrangements],
            ['Contact details', notes.collaborationAndCoordination.contactDetails],
          ]}
        />
      </NotesSection>
      <NotesSection title="Patient and family education">
        <Paragraphs text={notes.patientAndFamilyEducation.information} />
      </NotesSection>
      <NotesSection title="Note to candidate" tone="note">
        <Paragraphs text={notes.noteToCandidate} />
      </NotesSection>
    </>
  );
}
