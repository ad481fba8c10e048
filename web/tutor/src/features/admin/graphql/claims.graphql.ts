import { graphql } from '../../../gql';

/** The answers awaiting an evaluation, oldest deadline first, with who holds each. */
export const claimableAnswersQuery = graphql(`
  query AdminClaimableAnswers {
    evaluationQueue(limit: 50, offset: 0) {
      total
      items {
        candidateName
        claimedBy
        deadlineState
        exam {
          key
          label
        }
        attempt {
          id
          submittedAt
          deadlineAt
          mockTest {
            id
            title
          }
        }
      }
    }
  }
`);

/** The staff a claim can go to: People's empty search lists tutors and admins first; the page keeps only them. */
export const claimTutorsQuery = graphql(`
  query AdminClaimTutors {
    people(search: "", limit: 100) {
      id
      fullName
      email
      role
    }
  }
`);

export const claimChangesQuery = graphql(`
  query AdminClaimChanges {
    claimChanges(limit: 50) {
      id
      attemptId
      actorEmail
      fromTutorEmail
      toTutorEmail
      reason
      createdAt
    }
  }
`);

export const reassignClaimMutation = graphql(`
  mutation AdminReassignClaim($attemptId: ID!, $tutorEmail: String!, $reason: String!) {
    reassignClaim(attemptId: $attemptId, tutorEmail: $tutorEmail, reason: $reason) {
      claimedBy
      attempt {
        id
      }
    }
  }
`);
