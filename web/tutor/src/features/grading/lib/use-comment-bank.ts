import { useMutation, useQuery } from '@apollo/client/react';
import { errorMessage } from '@mocktest/web-shared/api';
import { useCallback } from 'react';
import type { ExamKey } from '../../../gql/graphql';
import {
  deleteCommentPhraseMutation,
  myCommentPhrasesQuery,
  saveCommentPhraseMutation,
} from '../graphql/comment-bank.operations';
import type { BankPhrase } from './comment-bank';

export type CommentBank = {
  /** The tutor's phrases for the exam, every criterion's; empty while loading. */
  phrases: BankPhrase[];
  /** Why the bank could not be read, if it could not. */
  loadError: string | null;
  /** Saves a phrase for the criterion; resolves to null when saved (or already there), else why not. */
  save(criterion: string, text: string): Promise<string | null>;
  /** Deletes a phrase; resolves to null when done, else why not. */
  remove(id: string): Promise<string | null>;
};

/** The signed-in tutor's comment bank for one exam, read once per grading page and refreshed after each change. */
export function useCommentBank(exam: ExamKey, skip: boolean): CommentBank {
  const variables = { exam };
  const { data, error } = useQuery(myCommentPhrasesQuery, { variables, skip });
  const refetch = { refetchQueries: [{ query: myCommentPhrasesQuery, variables }], awaitRefetchQueries: true };
  const [saveMutation] = useMutation(saveCommentPhraseMutation, refetch);
  const [deleteMutation] = useMutation(deleteCommentPhraseMutation, refetch);

  const save = useCallback(
    async (criterion: string, text: string) => {
      try {
        await saveMutation({ variables: { exam, criterion, text } });
        return null;
      } catch (caught) {
        return errorMessage(caught, 'The phrase could not be saved; please try again.');
      }
    },
    [exam, saveMutation],
  );
  const remove = useCallback(
    async (id: string) => {
      try {
        await deleteMutation({ variables: { id } });
        return null;
      } catch (caught) {
        return errorMessage(caught, 'The phrase could not be deleted; please try again.');
      }
    },
    [deleteMutation],
  );
  return {
    phrases: data?.myCommentPhrases ?? [],
    loadError: error ? errorMessage(error, 'Your saved phrases could not be loaded.') : null,
    save,
    remove,
  };
}
