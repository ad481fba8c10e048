import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Raised when database work would wait on itself or waited too long for the embedded database. It is a bug or an
 * overload, never a reason to hang: the caller's request or timer fails with this message and the process goes on.
 */
export class DatabaseAccessError extends Error {
  override name = 'DatabaseAccessError';
}

/** The gate every repository call and transaction passes through. */
export type DatabaseAccess = {
  /** One repository call outside any transaction. */
  call<T>(work: () => Promise<T>): Promise<T>;
  /** One whole transaction. */
  transaction<T>(work: () => Promise<T>): Promise<T>;
  /** Work with no tie to the caller's transaction (timers armed inside one, for instance). */
  detached<A extends unknown[], R>(work: (...args: A) => R): (...args: A) => R;
};

type OpenTransaction = { open: boolean };

/** What the gate times: one repository call, or one whole transaction. */
export type DatabaseUnitKind = 'call' | 'transaction';

/**
 * Two rules, one per failure that used to hang the embedded mode:
 *
 * - Inside an open transaction, a call on the plain repositories (or a second transaction) is refused at once. On
 *   PGlite, which has one connection, it would wait for the connection the transaction holds, forever; on
 *   PostgreSQL it would read outside the transaction. Both modes refuse, so the tests on PostgreSQL catch it.
 * - With one connection (`exclusive`), every call and transaction waits its turn in one queue for at most
 *   `maxWaitMs`, then fails naming what it waited for, instead of queueing behind a stuck unit of work for ever.
 */
export function createDatabaseAccess(options: {
  exclusive: boolean;
  maxWaitMs: number;
  /** Told how long each call or transaction took, its wait for a connection included (the metrics). */
  observe?: (kind: DatabaseUnitKind, seconds: number) => void;
}): DatabaseAccess {
  const transactions = new AsyncLocalStorage<OpenTransaction>();
  const timed = <T>(kind: DatabaseUnitKind, work: () => Promise<T>): Promise<T> => {
    const observe = options.observe;
    if (!observe) return work();
    const began = performance.now();
    return work().finally(() => observe(kind, (performance.now() - began) / 1000));
  };
  let tail: Promise<void> = Promise.resolve();

  /** The refusal of work started inside an open transaction, or null when none is open here. */
  const insideTransaction = (what: string): Promise<never> | null =>
    transactions.getStore()?.open
      ? Promise.reject(
          new DatabaseAccessError(
            `${what} was started inside an open transaction: it must use the transaction's repositories ` +
              '(with one database connection it would wait for itself forever).',
          ),
        )
      : null;

  /** Runs `work` when the units queued before it have finished, or fails after `maxWaitMs` without running it. */
  const inTurn = <T>(work: () => Promise<T>): Promise<T> => {
    const before = tail;
    let finish!: () => void;
    tail = new Promise<void>((resolve) => {
      finish = resolve;
    });
    let timer: NodeJS.Timeout | undefined;
    const waited = new Promise<'late'>((resolve) => {
      timer = setTimeout(() => resolve('late'), options.maxWaitMs);
      timer.unref();
    });
    return Promise.race([before.then(() => 'ready' as const), waited]).then(async (turn) => {
      clearTimeout(timer);
      if (turn === 'late') {
        // Our place is given up only once those before us are done, so the order holds for the rest.
        void before.then(finish);
        throw new DatabaseAccessError(
          `the embedded database was busy for ${options.maxWaitMs} ms (DATABASE_MAX_WAIT_MS); the call was not run`,
        );
      }
      try {
        // PGlite answers within microtasks, so a chain of calls (a backlog of due deadlines) would otherwise hold the
        // event loop until it ends: no request, probe or signal would be read meanwhile.
        await new Promise<void>((resolve) => setImmediate(resolve));
        return await work();
      } finally {
        finish();
      }
    });
  };

  return {
    call(work) {
      return insideTransaction('A database call') ?? timed('call', () => (options.exclusive ? inTurn(work) : work()));
    },
    transaction(work) {
      const refused = insideTransaction('A second transaction');
      if (refused) return refused;
      const run = async () => {
        const state: OpenTransaction = { open: true };
        try {
          return await transactions.run(state, work);
        } finally {
          // Work the transaction set off (a timer, a promise left running) may touch the database from now on.
          state.open = false;
        }
      };
      return timed('transaction', () => (options.exclusive ? inTurn(run) : run()));
    },
    detached(work) {
      return (...args) => transactions.exit(() => work(...args));
    },
  };
}

/** The same repositories, each method passing through `access.call`. */
export function throughAccess<T extends object>(repositories: T, access: DatabaseAccess): T {
  const guarded = Object.entries(repositories).map(([name, repository]) => {
    if (repository === null || typeof repository !== 'object') return [name, repository];
    const methods = Object.entries(repository).map(([method, value]) =>
      typeof value === 'function'
        ? [method, (...args: unknown[]) => access.call(() => value.apply(repository, args))]
        : [method, value],
    );
    return [name, Object.fromEntries(methods)];
  });
  return Object.fromEntries(guarded) as T;
}
