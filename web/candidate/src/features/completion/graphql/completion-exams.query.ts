import { graphql } from '../../../gql';

/** Exam labels, to name the exam a plan was bought for. */
export const CompletionExamsQuery = graphql(`
  query CompletionExams {
    exams {
      key
      label
    }
  }
`);
