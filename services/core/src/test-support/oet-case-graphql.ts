import type { DischargeSection, OetCase } from '../domain/exam/mock-test.ts';

// The OET case notes as an API test selects and expects them over GraphQL (the OetCase union of
// schema/catalog.graphql): every field of the six shapes, and the bank's data in that shape.

/** A selection of every field of every OET case shape, as the web apps' OetCaseNotes fragment has it. */
export const oetCaseSelection = `oetCase {
  __typename
  ... on ReferralCase { scenario taskDescription instructions note }
  ... on HealthcareScenarioCase { role setting patient { name diagnosis } instructions }
  ... on CaseNoteCase { task scenario instructions wordLimit noteToCandidates }
  ... on CaseSummaryCase {
    scenario
    patient {
      name age gender diagnosis admissionSource presentingSymptoms
      vitalSigns { temperature heartRate respiratoryRate bloodPressure }
      medicalHistory { hypertension }
    }
    treatment { initiated stabilization persistentSymptoms }
    investigations { orderedTests }
    summaryPoints
    wordCount { min }
  }
  ... on CommunicationCase {
    scenario
    patientInformation { fullName age admissionDate currentDiagnosis }
    changeInMedicalCondition { description }
    updatedTreatmentPlan { medicationAdjustments { name previousDosage newDosage } newMedicationOrTherapy monitoringDetails }
    followUpAndMonitoring { followUpAppointment { timeFrame monitoringParameters } urgentSymptoms }
    collaborationAndCoordination { arrangements contactDetails }
    patientAndFamilyEducation { information }
    noteToCandidate
  }
  ... on DischargeSummaryCase {
    sections {
      __typename
      ... on DischargeParagraph { heading text }
      ... on DischargeList { heading items }
      ... on DischargeFields { heading fields { label value } }
    }
  }
}`;

function section(heading: string, value: DischargeSection) {
  if (typeof value === 'string') return { __typename: 'DischargeParagraph', heading, text: value };
  if (Array.isArray(value)) return { __typename: 'DischargeList', heading, items: value };
  const fields = Object.entries(value).map(([label, text]) => ({ label, value: text }));
  return { __typename: 'DischargeFields', heading, fields };
}

/** The case notes of the bank as GraphQL serves them: tagged by type name, the SDL's lifted wrappers lifted. */
export function oetCaseAsServed(notes: OetCase): Record<string, unknown> {
  switch (notes.type) {
    case 'Referral': {
      const { type: _type, ...fields } = notes;
      return { __typename: 'ReferralCase', ...fields };
    }
    case 'CaseNote': {
      const { type: _type, ...fields } = notes;
      return { __typename: 'CaseNoteCase', ...fields };
    }
    case 'CaseSummary': {
      const { type: _type, ...fields } = notes;
      return { __typename: 'CaseSummaryCase', ...fields };
    }
    case 'HealthcareScenario':
      return { __typename: 'HealthcareScenarioCase', ...notes.scenario, instructions: notes.instructions.content };
    case 'CommunicationCase':
      return {
        __typename: 'CommunicationCase',
        scenario: notes.scenario,
        ...notes.details,
        noteToCandidate: notes.noteToCandidate,
      };
    case 'DischargeSummary':
      return {
        __typename: 'DischargeSummaryCase',
        sections: Object.entries(notes.sections).map(([heading, value]) => section(heading, value)),
      };
  }
}
