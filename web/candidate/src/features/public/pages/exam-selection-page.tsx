import { useEffect, useState } from 'react';
import type { ExamKey } from '../../../gql/graphql';
import { readSelectedExam, rememberSelectedExam } from '../../../shared/lib/selected-exam';
import { examOptions } from '../data/exam-options';

/** The exams' own pages, linked under the tiles. */
const examPages = [
  { href: '/ielts', label: 'IELTS' },
  { href: '/oet', label: 'OET' },
  { href: '/pte', label: 'PTE' },
  { href: '/toefl', label: 'TOEFL' },
];

/** The pre-sign-up chooser: six exam tiles; Sign Up works once one is chosen, and the choice is remembered. */
export function ExamSelectionPage() {
  const [selected, setSelected] = useState<ExamKey | null>(null);

  // Read after hydration: the prerendered page knows nothing of this visitor's storage.
  useEffect(() => {
    const stored = readSelectedExam();
    if (stored) setSelected(stored);
  }, []);

  function choose(key: ExamKey) {
    setSelected(key);
    rememberSelectedExam(key);
  }

  return (
    <section className="site-section chooser" aria-labelledby="chooser-heading">
      <div className="site-container site-container--narrow">
        <h1 id="chooser-heading" className="chooser__title">
          Which exam are you preparing for?
        </h1>
        <p className="site-section__lead">
          Pick your exam and we will set up your mock tests for it. You can change it in your profile until you buy a
          plan.
        </p>
        <fieldset className="chooser__tiles">
          <legend className="visually-hidden">Exam</legend>
          {examOptions.map((option) => (
            <label key={option.key} className={selected === option.key ? 'exam-tile exam-tile--selected' : 'exam-tile'}>
              <input
                type="radio"
                name="exam"
                value={option.key}
                checked={selected === option.key}
                onChange={() => choose(option.key)}
                className="exam-tile__input"
              />
              <span className="exam-tile__label">{option.label}</span>
              <span className="exam-tile__detail">{option.detail}</span>
            </label>
          ))}
        </fieldset>
        {selected === null && (
          <p className="chooser__hint" role="status">
            Please choose an option before proceeding.
          </p>
        )}
        <div className="chooser__actions">
          <a href="/" className="button button--secondary">
            Home
          </a>
          <button
            type="button"
            className="button button--primary"
            disabled={selected === null}
            onClick={() => window.location.assign('/signup')}
          >
            Sign Up
          </button>
        </div>
        <p className="chooser__login">
          <a href="/login">Already have an account? Login here.</a>
        </p>
        <nav className="chooser__exams" aria-label="About each exam">
          <span>Read about each exam:</span>
          <ul>
            {examPages.map((page) => (
              <li key={page.href}>
                <a href={page.href}>{page.label}</a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </section>
  );
}
