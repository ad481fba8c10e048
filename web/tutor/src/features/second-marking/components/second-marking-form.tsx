import { describeError } from '@mocktest/web-shared/api';
import { ErrorAlert } from '@mocktest/web-shared/ui';
import { type FormEvent, useState } from 'react';
import { criteriaOfTask, type ScaleCriterion, scoreKey, scoreOptions } from '../lib/score-options';
import { SecondMarkingActions } from './second-marking-actions';

type Task = { key: string; title: string };
type Score = { taskKey: string; criterion: string; score: number };
export type SecondMarkingContent = { criterionScores: Score[]; note: string };

type Props = {
  tasks: Task[];
  criteria: ScaleCriterion[];
  stored: { criterionScores: Score[]; note: string };
  onSave(content: SecondMarkingContent): Promise<void>;
  onPublish(content: SecondMarkingContent): Promise<void>;
};

/** One select per criterion and task, a note, and Save / Publish (publish asks for a confirmation first). */
export function SecondMarkingForm({ tasks, criteria, stored, onSave, onPublish }: Props) {
  const [scores, setScores] = useState<Record<string, string>>(() =>
    Object.fromEntries(stored.criterionScores.map((s) => [scoreKey(s.taskKey, s.criterion), String(s.score)])),
  );
  const [note, setNote] = useState(stored.note);
  const [busy, setBusy] = useState<'save' | 'publish' | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const fields = tasks.flatMap((task) => criteriaOfTask(criteria, task.key).map((criterion) => ({ task, criterion })));
  const chosen = fields.filter(({ task, criterion }) => scores[scoreKey(task.key, criterion.key)]).length;

  const content = (): SecondMarkingContent => ({
    criterionScores: fields.flatMap(({ task, criterion }) => {
      const value = scores[scoreKey(task.key, criterion.key)];
      return value ? [{ taskKey: task.key, criterion: criterion.key, score: Number(value) }] : [];
    }),
    note,
  });

  async function run(kind: 'save' | 'publish') {
    setBusy(kind);
    setError(null);
    try {
      await (kind === 'save' ? onSave(content()) : onPublish(content()));
      setConfirming(false);
    } catch (caught) {
      setError(describeError(caught).message);
    } finally {
      setBusy(null);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    void run('save');
  }

  return (
    <form className="card second-marking-form" onSubmit={submit} aria-labelledby="second-scores-title">
      <h2 id="second-scores-title">Your scores</h2>
      {tasks.map((task) => (
        <fieldset key={task.key} className="second-marking-task">
          <legend>{task.title}</legend>
          {criteriaOfTask(criteria, task.key).map((criterion) => {
            const id = `score-${task.key}-${criterion.key}`;
            return (
              <div className="second-marking-field" key={criterion.key}>
                <label htmlFor={id}>{criterion.label}</label>
                <select
                  id={id}
                  value={scores[scoreKey(task.key, criterion.key)] ?? ''}
                  onChange={(event) =>
                    setScores((current) => ({ ...current, [scoreKey(task.key, criterion.key)]: event.target.value }))
                  }
                >
                  <option value="">Choose…</option>
                  {scoreOptions(criterion).map((value) => (
                    <option key={value} value={String(value)}>
                      {value}
                    </option>
                  ))}
                </select>
              </div>
            );
          })}
        </fieldset>
      ))}
      <div className="second-marking-note">
        <label htmlFor="second-note">Note for the admins (optional)</label>
        <textarea id="second-note" rows={3} maxLength={5000} value={note} onChange={(e) => setNote(e.target.value)} />
      </div>
      <p className="muted small" aria-live="polite">
        {chosen} of {fields.length} scores chosen.
      </p>
      {error ? <ErrorAlert title="Not saved." message={error} /> : null}
      <SecondMarkingActions
        busy={busy}
        confirming={confirming}
        complete={chosen === fields.length}
        onAsk={() => setConfirming(true)}
        onCancel={() => setConfirming(false)}
        onPublish={() => void run('publish')}
      />
    </form>
  );
}
