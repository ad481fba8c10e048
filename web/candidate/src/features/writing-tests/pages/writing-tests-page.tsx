import '../writing-tests.css';
import { useQuery } from '@apollo/client/react';
import { errorMessage } from '@mocktest/web-shared/api';
import { ErrorAlert, LoadingState } from '@mocktest/web-shared/ui';
import { useDeferredValue } from 'react';
import { Link, useNavigate } from 'react-router';
import type { WritingTestsQuery as WritingTestsData } from '../../../gql/graphql';
import { useAuth } from '../../../shared/auth/auth-context';
import { ExtraTestsNotice } from '../../../shared/ui/extra-tests-notice';
import { MockTestRow } from '../components/mock-test-row';
import { OtherExamsSection } from '../components/other-exams-section';
import { WritingTestsQuery } from '../graphql/writing-tests.query';
import { otherExamAttempts } from '../lib/other-exam-attempts';
import { rowAction } from '../lib/row-action';
import { introUrl, taskUrl } from '../lib/task-route';
import { useMyAttempts } from '../lib/use-my-attempts';

type MockTestItem = WritingTestsData['mockTests'][number];

/**
 * Writing Mock Tests: the tests of the user's selected exam, then their attempts at tests of the other exams they
 * prepared for before (read once the list has arrived, so it does not slow the list).
 */
export function WritingTestsPage() {
  const { sessionReady, profile: latestProfile, profileError, reloadProfile } = useAuth();
  const navigate = useNavigate();
  const {
    data: latestData,
    loading,
    error,
    refetch,
  } = useQuery(WritingTestsQuery, {
    // Only the ID token is needed: the list loads beside the profile, not one round trip after it.
    skip: !sessionReady,
    // The selected exam or the plan may have changed on another page.
    fetchPolicy: 'cache-and-network',
  });

  // Apollo delivers a result within a synchronous render, which would draw the whole list in one long task; deferred,
  // the list renders as a transition instead, yielding to the browser every few milliseconds (start-up's blocking time).
  const profile = useDeferredValue(latestProfile);
  const data = useDeferredValue(latestData);
  // Between the result and its deferred render, the page keeps showing that the tests are loading.
  const waiting = !data && (loading || latestData !== undefined);

  // The heading and the introduction need no data: they paint with the page's frame, the list when it arrives.
  const exam = profile?.selectedExam;
  const examLabel = exam ? (data?.exams.find((item) => item.key === exam)?.label ?? null) : null;
  const tests = data?.mockTests ?? [];
  const mine = useMyAttempts(Boolean(profile && data));
  const otherExams = profile && mine.attempts ? otherExamAttempts(mine.attempts, exam, data?.exams ?? []) : [];

  // Start test opens the instructions (the clock starts there); an attempt opens its task screen.
  const open = (item: MockTestItem) =>
    navigate(rowAction(item) === 'start' ? introUrl(item) : taskUrl(item), {
      state: { test: item, attempt: item.myAttempt ?? null },
    });

  return (
    <section className="page">
      <header className="page__header">
        <h1>{examLabel ? `${examLabel} Writing Mock Tests` : 'Writing Mock Tests'}</h1>
        <p className="page__lead">
          Timed tasks in the real exam format. Your answer is saved as you type; submit it for an expert evaluation.
        </p>
        <p className="page__lead">
          New to timed writing? <Link to="/dashboard/writingtasks/1">Try a practice question</Link> first (not
          evaluated).
        </p>
      </header>
      {profile && <ExtraTestsNotice extraTests={profile.extraTests} />}
      {!profile && profileError && <ErrorAlert message={profileError} onRetry={reloadProfile} />}
      {!profile && !profileError && <LoadingState label="Loading tests…" />}
      {profile && error && !data && (
        <ErrorAlert message={errorMessage(error)} onRetry={() => void refetch().catch(() => undefined)} />
      )}
      {profile && waiting && <LoadingState label="Loading tests…" />}
      {profile && data && tests.length === 0 && (
        <p className="empty">
          No tests are available for this exam yet. You can choose another target exam in{' '}
          <Link to="/dashboard/profile">My Profile</Link>.
        </p>
      )}
      {profile && tests.length > 0 && (
        <ul className="test-list">
          {tests.map((test) => (
            <MockTestRow key={test.id} test={test} onOpen={open} />
          ))}
        </ul>
      )}
      {profile && data && (
        <OtherExamsSection
          groups={otherExams}
          failed={Boolean(mine.error) && !mine.attempts}
          onRetry={mine.reload}
          onOpen={open}
        />
      )}
    </section>
  );
}
