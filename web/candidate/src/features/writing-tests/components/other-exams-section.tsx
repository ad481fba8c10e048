import { ErrorAlert } from '@mocktest/web-shared/ui';
import type { WritingTestsQuery } from '../../../gql/graphql';
import type { OtherExamGroup } from '../lib/other-exam-attempts';
import { MockTestRow } from './mock-test-row';

type MockTestItem = WritingTestsQuery['mockTests'][number];

type OtherExamsSectionProps = {
  groups: OtherExamGroup<Omit<MockTestItem, 'myAttempt'>>[];
  /** The read failed: the section says so, with a retry, instead of hiding the attempts without a word. */
  failed: boolean;
  onRetry: () => void;
  onOpen: (test: MockTestItem) => void;
};

/** The candidate's attempts at tests of the exams they no longer prepare for, one block per exam. */
export function OtherExamsSection({ groups, failed, onRetry, onOpen }: OtherExamsSectionProps) {
  if (!failed && groups.length === 0) return null;
  return (
    <section className="other-exams" aria-labelledby="other-exams-heading">
      <h2 id="other-exams-heading" className="other-exams__heading">
        Your other exams
      </h2>
      <p className="other-exams__lead">Tests you took while preparing for another exam stay open here.</p>
      {failed && <ErrorAlert message="Your tests of other exams could not be loaded." onRetry={onRetry} />}
      {groups.map((group) => (
        <section key={group.exam} className="other-exams__exam" aria-labelledby={`other-exams-${group.exam}`}>
          <h3 id={`other-exams-${group.exam}`} className="other-exams__exam-heading">
            {group.label}
          </h3>
          <ul className="test-list">
            {group.rows.map((row) => (
              <MockTestRow key={row.id} test={row} onOpen={onOpen} />
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}
