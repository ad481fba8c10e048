import { graphql } from '../../gql';

/**
 * Everything the case-notes panel shows, for each of the six OET case shapes; apps spread it into their task
 * selections. It sits on WritingTask rather than on the OetCase union: Apollo's cache matches an inline fragment on a
 * concrete type by __typename alone, while a fragment on the union would need the schema's possibleTypes.
 */
export const OetCaseNotesFragment = graphql(`
  fragment OetCaseNotes on WritingTask {
    oetCase {
      __typename
      ... on ReferralCase {
        scenario
        taskDescription
        instructions
        note
      }
      ... on HealthcareScenarioCase {
        role
        setting
        patient {
          name
          diagnosis
        }
        instructions
      }
      ... on CaseNoteCase {
        task
        scenario
        instructions
        wordLimit
        noteToCandidates
      }
      ... on CaseSummaryCase {
        scenario
        patient {
          name
          age
          gender
          diagnosis
          admissionSource
          presentingSymptoms
          vitalSigns {
            temperature
            heartRate
            respiratoryRate
            bloodPressure
          }
          medicalHistory {
            hypertension
          }
        }
        treatment {
          initiated
          stabilization
          persistentSymptoms
        }
        investigations {
          orderedTests
        }
        summaryPoints
        wordCount {
          min
        }
      }
      ... on CommunicationCase {
        scenario
        patientInformation {
          fullName
          age
          admissionDate
          currentDiagnosis
        }
        changeInMedicalCondition {
          description
        }
        updatedTreatmentPlan {
          medicationAdjustments {
            name
            previousDosage
            newDosage
          }
          newMedicationOrTherapy
          monitoringDetails
        }
        followUpAndMonitoring {
          followUpAppointment {
            timeFrame
            monitoringParameters
          }
          urgentSymptoms
        }
        collaborationAndCoordination {
          arrangements
          contactDetails
        }
        patientAndFamilyEducation {
          information
        }
        noteToCandidate
      }
      ... on DischargeSummaryCase {
        sections {
          __typename
          ... on DischargeParagraph {
            heading
            text
          }
          ... on DischargeList {
            heading
            items
          }
          ... on DischargeFields {
            heading
            fields {
              label
              value
            }
          }
        }
      }
    }
  }
`);
