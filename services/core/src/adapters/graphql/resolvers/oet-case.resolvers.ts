import type { DischargeSection, OetCaseType } from '../../../domain/exam/mock-test.ts';
import type { DischargeSection as DischargeSectionOutput, Resolvers } from '../generated/resolvers-types.ts';

// The OET case notes over GraphQL: the domain's six shapes, each a type of the OetCase union (schema/catalog.graphql).
// Field names stay those of the data; three shapes are mapped where the SDL departs from the data (it says why).

const typeNames = {
  Referral: 'ReferralCase',
  HealthcareScenario: 'HealthcareScenarioCase',
  CaseNote: 'CaseNoteCase',
  CaseSummary: 'CaseSummaryCase',
  CommunicationCase: 'CommunicationCase',
  DischargeSummary: 'DischargeSummaryCase',
} as const satisfies Record<OetCaseType, string>;

/** A discharge summary section keyed by its heading in the data, as one of the three section types. */
function dischargeSection(heading: string, section: DischargeSection): DischargeSectionOutput {
  if (typeof section === 'string') return { __typename: 'DischargeParagraph', heading, text: section };
  if (Array.isArray(section)) return { __typename: 'DischargeList', heading, items: section };
  const fields = Object.entries(section).map(([label, value]) => ({ label, value }));
  return { __typename: 'DischargeFields', heading, fields };
}

export const oetCaseResolvers: Resolvers = {
  OetCase: {
    __resolveType: (notes) => typeNames[notes.type],
  },
  // The wrappers `scenario` and `instructions.content` of the data are lifted onto the type (the SDL says why).
  HealthcareScenarioCase: {
    role: ({ scenario }) => scenario.role,
    setting: ({ scenario }) => scenario.setting,
    patient: ({ scenario }) => scenario.patient,
    instructions: ({ instructions }) => instructions.content,
  },
  // The data's `details` object is flattened into the type (the SDL says why).
  CommunicationCase: {
    patientInformation: ({ details }) => details.patientInformation,
    changeInMedicalCondition: ({ details }) => details.changeInMedicalCondition,
    updatedTreatmentPlan: ({ details }) => details.updatedTreatmentPlan,
    followUpAndMonitoring: ({ details }) => details.followUpAndMonitoring,
    collaborationAndCoordination: ({ details }) => details.collaborationAndCoordination,
    patientAndFamilyEducation: ({ details }) => details.patientAndFamilyEducation,
  },
  // A record keyed by heading in the data; a list keeps its reading order on the wire.
  DischargeSummaryCase: {
    sections: ({ sections }) =>
      Object.entries(sections).map(([heading, section]) => dischargeSection(heading, section)),
  },
  DischargeSection: {
    __resolveType: (section) => section.__typename ?? 'DischargeParagraph',
  },
};
