export { checkLength, type LengthCheck, type LengthTask } from './length-rules';
export { countsLetterBody, type LetterBodyCount, letterBodyCount, letterBodyLabel } from './letter-body';
export { sentenceCount, wordCount } from './word-count';
