// @vitest-environment jsdom
import { act, createRef } from 'react';
import { createRoot } from 'react-dom/client';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, expect, test } from 'vitest';
import { ExamSplit } from './exam-split';

type Task = Parameters<typeof ExamSplit>[0]['task'];

const essay = {
  key: 'essay',
  title: 'Write Essay',
  instructions: 'You will have 20 minutes to plan, write and revise an essay.',
  prompt: 'Should cities ban cars from their centres?',
  minutes: 20,
  minWords: 200,
  maxWords: 300,
} as unknown as Task;

const hints = [{ kind: 'STRUCTURE', label: 'Structure', text: 'One view per paragraph.' }];

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
afterEach(() => document.body.replaceChildren());

test('the question and the answer are two panes side by side; on a phone one tap switches between them', async () => {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  const heading = createRef<HTMLHeadingElement>();
  await act(async () =>
    root.render(
      <ExamSplit task={essay} highlightKey="h:essay" headingRef={heading}>
        <textarea aria-label="Your answer" />
      </ExamSplit>,
    ),
  );
  const split = host.querySelector('.exam-split');
  const question = host.querySelector('section[aria-label="Question"]');
  const answer = host.querySelector('section[aria-label="Answer"]');
  expect(question?.textContent).toContain('Should cities ban cars');
  expect(answer?.querySelector('textarea')).not.toBeNull();
  expect(split?.className).toContain('exam-split--show-question');

  const tabs = [...host.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
  expect(tabs.map((tab) => tab.textContent)).toEqual(['Question', 'Your answer']);
  expect(tabs[1]?.getAttribute('aria-controls')).toBe(answer?.id);
  await act(async () => tabs[1]?.click());
  expect(split?.className).toContain('exam-split--show-answer');
  expect(tabs[1]?.getAttribute('aria-selected')).toBe('true');
  expect(tabs[0]?.getAttribute('aria-selected')).toBe('false');

  // The task's heading can take the focus when the task opens after another.
  expect(heading.current?.textContent).toBe('Write Essay');
  expect(heading.current?.tabIndex).toBe(-1);
  heading.current?.focus();
  expect(document.activeElement).toBe(heading.current);
  await act(async () => root.unmount());
});

test('hints show in the question pane only when the attempt has them', () => {
  const without = renderToStaticMarkup(
    <ExamSplit task={essay} highlightKey="h">
      <span />
    </ExamSplit>,
  );
  expect(without).not.toContain('One view per paragraph.');
  const withHints = renderToStaticMarkup(
    <ExamSplit task={essay} highlightKey="h" hints={hints}>
      <span />
    </ExamSplit>,
  );
  expect(withHints).toContain('One view per paragraph.');
  expect(withHints).toContain('The real exam gives none of this.');
});
