import { graphql } from '../../../gql';

/** TOEFL Build a Sentence as staff read it on the grading and second-marking pages: the server's verdicts. */
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
