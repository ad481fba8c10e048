import { graphql } from '../../../gql';

/** The candidate's remembered "Practice with hints" choice. */
export const PracticeWithHintsQuery = graphql(`
  query PracticeWithHints {
    me {
      id
      practiceWithHints
    }
  }
`);

/** Stores the switch on the profile; the next test started records it. */
export const SetPracticeWithHintsMutation = graphql(`
  mutation SetPracticeWithHints($on: Boolean!) {
    setPracticeWithHints(on: $on) {
      id
      practiceWithHints
    }
  }
`);
