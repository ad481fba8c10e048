import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ExamInstructions } from '../lib/exam-instructions';

type ExamInstructionsViewProps = {
  title: string;
  content: ExamInstructions;
  /** The page's action: Start Test, or the way to a plan. */
  children: ReactNode;
};

/** An exam's instruction page: the paper, the test's title and time, what to do and how it is marked. */
export function ExamInstructionsView({ title, content, children }: ExamInstructionsViewProps) {
  return (
    <section className="page test-intro" aria-labelledby="test-intro-title">
      <Link to="/dashboard/writingtasks" className="back-link">
        ← All tests
      </Link>
      <header className="test-intro__header">
        <p className="test-intro__exam">{content.paper}</p>
        <h1 id="test-intro-title">{title}</h1>
        <p className="test-intro__time">
          <span className="test-intro__time-label">Time</span> <span>{content.time}</span>
        </p>
      </header>
      <div className="test-intro__grid">
        <section className="test-intro__card" aria-labelledby="test-intro-instructions">
          <h2 id="test-intro-instructions">Instructions to candidates</h2>
          <ul>
            {content.instructions.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>
        <section className="test-intro__card" aria-labelledby="test-intro-information">
          <h2 id="test-intro-information">Information for candidates</h2>
          <ul>
            {content.information.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>
      </div>
      <div className="test-intro__actions">{children}</div>
    </section>
  );
}
