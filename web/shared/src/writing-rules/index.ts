export { checkLength, type LengthCheck, type LengthTask } from './length-rules';
export { sentenceCount, wordCount } from './word-count';
