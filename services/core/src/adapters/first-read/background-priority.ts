import { readlinkSync } from 'node:fs';
import { getPriority, setPriority } from 'node:os';

/** The niceness the checker's thread runs at: it yields the CPU to everything else of the machine's at nice 0. */
export const backgroundNiceness = 10;

/**
 * Lowers the calling thread's CPU priority, not its process's (Linux keeps a niceness per thread; /proc/thread-self
 * names the thread's id). The first read is a help with no deadline, and it must never make a deadline job or a
 * request of the same process wait for a core. Elsewhere, or when the system refuses, nothing changes: returns false.
 */
export function lowerThisThreadsPriority(niceness = backgroundNiceness): boolean {
  try {
    const threadId = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (!Number.isInteger(threadId) || threadId <= 0) return false;
    // Only ever lowered: a thread already nicer (a process started with `nice`) is left as it is.
    if (getPriority(threadId) < niceness) setPriority(threadId, niceness);
    return true;
  } catch {
    return false;
  }
}
