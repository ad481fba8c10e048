/** The page a guarded route sent the visitor from, or the fallback; only same-site paths are honoured. */
export function redirectTarget(state: unknown, fallback: string): string {
  const from = typeof state === 'object' && state !== null ? (state as { from?: unknown }).from : undefined;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) return fallback;
  if (from === '/login' || from === '/signup') return fallback;
  return from;
}
