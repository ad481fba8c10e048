// The six OET case-note shapes as the API sends them (WritingTask.oetCase, a JSON object tagged by `type`). The
// server validates every field when it loads the question bank, so the client narrows by the tag alone.

export type ReferralCase = {
  type: 'Referral';
  scenario: string;
  taskDescription: string;
  instructions: string[];
  note: string;
};

export type HealthcareScenarioCase = {
  type: 'HealthcareScenario';
  scenario: { role: string; setting: string; patient: { name: string; diagnosis: string } };
  instructions: { content: string[] };
};

export type CaseNoteCase = {
  type: 'CaseNote';
  task: string;
  scenario: string;
  instructions: string[];
  wordLimit: string;
  noteToCandidates: string;
};

export type CaseSummaryCase = {
  type: 'CaseSummary';
  scenario: string;
  patient: {
    name: string;
    age: number;
    gender: string;
    diagnosis: string;
    admissionSource: string;
    presentingSymptoms: string[];
    vitalSigns: { temperature: string; heartRate: string; respiratoryRate: string; bloodPressure: string };
    medicalHistory: { hypertension: string };
  };
  treatment: { initiated: string; stabilization: string; persistentSymptoms: string };
  investigations: { orderedTests: string; importance: string };
  summaryPoints: string[];
  wordCount: { min: number };
};

export type CommunicationCase = {
  type: 'CommunicationCase';
  scenario: string;
  details: {
    patientInformation: { fullName: string; age: number; admissionDate: string; currentDiagnosis: string };
    changeInMedicalCondition: { description: string };
    updatedTreatmentPlan: {
      medicationAdjustments: { name: string; previousDosage: string; newDosage: string };
      newMedicationOrTherapy: string;
      monitoringDetails: string;
    };
    rationaleForChanges: { justification: string };
    followUpAndMonitoring: {
      followUpAppointment: { timeFrame: string; monitoringParameters: string };
      urgentSymptoms: string;
    };
    collaborationAndCoordination: { importance: string; contactDetails: string };
    patientAndFamilyEducation: { information: string };
    professionalAndCourteousTone: { tone: string };
    closing: { gratitude: string };
  };
  noteToCandidate: string;
};

export type DischargeSection = string | string[] | Record<string, string>;

export type DischargeSummaryCase = { type: 'DischargeSummary'; sections: Record<string, DischargeSection> };

export type OetCase =
  | ReferralCase
  | HealthcareScenarioCase
  | CaseNoteCase
  | CaseSummaryCase
  | CommunicationCase
  | DischargeSummaryCase;

const shapes: ReadonlySet<string> = new Set([
  'Referral',
  'HealthcareScenario',
  'CaseNote',
  'CaseSummary',
  'CommunicationCase',
  'DischargeSummary',
]);

/** The case notes when they carry one of the six known shapes; null otherwise (shown as generic notes). */
export function asOetCase(value: Record<string, unknown> | null | undefined): OetCase | null {
  return value && typeof value.type === 'string' && shapes.has(value.type) ? (value as unknown as OetCase) : null;
}

/** 'heartRate' -> 'Heart rate', for notes whose shape the app does not know. */
export function humanise(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The readable name of a shape, e.g. 'Discharge summary'. */
export function shapeLabel(type: string): string {
  return humanise(type);
}
