export { CaseNotes } from './components/case-notes';
export type { OetCaseNotes } from './lib/oet-case';
