import { graphql } from '../../../gql';

export const myCommentPhrasesQuery = graphql(`
  query MyCommentPhrases($exam: ExamKey!) {
    myCommentPhrases(exam: $exam) {
      id
      criterion
      text
    }
  }
`);

export const saveCommentPhraseMutation = graphql(`
  mutation SaveCommentPhrase($exam: ExamKey!, $criterion: String!, $text: String!) {
    saveCommentPhrase(exam: $exam, criterion: $criterion, text: $text) {
      id
      criterion
      text
    }
  }
`);

export const deleteCommentPhraseMutation = graphql(`
  mutation DeleteCommentPhrase($id: ID!) {
    deleteCommentPhrase(id: $id)
  }
`);
