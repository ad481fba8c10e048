/**
 * Resolves in a later task, so the browser can handle input and paint between two pieces of start-up work: Lighthouse
 * (and a phone) counts every task over 50 ms as blocking, however little each piece takes alone.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
