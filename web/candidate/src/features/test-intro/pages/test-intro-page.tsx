import { useQuery } from '@apollo/client/react';
import { errorMessage } from '@mocktest/web-shared/api';
import { Link, Navigate, useParams } from 'react-router';
import { TestIntroQuery } from '../graphql/test-intro.query';
import '../test-intro.css';
import { ErrorAlert, LoadingState } from '@mocktest/web-shared/ui';

// The built-in practice questions (ids 1 and 2) are IELTS Academic practice too; they need no server.
const practiceIds = new Set(['1', '2']);

function Instructions({ id, title }: { id: string; title: string }) {
  return (
    <section className="page test-intro" aria-labelledby="test-intro-title">
      <Link to="/dashboard/writingtasks" className="back-link">
        ← All tests
      </Link>
      <header className="test-intro__header">
        <p className="test-intro__exam">IELTS Academic Writing</p>
        <h1 id="test-intro-title">{title}</h1>
        <p className="test-intro__time">
          <span className="test-intro__time-label">Time</span> 1 hour
        </p>
      </header>
      <div className="test-intro__grid">
        <section className="test-intro__card" aria-labelledby="test-intro-instructions">
          <h2 id="test-intro-instructions">Instructions to candidates</h2>
          <ul>
            <li>Answer both parts.</li>
            <li>You can change your answers at any time during the test.</li>
          </ul>
        </section>
        <section className="test-intro__card" aria-labelledby="test-intro-information">
          <h2 id="test-intro-information">Information for candidates</h2>
          <ul>
            <li>There are two parts in this test.</li>
            <li>Part 2 contributes twice as much as Part 1 to the writing score.</li>
            <li>The test clock will show you when there are 10 minutes and 5 minutes remaining.</li>
          </ul>
        </section>
      </div>
      <div className="test-intro__actions">
        <Link to={`/dashboard/writingtasks/${encodeURIComponent(id)}`} className="button button--primary button--large">
          Start Test
        </Link>
      </div>
    </section>
  );
}

function TestInstructions({ id }: { id: string }) {
  const { data, error, refetch } = useQuery(TestIntroQuery, { variables: { id } });
  if (error) {
    return <ErrorAlert message={errorMessage(error)} onRetry={() => void refetch().catch(() => undefined)} />;
  }
  if (!data) return <LoadingState label="Loading the instructions…" />;
  if (!data.mockTest) {
    return (
      <p className="empty">
        This test does not exist. Choose one from the <Link to="/dashboard/writingtasks">Writing Mock Tests</Link>.
      </p>
    );
  }
  // The instruction page belongs to IELTS Academic; other exams go straight to their test.
  if (data.mockTest.exam !== 'IELTSAcademic') {
    return <Navigate to={`/dashboard/writingtasks/${encodeURIComponent(id)}`} replace />;
  }
  return <Instructions id={id} title={data.mockTest.title} />;
}

/** /dashboard/writingtasks/{id}/intro: the IELTS Academic instruction page before a test starts. */
export function TestIntroPage() {
  const { id = '' } = useParams();
  if (practiceIds.has(id)) return <Instructions id={id} title="Sample practice task" />;
  return <TestInstructions id={id} />;
}
