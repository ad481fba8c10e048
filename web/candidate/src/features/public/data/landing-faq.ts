import { brand } from '../../../shared/brand';
import type { FaqItem } from './faq-item';
import { promiseRangeOpening } from './landing-plans';

/** The landing page's questions; the first five show until the visitor asks for more. */
export const landingFaq: FaqItem[] = [
  {
    question: 'How quickly will I receive my evaluation?',
    answer: `${promiseRangeOpening} of submitting, depending on your plan. Each plan card above shows the exact turnaround.`,
  },
  {
    question: 'How long can I use my plan?',
    answer: `Standard access lasts three months on every plan. If you need longer, write to us at ${brand.supportEmail} and we will extend it.`,
  },
  {
    question: 'Do you offer video classes?',
    answer: `We do not run video classes. If you would like a one-on-one video session with a tutor, contact ${brand.supportEmail} and we will arrange one.`,
  },
  {
    question: 'Which devices can I use?',
    answer:
      'Laptops, tablets and phones all work. For a full timed mock test we recommend a laptop or desktop with a keyboard, just like on exam day.',
  },
  {
    question: 'How many mock tests do I get?',
    answer:
      'That depends on the plan you choose; every plan card lists its number of practice writing tasks. The first test of every exam is free, so you can try the platform before you buy.',
  },
  {
    question: 'Can I change my exam after buying a plan?',
    answer: `You choose the test type when you buy, and the plan's mock tests belong to that exam. If you picked the wrong one, write to ${brand.supportEmail} and we will sort it out.`,
  },
  {
    question: 'Are your OET tests up to date?',
    answer:
      'Yes. Our OET writing tasks follow the OET 2.0 format: five minutes to read the case notes, then forty minutes to write the letter.',
  },
  {
    question: 'Who marks my writing?',
    answer:
      'Experienced English tutors mark every answer by hand against the official criteria of your exam. Scores are indicative and are not official exam results.',
  },
  {
    question: 'How do I pay?',
    answer:
      'By card, through our secure payment provider. Your card details go straight to the provider; we never see them.',
  },
];
