/** One question of a Frequently Asked Questions list. */
export type FaqItem = { question: string; answer: string };
