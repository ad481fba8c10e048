const oetTypes = new Set([
  'referral',
  'dischargesummary',
  'casenote',
  'casesummary',
  'communicationcase',
  'healthcarescenario',
]);

/** The task screen that opens a test of this type (the old product's routing: writing1, writing2, writing3). */
export function screenPath(test: { id: string; type: string }): string {
  const type = test.type.toLowerCase();
  const screen = oetTypes.has(type) ? 'writing3' : type === 'writing1' ? 'writing1' : 'writing2';
  return `/dashboard/writingtasks/${screen}?test=${encodeURIComponent(test.id)}`;
}
