import '../progress.css';
import { useQuery } from '@apollo/client/react';
import { errorMessage } from '@mocktest/web-shared/api';
import { ErrorAlert, LoadingState } from '@mocktest/web-shared/ui';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { useAuth } from '../../../shared/auth/auth-context';
import { desiredWritingScore, targetValue } from '../../../shared/lib/desired-score';
import { ExamProgressSection } from '../components/exam-progress-section';
import { ProgressExamsQuery } from '../graphql/progress.query';
import { progressByExam } from '../lib/progress-series';
import { useAllAttempts } from '../lib/use-all-attempts';

/** /dashboard/progress: each criterion's score and the overall score over the candidate's evaluated tests. */
export function ProgressPage() {
  const { profile } = useAuth();
  const exams = useQuery(ProgressExamsQuery);
  const attempts = useAllAttempts();
  const data = exams.data && attempts.attempts ? { exams: exams.data.exams, attempts: attempts.attempts } : null;
  const error = exams.error ?? attempts.error;
  const loading = exams.loading || attempts.loading;
  // Desired scores are kept per exam: each exam's section reads its own.
  const targetTextOf = (exam: string) => desiredWritingScore(profile, exam);

  const sections = useMemo(() => {
    if (!data) return [];
    const all = progressByExam(data.exams, data.attempts);
    // The exam the candidate prepares for comes first.
    return [...all].sort((a, b) => Number(b.exam === profile?.selectedExam) - Number(a.exam === profile?.selectedExam));
  }, [data, profile?.selectedExam]);
  const waiting = data?.attempts.filter((attempt) => attempt.status === 'SUBMITTED').length ?? 0;

  return (
    <section className="page progress-page">
      <header className="page__header">
        <h1>Progress</h1>
        <p className="page__lead">
          Your scores over the tests a tutor has evaluated: the overall score against your desired writing score, and
          each criterion of the exam's rubric.
        </p>
      </header>
      {error != null && (
        <ErrorAlert
          message={errorMessage(error)}
          onRetry={() => {
            void exams.refetch().catch(() => undefined);
            attempts.reload();
          }}
        />
      )}
      {loading && !data && <LoadingState label="Loading your progress…" />}
      {data && waiting > 0 && (
        <p className="notice notice--info" role="status">
          {waiting === 1 ? '1 answer is' : `${waiting} answers are`} waiting for a tutor's evaluation; it appears here
          once it is released.
        </p>
      )}
      {data && sections.length === 0 && (
        <div className="progress-empty">
          <h2>No evaluated tests yet</h2>
          <p>
            Your progress starts with your first evaluated test. Open Writing Tasks, start a test and submit your
            answer: once a tutor has evaluated it, your scores appear here, and each test after it adds a point to every
            line.
          </p>
          <Link to="/dashboard/writingtasks" className="button button--primary">
            Start with Writing Tasks
          </Link>
        </div>
      )}
      {sections.map((progress) => (
        <ExamProgressSection
          key={progress.exam}
          progress={progress}
          target={targetValue(targetTextOf(progress.exam))}
          targetText={targetTextOf(progress.exam)}
        />
      ))}
    </section>
  );
}
