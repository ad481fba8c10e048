// The same count as the exam's length rules use (web-shared), so the editor never shows two different numbers.
export { wordCount } from '@mocktest/web-shared/writing-rules';
