import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDraftAutosave, type SaveStatus } from './draft-autosave';
import type { Answers } from './draft-storage';
import { type SubmitRetry, submitAnswers } from './submit-answers';
import type { SubmitFailure } from './submit-failure';

class FakeRefusal extends Error {
  readonly failure: SubmitFailure;
  constructor(failure: SubmitFailure) {
    super(failure);
    this.failure = failure;
  }
}
const classify = (error: unknown): SubmitFailure => (error instanceof FakeRefusal ? error.failure : 'passing');

/**
 * A fake of the attempt API as the server now behaves: requests are handled in the order they arrive, a draft after
 * the submit is refused (CONFLICT), and the stored answers are what a reload would show. Each request can be held
 * in flight until the test lets it through.
 */
function fakeServer() {
  const stored = { answers: {} as Answers, submitted: false };
  const log: string[] = [];
  const held: (() => void)[] = [];
  let holdRequests = false;
  let failSubmits: Error[] = [];

  const arrive = <T>(handle: () => T): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      const run = () => {
        try {
          resolve(handle());
        } catch (error) {
          reject(error);
        }
      };
      if (holdRequests) held.push(run);
      else run();
    });

  return {
    stored,
    log,
    hold: () => {
      holdRequests = true;
    },
    /** Lets the held requests reach the server, oldest first. */
    release: () => {
      holdRequests = false;
      for (const run of held.splice(0)) run();
    },
    inFlight: () => held.length,
    failNextSubmits: (...errors: Error[]) => {
      failSubmits = errors;
    },
    save: (answers: Answers) => {
      log.push(`save sent: ${answers.task1}`);
      return arrive(() => {
        if (stored.submitted) throw new FakeRefusal('closed');
        stored.answers = answers;
      });
    },
    submit: (answers: Answers) => {
      log.push(`submit sent: ${answers.task1}`);
      const failure = failSubmits.shift();
      if (failure) return Promise.reject(failure);
      return arrive(() => {
        if (!stored.submitted) stored.answers = answers;
        stored.submitted = true;
        return { status: 'SUBMITTED', answers: stored.answers };
      });
    },
  };
}

function workspace(server: ReturnType<typeof fakeServer>, options: { held?: boolean } = {}) {
  const statuses: SaveStatus[] = [];
  const closedBy: unknown[] = [];
  let screen: Answers = { task1: '', task2: '' };
  const autosave = createDraftAutosave({
    saved: screen,
    save: server.save,
    onStatus: (status) => statuses.push(status),
    isClosedError: (error) => classify(error) === 'closed',
    onClosed: (error) => closedBy.push(error),
    held: options.held,
  });
  return {
    autosave,
    statuses,
    closedBy,
    type(task1: string, task2 = screen.task2 ?? '') {
      screen = { task1, task2 };
      autosave.edit(screen);
    },
    submit(retry?: SubmitRetry) {
      return submitAnswers({ autosave, answers: () => screen, send: server.submit, classify, retry });
    },
  };
}

