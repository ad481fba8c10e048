import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, onTestFailed, test } from 'vitest';
import { verifyWebhookSignature } from '../services/core/src/adapters/webhooks/webhook-signature.ts';
import { candidateSubmitsFirstTest } from './support/api-candidate.ts';
import { launchChromium, snap } from './support/browser.ts';
import { type Platform, startPlatform } from './support/platform.ts';

// An admin registers a webhook endpoint on the Webhooks screen; a loopback receiver started here gets the signed
// attempt.submitted delivery, the log shows it delivered with HTTP 200, and Redeliver sends the same event id again.
// Embedded mode (not production) allows loopback receivers by default (WEBHOOK_ALLOW_PRIVATE_HOSTS unset).
type Received = { headers: IncomingHttpHeaders; body: string };
const received: Received[] = [];
let receiver: Server;
let platform: Platform;
let browser: Browser;

beforeAll(async () => {
  receiver = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      response.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  // The relay looks often, so deliveries follow within a second; the platform inherits this environment.
  process.env.WEBHOOK_RELAY_INTERVAL_MS = '250';
  platform = await startPlatform({ port: 18711, authEmulatorPort: 9721, deadlineSeconds: 3600 });
  browser = await launchChromium();
});

afterAll(async () => {
  delete process.env.WEBHOOK_RELAY_INTERVAL_MS;
  await browser?.close();
  await platform?.stop();
  await new Promise((resolve) => receiver?.close(resolve));
});

async function signInToBackOffice(page: Page, email: string, password: string): Promise<void> {
  await page.goto(`${platform.origin}/tutor/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: 'Evaluation queue' }).waitFor();
}

test('an admin registers an endpoint, sees its delivery logged with HTTP 200 and redelivers the same event', {
  timeout: 300_000,
}, async () => {
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks/mocktest`;
  const admin = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  onTestFailed(() => snap(admin, 'webhooks-failed'));
  await signInToBackOffice(admin, 'admin@example.com', 'admin-pass');
  await admin.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Webhooks' }).click();
  await admin.getByRole('heading', { name: 'Webhooks', exact: true }).waitFor();
  await admin.getByText('No endpoint is registered yet.').waitFor();

  // Register: the signing secret is shown once, beside the form.
  const form = admin.getByRole('form', { name: 'Register an endpoint' });
  await form.getByLabel('URL').fill(url);
  await form.getByLabel('Description (optional)').fill('Results import of a test school');
  await form.getByRole('button', { name: 'Register endpoint' }).click();
  const secretBox = form.getByLabel('Signing secret');
  await secretBox.waitFor();
  const secret = await secretBox.inputValue();
  expect(secret.length).toBeGreaterThan(20);
  const endpoint = admin.getByRole('listitem').filter({ hasText: url });
  await endpoint.getByText('Active').waitFor();
  expect(await endpoint.textContent()).toContain('attempt.submitted');
  // The list shows only the secret's start.
  expect(await endpoint.textContent()).not.toContain(secret);
  await snap(admin, 'webhooks-01-registered-1280');
  await form.getByRole('button', { name: 'Done' }).click();
  await secretBox.waitFor({ state: 'detached' });
  await admin.reload();
  await endpoint.waitFor();
  expect(await admin.getByLabel('Signing secret').count()).toBe(0);

  // A candidate submits: the receiver gets attempt.submitted, signed with the secret the admin saw.
  await candidateSubmitsFirstTest(platform.origin, 'Wim Wouters', 'Libraries should lend tools as well as books.');
  await expect.poll(() => received.length, { timeout: 30_000 }).toBe(1);
  const [first] = received;
  expect(first?.headers['webhook-event']).toBe('attempt.submitted');
  const eventId = String(first?.headers['webhook-id']);
  expect(eventId).not.toBe('undefined');
  expect(
    verifyWebhookSignature(secret, String(first?.headers['webhook-signature']), first?.body ?? '', {
      nowSeconds: Math.floor(Date.now() / 1000),
      toleranceSeconds: 300,
    }),
  ).toBe(true);

  // The delivery log shows it delivered with the receiver's 200.
  const row = admin.getByRole('row').filter({ hasText: eventId });
  await expect
    .poll(
      async () => {
        await admin.getByRole('button', { name: 'Refresh' }).click();
        return (await row.count()) === 1 && (await row.getByText('Delivered').isVisible());
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  expect(await row.textContent()).toContain('HTTP 200');
  expect(await row.textContent()).toContain('attempt.submitted');
  await snap(admin, 'webhooks-02-delivered-1280');

  // Redeliver: the receiver gets the same event id a second time.
  await row.getByRole('button', { name: `Redeliver attempt.submitted ${eventId}` }).click();
  await admin.getByText('Queued again: it will be sent with the same event id.').waitFor();
  await expect.poll(() => received.length, { timeout: 30_000 }).toBe(2);
  expect(received[1]?.headers['webhook-id']).toBe(eventId);
  expect(received[1]?.body).toBe(first?.body);
  await expect
    .poll(
      async () => {
        await admin.getByRole('button', { name: 'Refresh' }).click();
        return row.getByText('Delivered').isVisible();
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  await snap(admin, 'webhooks-03-redelivered-1280');
  await admin.close();
});
