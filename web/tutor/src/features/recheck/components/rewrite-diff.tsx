import { changedWordCounts, compareAnswers } from '@mocktest/web-shared/word-diff';
import type { RecheckItemFieldsFragment } from '../../../gql/graphql';
import { writtenTasks } from '../../grading/lib/answer-text';

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/**
 * The rewrite against the original answer, word by word, per written task: removed words struck through, added words
 * marked (each change also named in words for a screen reader, so colour is never the only sign).
 */
export function RewriteDiff({ item }: { item: RecheckItemFieldsFragment }) {
  const tasks = writtenTasks(item.original.mockTest.tasks);
  const textOf = (answers: { taskKey: string; text: string }[], taskKey: string) =>
    answers.find((answer) => answer.taskKey === taskKey)?.text ?? '';
  return (
    <section className="card rewrite-diff" aria-labelledby="rewrite-diff-title">
      <h2 id="rewrite-diff-title">What the rewrite changed</h2>
      <p className="muted">
        The original answer turned into the rewrite, word by word: <del className="rewrite-diff__removed">removed</del>{' '}
        and <ins className="rewrite-diff__added">added</ins> words.
      </p>
      {tasks.map((task) => {
        const comparison = compareAnswers(
          textOf(item.original.answers, task.key),
          textOf(item.rewrite.answers, task.key),
        );
        const counts = changedWordCounts(comparison.inline);
        return (
          <div key={task.key} className="rewrite-diff__task">
            {tasks.length > 1 ? <h3>{task.title}</h3> : null}
            <p className="muted rewrite-diff__summary">
              {comparison.changed
                ? `${plural(counts.added, 'word')} added, ${plural(counts.removed, 'word')} removed.`
                : 'Unchanged from the original.'}
            </p>
            <div className="rewrite-diff__text">
              {comparison.inline.map((segment, index) => {
                const key = `${index}:${segment.kind}`;
                if (segment.kind === 'added') {
                  return (
                    <ins key={key} className="rewrite-diff__added">
                      {segment.text}
                    </ins>
                  );
                }
                if (segment.kind === 'removed') {
                  return (
                    <del key={key} className="rewrite-diff__removed">
                      {segment.text}
                    </del>
                  );
                }
                return <span key={key}>{segment.text}</span>;
              })}
            </div>
          </div>
        );
      })}
    </section>
  );
}
