import type { ComponentType } from 'react';
import { promiseRange } from '../features/public/data/landing-plans';
import type { PageMeta } from '../features/public/lib/page-meta';
import { brand } from '../shared/brand';

/**
 * A page of the public site. `key` names it in the prerendered HTML (`<div id="root" data-page>`), `source` is its
 * module as the build manifest names it (the prerender step preloads its chunk and fails when it is missing), and
 * `load` fetches its code on demand, so each page ships only its own.
 */
export type PublicPageEntry = PageMeta & { key: string; source: string; load: () => Promise<ComponentType> };

const name = brand.productName;
const examPages = 'src/features/public/pages/exam-page.tsx';

export const publicPages: PublicPageEntry[] = [
  {
    key: 'landing',
    path: '/',
    title: `${name} | IELTS, OET, PTE and TOEFL writing mock tests with expert feedback`,
    description: `Timed IELTS, OET, PTE and TOEFL writing mock tests marked by experienced tutors: a score per criterion, strengths, weaknesses and a revised answer ${promiseRange}.`,
    source: 'src/features/public/pages/landing-page.tsx',
    load: () => import('../features/public/pages/landing-page').then((m) => m.LandingPage),
  },
  {
    key: 'ielts',
    path: '/ielts',
    title: `IELTS Writing mock tests with band scores | ${name}`,
    description:
      'IELTS Academic and General Training writing mock tests under exam timing, marked on the four official criteria with a revised answer.',
    source: examPages,
    load: () => import('../features/public/pages/exam-page').then((m) => m.IeltsPage),
  },
  {
    key: 'oet',
    path: '/oet',
    title: `OET Writing practice for nurses and doctors | ${name}`,
    description:
      'OET 2.0 letter writing practice from real case notes for nurses and doctors, graded on all six criteria by experienced tutors.',
    source: examPages,
    load: () => import('../features/public/pages/exam-page').then((m) => m.OetPage),
  },
  {
    key: 'pte',
    path: '/pte',
    title: `PTE Academic writing practice | ${name}`,
    description:
      'PTE Academic Summarize Written Text and Write Essay practice under real time limits, scored trait by trait by a human tutor.',
    source: examPages,
    load: () => import('../features/public/pages/exam-page').then((m) => m.PtePage),
  },
  {
    key: 'toefl',
    path: '/toefl',
    title: `TOEFL iBT writing practice | ${name}`,
    description:
      'TOEFL iBT writing practice in the new format: Build a Sentence, Write an Email and the Academic Discussion, each on its own clock, scored by a tutor.',
    source: examPages,
    load: () => import('../features/public/pages/exam-page').then((m) => m.ToeflPage),
  },
  {
    key: 'examselection',
    path: '/examselection',
    title: `Choose your exam | ${name}`,
    description: 'Pick the exam you are preparing for: PTE, TOEFL, IELTS General, IELTS Academic or OET.',
    source: 'src/features/public/pages/exam-selection-page.tsx',
    load: () => import('../features/public/pages/exam-selection-page').then((m) => m.ExamSelectionPage),
  },
  {
    key: 'privacy',
    path: '/privacy',
    title: `Privacy Policy | ${name}`,
    description: `How ${name} collects, uses and protects your personal data, and the choices you have.`,
    source: 'src/features/legal/pages/privacy-page.tsx',
    load: () => import('../features/legal/pages/privacy-page').then((m) => m.PrivacyPage),
  },
  {
    key: 'terms',
    path: '/terms',
    title: `Terms and Conditions | ${name}`,
    description: `The terms that apply when you use ${name} and buy a plan.`,
    source: 'src/features/legal/pages/terms-page.tsx',
    load: () => import('../features/legal/pages/terms-page').then((m) => m.TermsPage),
  },
  {
    key: 'news',
    path: '/news',
    title: `Latest News | ${name}`,
    description: `Announcements and upcoming events from ${name}.`,
    source: 'src/features/public/pages/news-page.tsx',
    load: () => import('../features/public/pages/news-page').then((m) => m.NewsPage),
  },
  {
    key: 'about',
    path: '/about',
    title: `About us | ${name}`,
    description: `Why ${name} exists: realistic writing mock tests with detailed evaluations from experienced tutors.`,
    source: 'src/features/public/pages/about-page.tsx',
    load: () => import('../features/public/pages/about-page').then((m) => m.AboutPage),
  },
  {
    key: 'contact',
    path: '/contact',
    title: `Contact us | ${name}`,
    description: `How to reach the ${name} support team by e-mail.`,
    source: 'src/features/public/pages/contact-page.tsx',
    load: () => import('../features/public/pages/contact-page').then((m) => m.ContactPage),
  },
  {
    key: 'careers',
    path: '/careers',
    title: `Careers | ${name}`,
    description: `Open positions at ${name}: English tutors, customer support, frontend development and marketing.`,
    source: 'src/features/public/pages/careers-page.tsx',
    load: () => import('../features/public/pages/careers-page').then((m) => m.CareersPage),
  },
  {
    key: 'not-found',
    path: null,
    title: `Page not found | ${name}`,
    description: 'This page does not exist.',
    source: 'src/app/not-found-page.tsx',
    load: () => import('./not-found-page').then((m) => m.NotFoundPage),
  },
];

/** The signed-in app's entry pages: not prerendered (they need the identity service), but titled in the HTML. */
export const appPageMeta: PageMeta[] = [
  {
    path: '/login',
    title: `Account Login | ${name}`,
    description: `Log in to ${name} to write your mock tests and read your evaluations.`,
  },
  {
    path: '/signup',
    title: `Account Sign Up | ${name}`,
    description: `Create your free ${name} account and write your first mock test today.`,
  },
];

/** The public page prerendered under this key, if any. */
export function findPublicPage(key: string | undefined): PublicPageEntry | undefined {
  return key ? publicPages.find((page) => page.key === key) : undefined;
}
