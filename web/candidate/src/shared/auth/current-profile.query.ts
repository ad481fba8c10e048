import { graphql } from '../../gql';

export const CurrentProfileFieldsFragment = graphql(`
  fragment CurrentProfileFields on Profile {
    id
    userId
    email
    fullName
    photoUrl
    emailVerified
    role
    selectedExam
    country
    education
    destination
    targetScore {
      reading
      writing
      listening
      speaking
    }
    targetScores {
      exam
      reading
      writing
      listening
      speaking
      scale
    }
    plan {
      key
      name
      level
      tests
      evaluationMinutes
      promise
    }
    isSubscribed
    planExpired
    expiryDate
    extraTests
    createdAt
  }
`);

/** The caller's profile; the server creates it on the first authenticated call. */
export const CurrentProfileQuery = graphql(`
  query CurrentProfile {
    me {
      ...CurrentProfileFields
    }
  }
`);
