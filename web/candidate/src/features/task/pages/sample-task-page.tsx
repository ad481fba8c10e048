import '../task-screen.css';
import { useNow } from '@mocktest/web-shared/time';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { AnswerBox } from '../components/answer-box';
import { PromptText } from '../components/prompt-text';
import { SampleMaterial } from '../components/sample-material';
import { TaskHeader } from '../components/task-header';
import { TimerBar } from '../components/timer-bar';
import {
  nextSampleId,
  sampleInstructions,
  sampleMinutes,
  sampleMinWords,
  sampleQuestions,
} from '../data/sample-questions';
import { clearSampleDraft, loadSampleDraft, saveSampleDraft } from '../lib/sample-storage';
import '../task-content.css';
import { ConfirmDialog } from '@mocktest/web-shared/ui';

const clearQuestion = 'Are you sure you want to clear your answer? Note: This will not reset the timer.';
const submitQuestion =
  'Are you sure you want to submit your answer? Note: You cannot change the answer once you submit it.';

/** The practice task of the old product: two built-in questions, one after the other, kept in this browser only. */
export function SampleTaskPage({ id }: { id: string }) {
  const navigate = useNavigate();
  const question = sampleQuestions.find((candidate) => candidate.id === id);
  const [draft, setDraft] = useState(() => loadSampleDraft(id, Date.now()));
  const [dialog, setDialog] = useState<'clear' | 'submit' | null>(null);
  const [finished, setFinished] = useState(false);
  const advanced = useRef(false);
  const now = useNow(1000, !finished);
  const remainingMs = draft.startedAt + sampleMinutes * 60_000 - now;

  function update(text: string) {
    const next = { ...draft, text };
    setDraft(next);
    saveSampleDraft(id, next);
  }

  function advance(reason: 'submitted' | 'time') {
    if (advanced.current) return;
    advanced.current = true;
    setDialog(null);
    clearSampleDraft(id);
    const next = nextSampleId(id);
    toast.success(reason === 'time' ? 'Time is up for this practice question.' : 'Practice answer submitted.');
    if (next) navigate(`/dashboard/writingtasks/${next}`);
    else setFinished(true);
  }

  useEffect(() => {
    if (remainingMs <= 0 && !finished) advance('time');
  });

  if (!question) return null;
  if (finished) {
    return (
      <section className="page">
        <TaskHeader title="Academic Writing Part 1" />
        <div className="notice notice--success" role="status">
          <p>You have finished both practice questions. There are no more sample tasks.</p>
          <p>
            <Link to="/dashboard/writingtasks">Go to the Writing Mock Tests</Link> to take a full, timed test with an
            expert evaluation.
          </p>
        </div>
      </section>
    );
  }

  return (
    <div className="task-screen">
      <TimerBar remainingMs={remainingMs} />
      <TaskHeader title="Academic Writing Part 1">
        <p className="task-header__meta">
          Practice question {id} of {sampleQuestions.length} · your answer stays in this browser and is not evaluated.
        </p>
      </TaskHeader>
      <div className="task-panel">
        <div className="task-prompt">
          <p className="instruction-banner">{sampleInstructions}</p>
          <h2 className="task-prompt__heading">Part 1</h2>
          <PromptText text={question.prompt} />
          <SampleMaterial question={question} />
        </div>
        <AnswerBox
          value={draft.text}
          onChange={update}
          readOnly={false}
          task={{ key: 'sample', minWords: sampleMinWords }}
        />
      </div>
      <div className="task-actions">
        <button type="button" className="button button--secondary button--large" onClick={() => setDialog('clear')}>
          Clear
        </button>
        <button type="button" className="button button--primary button--large" onClick={() => setDialog('submit')}>
          Submit
        </button>
      </div>
      <ConfirmDialog
        open={dialog === 'clear'}
        title="Clear your answer"
        description={clearQuestion}
        onConfirm={() => {
          update('');
          setDialog(null);
        }}
        onCancel={() => setDialog(null)}
      />
      <ConfirmDialog
        open={dialog === 'submit'}
        title="Submit your answer"
        description={submitQuestion}
        onConfirm={() => advance('submitted')}
        onCancel={() => setDialog(null)}
      />
    </div>
  );
}
