export { type AnswerComparison, changedWordCounts, compareAnswers, type DiffSegment } from './word-diff';
