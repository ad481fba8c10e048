import '../test-intro.css';
import { useQuery } from '@apollo/client/react';
import { errorMessage } from '@mocktest/web-shared/api';
import { ErrorAlert, LoadingState } from '@mocktest/web-shared/ui';
import { Link, Navigate, useParams } from 'react-router';
import { screenPath } from '../../task/lib/screen-path';
import { ExamInstructionsView } from '../components/exam-instructions-view';
import { PracticeWithHintsSwitch } from '../components/practice-with-hints-switch';
import { StartTestButton } from '../components/start-test-button';
import { TestIntroQuery } from '../graphql/test-intro.query';
import { examInstructions } from '../lib/exam-instructions';

// The built-in practice questions (ids 1 and 2) are IELTS Academic practice too; they need no server.
const practiceIds = new Set(['1', '2']);

function TestInstructions({ id }: { id: string }) {
  const { data, error, refetch } = useQuery(TestIntroQuery, { variables: { id }, fetchPolicy: 'network-only' });
  if (error) {
    return <ErrorAlert message={errorMessage(error)} onRetry={() => void refetch().catch(() => undefined)} />;
  }
  if (!data) return <LoadingState label="Loading the instructions…" />;
  const test = data.mockTest;
  if (!test) {
    return (
      <p className="empty">
        This test does not exist. Choose one from the <Link to="/dashboard/writingtasks">Writing Mock Tests</Link>.
      </p>
    );
  }
  // Started already (in progress, or submitted): its task screen shows the time left or the stored answer.
  const status = test.myAttempt?.status;
  if (status && status !== 'NOT_ATTEMPTED') return <Navigate to={screenPath(test)} replace />;
  return (
    <ExamInstructionsView title={test.title} content={examInstructions[test.exam]}>
      {test.unlocked ? (
        <div className="test-intro__begin">
          <PracticeWithHintsSwitch />
          <StartTestButton test={test} />
        </div>
      ) : (
        <p className="test-intro__locked">
          This test is not included in your plan.{' '}
          <Link to="/dashboard/upgrade" className="button button--accent">
            Upgrade
          </Link>
        </p>
      )}
    </ExamInstructionsView>
  );
}

/**
 * /dashboard/writingtasks/{id}/intro: the exam's instruction page, reached from Start test. Nothing starts here until
 * Start Test is pressed; a test already started goes to its task screen.
 */
export function TestIntroPage() {
  const { id = '' } = useParams();
  if (practiceIds.has(id)) {
    return (
      <ExamInstructionsView title="Sample practice task" content={examInstructions.IELTSAcademic}>
        <Link to={`/dashboard/writingtasks/${id}`} className="button button--primary button--large">
          Start Test
        </Link>
      </ExamInstructionsView>
    );
  }
  return <TestInstructions id={id} />;
}
