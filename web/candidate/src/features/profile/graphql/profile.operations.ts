import { graphql } from '../../../gql';

export const ProfileExamsQuery = graphql(`
  query ProfileExams {
    exams {
      key
      label
    }
  }
`);

/** Saves the editable profile fields; the answer refreshes the cached profile everywhere. */
export const UpdateMyProfileMutation = graphql(`
  mutation UpdateMyProfile($input: UpdateProfileInput!) {
    updateMyProfile(input: $input) {
      ...CurrentProfileFields
    }
  }
`);