const quickRetry = (onRetry: SubmitRetry['onRetry'] = () => undefined): SubmitRetry => ({
  delaysMs: [1000, 2000],
  wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  onRetry,
  cancelled: () => false,
});

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('autosave and submit', () => {
  it('saves the draft once typing pauses', async () => {
    const server = fakeServer();
    const screen = workspace(server);
    screen.type('Dear Ms');
    await vi.advanceTimersByTimeAsync(1999);
    expect(server.log).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.log).toEqual(['save sent: Dear Ms']);
    expect(server.stored.answers.task1).toBe('Dear Ms');
    expect(screen.statuses.at(-1)).toBe('saved');
  });

  it('waits for a save already sent, then submits the text on screen in every task', async () => {
    const server = fakeServer();
    const screen = workspace(server);
    screen.type('Dear Ms Lee', 'Working from home');
    server.hold();
    await vi.advanceTimersByTimeAsync(2000);
    expect(server.inFlight()).toBe(1);

    screen.type('Dear Ms Lee, I am writing to refer Mr Hall.');
    const outcome = screen.submit();
    await vi.advanceTimersByTimeAsync(0);
    expect(server.log).toEqual(['save sent: Dear Ms Lee']);

    server.release();
    expect(await outcome).toMatchObject({ kind: 'submitted' });
    expect(server.log).toEqual(['save sent: Dear Ms Lee', 'submit sent: Dear Ms Lee, I am writing to refer Mr Hall.']);
    // What a reload shows: the submitted attempt with the full text.
    expect(server.stored).toEqual({
      submitted: true,
      answers: { task1: 'Dear Ms Lee, I am writing to refer Mr Hall.', task2: 'Working from home' },
    });
  });

  it('never sends a save that was waiting for typing to pause when Submit was pressed', async () => {
    const server = fakeServer();
    const screen = workspace(server);
    screen.type('The chart compares');
    await vi.advanceTimersByTimeAsync(500);
    await screen.submit();
    screen.type('typed after the submit');
    screen.autosave.flush();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.log).toEqual(['submit sent: The chart compares']);
  });

  it('shows no error when the save in flight is refused because the submit won', async () => {
    const server = fakeServer();
    const screen = workspace(server);
    screen.type('Overall');
    server.hold();
    await vi.advanceTimersByTimeAsync(2000);
    const outcome = screen.submit();
    // The server closed the attempt meanwhile (its own time-up submit): the held save is refused with CONFLICT.
    server.stored.submitted = true;
    server.release();
    expect((await outcome).kind).toBe('submitted');
    expect(server.log).toEqual(['save sent: Overall', 'submit sent: Overall']);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(screen.statuses).not.toContain('failed');
    expect(screen.closedBy).toEqual([]);
  });

  it('resumes saving after a submit that could not be sent', async () => {
    const server = fakeServer();
    const screen = workspace(server);
    screen.type('Firstly');
    server.failNextSubmits(new TypeError('Failed to fetch'));
    expect(await screen.submit()).toMatchObject({ kind: 'failed', failure: 'passing' });
    screen.autosave.reopen();
    await vi.advanceTimersByTimeAsync(2000);
    expect(server.log).toEqual(['submit sent: Firstly', 'save sent: Firstly']);
    expect(server.stored).toEqual({ submitted: false, answers: { task1: 'Firstly', task2: '' } });
  });

  it('at time-up keeps sending the same text until the server answers', async () => {
    const server = fakeServer();
    const screen = workspace(server);
    screen.type('In conclusion');
    server.failNextSubmits(new TypeError('Failed to fetch'), new TypeError('Failed to fetch'));
    const retries: number[] = [];
    const outcome = screen.submit(quickRetry((_error, tries) => retries.push(tries)));
    await vi.advanceTimersByTimeAsync(3000);
    expect(await outcome).toMatchObject({ kind: 'submitted' });
    expect(retries).toEqual([1, 2]);
    expect(server.log).toEqual([
      'submit sent: In conclusion',
      'submit sent: In conclusion',
      'submit sent: In conclusion',
    ]);
    expect(server.stored.submitted).toBe(true);
  });

  it('at time-up stops when the server says the attempt is already submitted', async () => {
    const server = fakeServer();
    const screen = workspace(server);
    server.failNextSubmits(new FakeRefusal('closed'));
    expect((await screen.submit(quickRetry())).kind).toBe('closed');
    expect(server.log).toEqual(['submit sent: ']);
  });

  it('at time-up does not repeat a submit the server refuses for its content', async () => {
    const server = fakeServer();
    const screen = workspace(server);
    server.failNextSubmits(new FakeRefusal('refused'));
    expect(await screen.submit(quickRetry())).toMatchObject({ kind: 'failed', failure: 'refused' });
    expect(server.log).toHaveLength(1);
  });

  it('reports a draft refused because the attempt was closed on the server, and stops saving', async () => {
    const server = fakeServer();
    const screen = workspace(server);
    server.stored.submitted = true;
    screen.type('Typed on a second tab');
    await vi.advanceTimersByTimeAsync(2000);
    screen.type('Typed on a second tab, more');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(screen.closedBy).toHaveLength(1);
    expect(screen.statuses).not.toContain('failed');
    expect(server.log).toEqual(['save sent: Typed on a second tab']);
  });

  it('sends nothing during reading time, and the restored text once writing opens', async () => {
    const server = fakeServer();
    const screen = workspace(server, { held: true });
    screen.type('restored from this browser');
    screen.autosave.flush();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.log).toEqual([]);
    screen.autosave.hold(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(server.log).toEqual(['save sent: restored from this browser']);
  });
});
