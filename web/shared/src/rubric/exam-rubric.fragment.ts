import { graphql } from '../gql';

/** An exam with its rubric's criteria and their scales: what a screen needs to name and bound scores. */
export const ExamRubricScalesFragment = graphql(`
  fragment ExamRubricScales on Exam {
    key
    label
    rubric {
      criteria {
        taskKey
        key
        label
        min
        max
        step
      }
    }
  }
`);
