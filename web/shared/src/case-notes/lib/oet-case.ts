import type { OetCaseNotesFragment } from '../../gql/graphql';

// The six OET case-note shapes as the API sends them: types generated from the SDL's OetCase union
// (schema/catalog.graphql) through the OetCaseNotes fragment, never kept by hand.

export type OetCaseNotes = NonNullable<OetCaseNotesFragment['oetCase']>;

export type OetCaseTypename = OetCaseNotes['__typename'];

/** One shape of the case notes, e.g. `OetCaseShape<'ReferralCase'>`. */
export type OetCaseShape<Typename extends OetCaseTypename> = Extract<OetCaseNotes, { __typename: Typename }>;

/** The readable name of each shape, shown as the panel's badge. */
export const shapeLabels: Record<OetCaseTypename, string> = {
  ReferralCase: 'Referral',
  HealthcareScenarioCase: 'Healthcare scenario',
  CaseNoteCase: 'Case note',
  CaseSummaryCase: 'Case summary',
  CommunicationCase: 'Communication case',
  DischargeSummaryCase: 'Discharge summary',
};
