import { useQuery } from '@apollo/client/react';
import { SubmittedAnswersQuery } from '../graphql/first-read.query';
import { FirstReadSection } from './first-read-section';

/**
 * The automatic first read of the attempt just submitted, under the success message. Its answers are read outside the
 * cache, so that the task screen's fuller selection of the same test is not overwritten.
 */
export function FirstReadAfterSubmit({ attemptId }: { attemptId: string }) {
  const { data } = useQuery(SubmittedAnswersQuery, { variables: { attemptId }, fetchPolicy: 'no-cache' });
  const attempt = data?.attempt;
  if (!attempt || attempt.status === 'IN_PROGRESS') return null;
  return (
    <FirstReadSection
      attemptId={attemptId}
      tasks={attempt.mockTest.tasks}
      answers={attempt.answers}
      className="first-read--after-submit"
    />
  );
}
