import { graphql } from '../../../gql';

/** How far blind second markings agree with first evaluations, per criterion and per tutor. */
export const markingAgreementQuery = graphql(`
  query MarkingAgreement {
    markingAgreement {
      answers
      sharePercent
      criteria {
        exam {
          key
          label
        }
        criterion
        label
        comparisons
        exact
        withinOneStep
      }
      tutors {
        name
        email
        answers
        comparisons
        exact
        withinOneStep
      }
    }
  }
`);
