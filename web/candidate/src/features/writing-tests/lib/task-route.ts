const oetTypes = new Set([
  'referral',
  'dischargesummary',
  'casenote',
  'casesummary',
  'communicationcase',
  'healthcarescenario',
]);

/** The task screen for a test's type, as the old product routed it; unknown types stay on the list. */
export function taskPath(type: string): string {
  const normalised = type.toLowerCase();
  if (normalised === 'writing1') return '/dashboard/writingtasks/writing1';
  if (normalised === 'writing2') return '/dashboard/writingtasks/writing2';
  if (oetTypes.has(normalised)) return '/dashboard/writingtasks/writing3';
  return '/dashboard/writingtasks';
}

/** The task screen URL with the test id in the query string, so a refresh keeps the test. */
export function taskUrl(test: { id: string; type: string }): string {
  const path = taskPath(test.type);
  return path === '/dashboard/writingtasks' ? path : `${path}?test=${encodeURIComponent(test.id)}`;
}

/** The instructions page of a test, where its clock is started. */
export function introUrl(test: { id: string }): string {
  return `/dashboard/writingtasks/${encodeURIComponent(test.id)}/intro`;
}
