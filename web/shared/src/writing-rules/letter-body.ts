import { wordCount } from './word-count';

/** How an OET letter's words split: the body the guide judges, and the whole letter as typed. */
export type LetterBodyCount = {
  /** Words between the salutation ("Dear …,") and the sign-off ("Yours sincerely/faithfully"). */
  bodyWords: number;
  /** Every word of the answer: addresses, date, Re: line, salutation, sign-off and name included. */
  letterWords: number;
  /** Whether a salutation line was found; without one the body starts at the top of the answer. */
  hasSalutation: boolean;
  /** Whether a sign-off was found after it; without one the body runs to the end of the answer. */
  hasSignOff: boolean;
};

// "Dear Dr Patel," — the salutation ends at its comma (or at the end of its line when it has none), so a body begun
// on the same line still counts.
const salutation = /^[ \t]*Dear\b[^,\n]*(,|$)/im;
// The closings OET letters use; the sign-off and everything after it (name, title) are not body.
const signOff = /^[ \t]*Yours[ \t]+(sincerely|faithfully)\b/im;

/**
 * The body of an OET letter, counted as the OET guide counts it: the words after the salutation line ("Dear …,") and
 * before the sign-off ("Yours sincerely" / "Yours faithfully"); addresses, date, the Re: line, salutation, sign-off
 * and name are left out. The 180–200 word guide is about the body.
 */
export function letterBodyCount(text: string): LetterBodyCount {
  let start = 0;
  const opening = salutation.exec(text);
  if (opening) start = opening.index + opening[0].length;
  let end = text.length;
  const rest = text.slice(start);
  const closing = signOff.exec(rest);
  if (closing) end = start + closing.index;
  return {
    bodyWords: wordCount(text.slice(start, end)),
    letterWords: wordCount(text),
    hasSalutation: opening !== null,
    hasSignOff: closing !== null,
  };
}

/** The count as both apps show it: "Body 186 words (letter 214)". */
export function letterBodyLabel(count: LetterBodyCount): string {
  return `Body ${count.bodyWords} ${count.bodyWords === 1 ? 'word' : 'words'} (letter ${count.letterWords})`;
}

/** True for the exams whose answer is a letter whose body the length guide judges (OET Nurses, OET Doctors). */
export function countsLetterBody(exam: string | null | undefined): boolean {
  return exam === 'OETNurses' || exam === 'OETDoctors';
}
