// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, expect, test } from 'vitest';
import { AnswerTabs } from './answer-tabs';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
afterEach(() => document.body.replaceChildren());

const tabs = [
  { key: 'changes', label: 'Changes', panel: () => <p>The diff</p> },
  { key: 'comments', label: 'Comments', panel: () => <p>The comments</p> },
  { key: 'answer', label: 'Your answer', panel: () => <p>The answer</p> },
];

async function render() {
  const host = document.createElement('div');
  document.body.append(host);
  await act(async () => createRoot(host).render(<AnswerTabs tabs={tabs} label="Your answer's views" />));
  const tabButtons = [...host.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
  const selected = () =>
    tabButtons.filter((tab) => tab.getAttribute('aria-selected') === 'true').map((tab) => tab.textContent);
  const panels = () => [...host.querySelectorAll('[role="tabpanel"]')];
  const press = (key: string) =>
    act(async () => {
      (document.activeElement ?? tabButtons[0])?.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
    });
  return { host, tabButtons, selected, panels, press };
}

test('three tabs, the first chosen, and only its panel rendered, labelled by its tab', async () => {
  const { host, tabButtons, selected, panels } = await render();
  expect(host.querySelector('[role="tablist"]')?.getAttribute('aria-label')).toBe("Your answer's views");
  expect(tabButtons.map((tab) => tab.textContent)).toEqual(['Changes', 'Comments', 'Your answer']);
  expect(selected()).toEqual(['Changes']);
  expect(tabButtons.map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
  expect(panels()).toHaveLength(1);
  expect(panels()[0]?.textContent).toBe('The diff');
  expect(panels()[0]?.getAttribute('aria-labelledby')).toBe(tabButtons[0]?.id);
  expect(tabButtons.every((tab) => tab.getAttribute('aria-controls') === panels()[0]?.id)).toBe(true);
});

test('a click chooses a tab and shows its panel alone', async () => {
  const { tabButtons, selected, panels } = await render();
  await act(async () => tabButtons[1]?.click());
  expect(selected()).toEqual(['Comments']);
  expect(panels().map((panel) => panel.textContent)).toEqual(['The comments']);
  expect(panels()[0]?.getAttribute('aria-labelledby')).toBe(tabButtons[1]?.id);
});

test('the arrow keys move round the tabs, Home and End to the ends, and the focus follows', async () => {
  const { tabButtons, selected, panels, press } = await render();
  tabButtons[0]?.focus();
  for (const [key, expected] of [
    ['ArrowRight', 'Comments'],
    ['ArrowRight', 'Your answer'],
    ['ArrowRight', 'Changes'],
    ['ArrowLeft', 'Your answer'],
    ['Home', 'Changes'],
    ['End', 'Your answer'],
  ] as const) {
    await press(key);
    expect(selected()).toEqual([expected]);
    expect(document.activeElement?.textContent).toBe(expected);
  }
  expect(panels().map((panel) => panel.textContent)).toEqual(['The answer']);
  // Other keys leave the choice alone.
  await press('ArrowDown');
  expect(selected()).toEqual(['Your answer']);
});
