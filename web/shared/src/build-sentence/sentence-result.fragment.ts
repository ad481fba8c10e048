import { graphql } from '../gql';

/**
 * TOEFL Build a Sentence's items with the server's verdicts: the candidate's released evaluation and the tutors'
 * grading and second-marking pages read the same fields.
 */
export const SentenceResultFieldsFragment = graphql(`
  fragment SentenceResultFields on Attempt {
    sentenceItems {
      index
      context
      replyParts
      blanks
      chunks
      order
      right
      correctReply
    }
    sentenceScore {
      rightCount
      total
    }
  }
`);
