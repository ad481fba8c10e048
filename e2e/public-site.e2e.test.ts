import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { seriousAccessibilityViolations } from './support/accessibility.ts';
import { newAccount, uniqueEmail } from './support/accounts.ts';
import { newPage, snap } from './support/browser.ts';
import { platformOrigin } from './support/shared-platform.ts';

// The public website: prerendered pages, their behaviour in the browser, sign-up and sign-in through the Auth
// emulator (each test with an account of its own), accessibility (axe-core) and the key texts at phone, tablet and
// laptop widths.
const widths = [390, 820, 1280];

type PublicPage = { name: string; path: string; texts: string[] };

const publicPages: PublicPage[] = [
  {
    name: 'landing',
    path: '/',
    texts: [
      'Write your way to the score you need',
      'Immediate feedback with band score',
      'Accessible anytime, anywhere',
      'Comprehensive feedback with revised answer',
      'What our students say',
      'Frequently Asked Questions',
      'Conquer PTE, IELTS, and OET',
    ],
  },
  { name: 'ielts', path: '/ielts', texts: ['IELTS Writing mock tests', 'IELTS Frequently Asked Questions'] },
  { name: 'oet', path: '/oet', texts: ['OET letter practice built on real clinical case notes', 'OET 2.0'] },
  { name: 'pte', path: '/pte', texts: ['PTE writing practice with feedback from a real tutor', 'Write Essay'] },
  {
    name: 'toefl',
    path: '/toefl',
    texts: [
      'TOEFL writing practice in the new three-task format',
      'Build a Sentence',
      'TOEFL Frequently Asked Questions',
    ],
  },
  {
    name: 'examselection',
    path: '/examselection',
    texts: ['Which exam are you preparing for?', 'Please choose an option before proceeding.'],
  },
  { name: 'privacy', path: '/privacy', texts: ['Privacy Policy', 'Last updated December 13, 2023', 'under 13'] },
  { name: 'terms', path: '/terms', texts: ['Terms and Conditions', 'not official exam results'] },
  {
    name: 'news',
    path: '/news',
    texts: ['Latest News', 'Exciting Updates', '10 Jan 2024', 'Upcoming Events', '15 Jan 2024'],
  },
  { name: 'about', path: '/about', texts: ['About MockWrite', 'realistic mock tests'] },
  { name: 'contact', path: '/contact', texts: ['Contact us', 'support@example.com'] },
  {
    name: 'careers',
    path: '/careers',
    texts: [
      'English Tutors',
      'Customer Support Representative',
      'Frontend Developer',
      'Marketing Specialist',
      'resume and cover letter',
    ],
  },
];

const appPages: PublicPage[] = [
  { name: 'login', path: '/login', texts: ['Account Login', 'Remember me', 'Forgot Password?'] },
  { name: 'signup', path: '/signup', texts: ['Account Sign Up', 'Trusted by students across multiple countries.'] },
  { name: 'not-found', path: '/no-such-page', texts: ['404', "Oops! Looks like you're lost."] },
];

/** A fresh visitor: empty storage; CSP bypassed so that axe-core can be injected. */
function visitor(name: string, width = 1280): Promise<Page> {
  return newPage({ name: `public-site-${name}`, viewport: { width, height: 900 }, bypassCSP: true });
}

/** Opens a prerendered page and waits until it has hydrated (its buttons work from then on). */
async function openPublicPage(page: Page, path: string): Promise<void> {
  await page.goto(`${platformOrigin()}${path}`);
  await page.waitForSelector('html[data-interactive="true"]', { state: 'attached' });
}

function storedValue(page: Page, key: string): Promise<string | null> {
  return page.evaluate((name) => localStorage.getItem(name), key);
}

