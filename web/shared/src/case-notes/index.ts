export { CaseNotes } from './components/case-notes';
export type { OetCase } from './lib/oet-case';
