import { memoryStorage } from '@mocktest/web-shared/test-support';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formFromEvaluation } from './evaluation-form';
import { clearStoredForm, loadStoredForm, storeForm } from './stored-form';

describe('the form kept in this browser', () => {
  beforeEach(() => vi.stubGlobal('window', { localStorage: memoryStorage() }));
  afterEach(() => vi.unstubAllGlobals());

  it('gives back what the tutor typed for the same attempt, until it is cleared', () => {
    const form = { ...formFromEvaluation(null, { letter: 'Dear Dr Okafor,' }), feedback: 'A clear letter.' };
    storeForm('attempt-1', form);
    expect(loadStoredForm('attempt-1')).toEqual(form);
    expect(loadStoredForm('attempt-2')).toBeNull();
    clearStoredForm('attempt-1');
    expect(loadStoredForm('attempt-1')).toBeNull();
  });

  it('ignores a stored copy of another shape instead of filling the form with it', () => {
    window.localStorage.setItem('mocktest.tutor.evaluation-form.attempt-1', JSON.stringify({ feedback: 3 }));
    expect(loadStoredForm('attempt-1')).toBeNull();
    window.localStorage.setItem('mocktest.tutor.evaluation-form.attempt-1', '{not json');
    expect(loadStoredForm('attempt-1')).toBeNull();
  });

  it('still offers a copy stored before rows lost their ids', () => {
    const form = { ...formFromEvaluation(null, { letter: '' }), strengths: [{ label: 'Tone', text: 'Polite.' }] };
    const older = { ...form, strengths: [{ id: 'row-1', label: 'Tone', text: 'Polite.' }] };
    window.localStorage.setItem('mocktest.tutor.evaluation-form.attempt-1', JSON.stringify(older));
    expect(loadStoredForm('attempt-1')).toEqual(form);
  });

  it('offers a copy stored before comments on passages existed, with none, and keeps comments stored since', () => {
    const form = formFromEvaluation(null, { letter: 'Dear Dr Okafor,' });
    const { comments: _none, ...older } = form;
    window.localStorage.setItem('mocktest.tutor.evaluation-form.attempt-1', JSON.stringify(older));
    expect(loadStoredForm('attempt-1')).toEqual({ ...form, comments: [] });
    const comment = { taskKey: 'letter', start: 0, end: 4, criterion: 'purpose', text: 'Name the purpose.' };
    storeForm('attempt-2', { ...form, comments: [comment] });
    expect(loadStoredForm('attempt-2')?.comments).toEqual([comment]);
  });

  it('offers a copy stored before revisions were per task without its single revision (the server has them)', () => {
    const { revisedAnswers: _none, ...rest } = formFromEvaluation(null, { letter: 'Dear Dr Okafor,' });
    const older = { ...rest, revisedAnswer: 'Dear Dr Okafor,' };
    window.localStorage.setItem('mocktest.tutor.evaluation-form.attempt-1', JSON.stringify(older));
    const loaded = loadStoredForm('attempt-1');
    expect(loaded?.revisedAnswers).toBeUndefined();
    expect(loaded?.feedback).toBe(rest.feedback);
  });
});