describe('prerendered HTML (no JavaScript)', () => {
  test.each(publicPages)('$path carries its text, title, description and canonical link', async ({ path, texts }) => {
    const response = await fetch(`${platformOrigin()}${path}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    for (const text of texts) expect(html).toContain(text);
    expect(html).toMatch(/<title>[^<]+\| MockWrite|<title>MockWrite \|/);
    expect(html).toMatch(/<meta name="description" content="[^"]{40,}"/);
    const canonical = html.match(/<link rel="canonical" href="([^"]+)"/)?.[1];
    expect(canonical && new URL(canonical).pathname).toBe(path);
  });

  test('an unknown path answers 404 with the not-found page; app routes get the app shell', async () => {
    const missing = await fetch(`${platformOrigin()}/no-such-page`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('Looks like you');

    const dashboard = await fetch(`${platformOrigin()}/dashboard/profile`);
    expect(dashboard.status).toBe(200);
    expect(await dashboard.text()).toContain('<div id="root"></div>');
    // The tests list, where a signed-in candidate lands, has its frame and heading drawn in its shell.
    const testsList = await fetch(`${platformOrigin()}/dashboard/writingtasks`);
    expect(testsList.status).toBe(200);
    expect(await testsList.text()).toMatch(/<div id="root"><div class="dashboard">.*<h1>Writing Mock Tests<\/h1>/s);

    const login = await fetch(`${platformOrigin()}/login`);
    expect(login.status).toBe(200);
    expect(await login.text()).toContain('<title>Account Login | MockWrite</title>');

    const api = await fetch(`${platformOrigin()}/graphql/nothing`);
    expect(api.headers.get('content-type')).toContain('application/json');
  });
});

describe('every page in Chromium', () => {
  test.each([...publicPages, ...appPages])(
    '$path shows its key texts at every width, hydrates cleanly and passes axe',
    async ({ name, path, texts }) => {
      const page = await visitor(name);
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error' && !/Failed to load resource/.test(message.text()))
          problems.push(message.text());
      });
      try {
        for (const width of widths) {
          await page.setViewportSize({ width, height: 900 });
          await page.goto(`${platformOrigin()}${path}`);
          for (const text of texts) await page.getByText(text).first().waitFor();
          if (name === 'landing') await page.getByRole('button', { name: 'Choose Plan' }).first().waitFor();
          if (name === 'landing' && width === 1280) await snap(page, 'public-site-01-landing');
        }
        // Hydration mismatches and failed requests show up as console errors.
        expect(problems).toEqual([]);
        expect(await seriousAccessibilityViolations(page)).toEqual([]);
      } catch (error) {
        throw new Error(`${String(error)}\nConsole: ${problems.join('\n') || 'clean'}`);
      }
      await page.context().close();
    },
  );
});

describe('behaviour', () => {
  test('the cookie banner asks once; Accept stores the consent', async () => {
    const page = await visitor('cookie-banner');
    await openPublicPage(page, '/about');
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    await banner.waitFor();
    expect(await banner.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy');
    await banner.getByRole('button', { name: 'Accept' }).click();
    await banner.waitFor({ state: 'detached' });
    expect(await storedValue(page, 'cookie-consent')).toBe('true');
    await openPublicPage(page, '/news');
    expect(await page.getByRole('region', { name: 'Cookie consent' }).count()).toBe(0);
    await page.context().close();
  });

  test('on a phone the cookie banner never covers the first call to action', async () => {
    const page = await newPage({ name: 'public-site-cookie-phone', viewport: { width: 390, height: 844 } });
    for (const path of ['/', '/ielts', '/oet', '/pte', '/toefl']) {
      await openPublicPage(page, path);
      const banner = page.getByRole('region', { name: 'Cookie consent' });
      await banner.waitFor();
      const cta = await page.getByRole('main').getByRole('link', { name: 'Get Started' }).first().boundingBox();
      const bannerBox = await banner.boundingBox();
      if (!cta || !bannerBox) throw new Error(`${path}: no call to action or banner on screen`);
      expect(cta.y + cta.height, `${path}: the call to action is above the banner`).toBeLessThanOrEqual(bannerBox.y);
    }
    await snap(page, 'public-site-03-cookie-banner-phone');
    await page.context().close();
  });

  test('the FAQ shows five questions, Show More and Show Less, and opens each answer', async () => {
    const page = await visitor('faq');
    await openPublicPage(page, '/');
    const faq = page.getByRole('region', { name: 'Frequently Asked Questions' });
    const questions = faq.locator('.faq__toggle');
    expect(await questions.count()).toBe(5);
    await faq.getByRole('button', { name: 'Show More' }).click();
    await expect.poll(() => questions.count()).toBeGreaterThan(5);
    await faq.getByRole('button', { name: 'Show Less' }).click();
    await expect.poll(() => questions.count()).toBe(5);

    const question = faq.getByRole('button', { name: 'Do you offer video classes?' });
    const answer = faq.getByText(/1-on-1|one-on-one video session/);
    expect(await answer.isVisible()).toBe(false);
    await question.click();
    expect(await question.getAttribute('aria-expanded')).toBe('true');
    await answer.waitFor();
    await question.click();
    await answer.waitFor({ state: 'hidden' });
    await page.context().close();
  });

  test('the mobile menu opens and closes with the hamburger and adds About', async () => {
    const page = await visitor('mobile-menu', 390);
    await openPublicPage(page, '/');
    const toggle = page.getByRole('button', { name: 'Toggle menu' });
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
    expect(await menu.isVisible()).toBe(false);
    await toggle.click();
    await menu.waitFor();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await menu.getByRole('link', { name: 'About' }).getAttribute('href')).toBe('/about');
    await snap(page, 'public-site-02-mobile-menu');
    await toggle.click();
    await menu.waitFor({ state: 'hidden' });
    await page.context().close();
  });

  test('the plan cards come from the server; Choose Plan stores the plan and opens sign-up', async () => {
    const page = await visitor('plans');
    await openPublicPage(page, '/');
    const silver = page.getByRole('article', { name: 'Silver' });
    await silver.getByText('12 practice writing tasks').waitFor();
    expect(await silver.getByText('MOST POPULAR').isVisible()).toBe(true);
    expect(await silver.getByText('$30').isVisible()).toBe(true);
    expect(await silver.getByText('Evaluation within 1 hour').isVisible()).toBe(true);
    expect(await page.locator('#pricing').count()).toBe(1);
    await silver.getByRole('button', { name: 'Choose Plan' }).click();
    await page.waitForURL('**/signup');
    expect(await storedValue(page, 'pricing-plan')).toBe('silver');
    await page.getByRole('heading', { name: 'Account Sign Up' }).waitFor();
    await page.context().close();
  });

  test('the exam chooser keeps Sign Up inert until an exam is chosen; the choice carries into the new profile', async () => {
    const page = await visitor('exam-chooser');
    await openPublicPage(page, '/examselection');
    const signUp = page.getByRole('button', { name: 'Sign Up' });
    expect(await page.getByRole('radio').count()).toBe(6);
    expect(await signUp.isDisabled()).toBe(true);
    expect(await page.getByRole('link', { name: 'Already have an account? Login here.' }).getAttribute('href')).toBe(
      '/login',
    );
    expect(await page.getByRole('link', { name: 'Home' }).first().getAttribute('href')).toBe('/');
    const examPages = page.getByRole('navigation', { name: 'About each exam' });
    expect(await examPages.getByRole('link', { name: 'TOEFL' }).getAttribute('href')).toBe('/toefl');

    await page.getByRole('radio', { name: /IELTS Academic/ }).check();
    await page.getByText('Please choose an option before proceeding.').waitFor({ state: 'detached' });
    expect(await storedValue(page, 'selectedExam')).toBe('IELTSAcademic');
    await openPublicPage(page, '/examselection');
    expect(await page.getByRole('radio', { name: /IELTS Academic/ }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.waitForURL('**/signup');

    // The new account's profile starts with the chosen exam, saved on the first Save.
    await page.getByLabel('Email').fill(uniqueEmail('Chooser'));
    await page.getByLabel('Password', { exact: true }).fill('s3cret-pass');
    await page.getByLabel('Confirm Password').fill('s3cret-pass');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.waitForURL('**/dashboard/profile');
    const targetExam = page.getByLabel('Target Exam');
    await expect.poll(() => targetExam.inputValue(), { timeout: 10_000 }).toBe('IELTSAcademic');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Changes saved successfully.').waitFor();
    await page.getByRole('link', { name: 'Writing Tasks' }).click();
    await page.getByRole('heading', { name: 'IELTS-Academic Writing Mock Tests' }).waitFor();
    await page.context().close();
  });

  test('the header and footer link every page; the policies open in a new tab', async () => {
    const page = await visitor('links');
    await openPublicPage(page, '/careers');
    const main = page.getByRole('navigation', { name: 'Main' });
    for (const [label, href] of [
      ['IELTS', '/ielts'],
      ['OET', '/oet'],
      ['PTE', '/pte'],
      ['TOEFL', '/toefl'],
      ['Pricing', '/#pricing'],
      ['Login', '/login'],
      ['Get Started', '/signup'],
    ]) {
      expect(await main.getByRole('link', { name: label, exact: true }).getAttribute('href')).toBe(href);
    }
    const footer = page.getByRole('contentinfo');
    for (const href of [
      '/',
      '/ielts',
      '/oet',
      '/pte',
      '/toefl',
      '/#pricing',
      '/careers',
      '/about',
      '/contact',
      '/news',
    ]) {
      expect(await footer.locator(`a[href="${href}"]`).count()).toBe(1);
    }
    for (const label of ['Privacy Policy', 'Terms and Conditions']) {
      expect(await footer.getByRole('link', { name: new RegExp(label) }).getAttribute('target')).toBe('_blank');
    }
    expect(await footer.getByRole('link', { name: /Facebook/ }).count()).toBe(1);
    await footer.getByText(`© ${new Date().getFullYear()} MockWrite. All rights reserved.`).waitFor();

    const popup = page.context().waitForEvent('page');
    await footer.getByRole('link', { name: /Terms and Conditions/ }).click();
    const terms = await popup;
    await terms.getByRole('heading', { name: 'Terms and Conditions' }).waitFor();
    await page.context().close();
  });

  test('an unknown route shows the 404 page with a link home', async () => {
    const page = await visitor('not-found');
    const response = await page.goto(`${platformOrigin()}/this/does/not/exist`);
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: "Oops! Looks like you're lost." }).waitFor();
    await page.waitForSelector('html[data-interactive="true"]', { state: 'attached' });
    await page.getByRole('link', { name: 'Go home' }).click();
    await page.getByRole('heading', { name: 'Write your way to the score you need' }).waitFor();
    await page.context().close();
  });
});

describe('sign-up and sign-in with e-mail and password (Auth emulator)', () => {
  test('a new visitor signs up and lands on the profile page', async () => {
    const page = await visitor('signup');
    await page.goto(`${platformOrigin()}/signup`);
    await page.getByLabel('Full name').fill('Sol Public');
    await page.getByLabel('Email').fill(uniqueEmail('Sol Public'));
    await page.getByLabel('Password', { exact: true }).fill('s3cret-pass');
    await page.getByLabel('Confirm Password').fill('another-pass');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.getByText('The passwords do not match.').waitFor();
    await page.getByLabel('Confirm Password').fill('s3cret-pass');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.waitForURL('**/dashboard/profile');
    expect(await storedValue(page, 'isNewUser')).toBe('true');
    await page.context().close();
  });

  test('a wrong password shows a human message; the right one opens the writing tasks', async () => {
    const page = await visitor('login');
    const account = await newAccount('Rory Reader');
    await page.goto(`${platformOrigin()}/login`);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByText('Wrong e-mail or password.').waitFor();

    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL('**/dashboard/writingtasks');

    // Remember me (on by default) keeps the session for the browser's other tabs.
    const otherTab = await page.context().newPage();
    await otherTab.goto(`${platformOrigin()}/dashboard/profile`);
    await otherTab.getByRole('link', { name: 'Writing Tasks' }).waitFor();
    expect(new URL(otherTab.url()).pathname).toBe('/dashboard/profile');
    await page.context().close();
  });

  test('the public pages also open inside the app, with their own title and canonical link', async () => {
    const page = await visitor('public-in-app');
    await page.goto(`${platformOrigin()}/login`);
    await page.getByRole('link', { name: 'Terms and Conditions' }).click();
    await page.getByRole('heading', { name: 'Terms and Conditions' }).waitFor();
    expect(await page.title()).toBe('Terms and Conditions | MockWrite');
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(canonical && new URL(canonical).pathname).toBe('/terms');
    await page.context().close();
  });

  test('sign-in returns to the page that asked for it; without Remember me the session stays in its tab', async () => {
    const page = await visitor('login-return');
    const account = await newAccount('Rita Returner');
    await page.goto(`${platformOrigin()}/dashboard/profile`);
    await page.waitForURL('**/login');
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill(account.password);
    await page.getByLabel('Remember me').uncheck();
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL('**/dashboard/profile');

    const otherTab = await page.context().newPage();
    await otherTab.goto(`${platformOrigin()}/dashboard/writingtasks`);
    await otherTab.waitForURL('**/login');
    await page.context().close();
  });

  test('Forgot Password sends the reset e-mail for the typed address', async () => {
    const page = await visitor('forgot-password');
    await page.goto(`${platformOrigin()}/login`);
    await page.getByRole('button', { name: 'Forgot Password?' }).click();
    await page.getByText(/Type your e-mail address/).waitFor();
    await page.getByLabel('Email').fill((await newAccount('Fern Forgetful')).email);
    await page.getByRole('button', { name: 'Forgot Password?' }).click();
    await page.getByText(/a password reset link is on its way/).waitFor();
    await page.context().close();
  });
});
