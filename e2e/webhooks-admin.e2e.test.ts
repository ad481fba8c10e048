import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { verifyWebhookSignature } from '../services/core/src/adapters/webhooks/webhook-signature.ts';
import { type Account, graphqlAs, newAccount } from './support/accounts.ts';
import { snap } from './support/browser.ts';
import { signedInPage } from './support/sessions.ts';
import { submitFirstTest } from './support/submit-first-test.ts';

// An admin registers a webhook endpoint on the Webhooks screen; a loopback receiver started here gets the signed
// attempt.submitted delivery, the log shows it delivered with HTTP 200, and Redeliver sends the same event id again.
// Embedded mode (not production) allows loopback receivers by default (WEBHOOK_ALLOW_PRIVATE_HOSTS unset), and the
// shared platform's relay looks every 250 ms (WEBHOOK_RELAY_INTERVAL_MS). The endpoint gets every event of the shared
// platform while it is registered: the test reads only its own candidate's.
type Received = { headers: IncomingHttpHeaders; body: string };
const received: Received[] = [];
let receiver: Server;
let admin: Account | undefined;

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
});

afterAll(async () => {
  // The endpoint would keep getting (and failing) the rest of the run's events once the receiver is gone.
  if (admin) {
    const url = receiverUrl();
    const { webhookEndpoints } = await graphqlAs<{ webhookEndpoints: { id: string; url: string }[] }>(
      admin,
      '{ webhookEndpoints { id url } }',
    );
    for (const endpoint of webhookEndpoints.filter((each) => each.url === url)) {
      await graphqlAs(admin, 'mutation ($id: ID!) { disableWebhookEndpoint(id: $id) { id } }', { id: endpoint.id });
    }
  }
  await new Promise((resolve) => receiver?.close(resolve));
});

function receiverUrl(): string {
  return `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks/mocktest`;
}

/** The attempt.submitted deliveries of this attempt, in the order received. */
function submittedDeliveriesOf(attemptId: string): Received[] {
  return received.filter((delivery) => {
    if (delivery.headers['webhook-event'] !== 'attempt.submitted') return false;
    const event = JSON.parse(delivery.body) as { data?: { attemptId?: string } };
    return event.data?.attemptId === attemptId;
  });
}

test('an admin registers an endpoint, sees its delivery logged with HTTP 200 and redelivers the same event', {
  timeout: 300_000,
}, async () => {
  const url = receiverUrl();
  admin = await newAccount('Wanda Webhooks', { role: 'ADMIN' });
  const page = await signedInPage(admin, 'tutor', '/tutor', { name: 'webhooks-admin' });
  await page.getByRole('heading', { name: 'Evaluation queue' }).waitFor();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Webhooks' }).click();
  await page.getByRole('heading', { name: 'Webhooks', exact: true }).waitFor();
  // No other browser test registers an endpoint.
  await page.getByText('No endpoint is registered yet.').waitFor();

  // Register: the signing secret is shown once, beside the form.
  const form = page.getByRole('form', { name: 'Register an endpoint' });
  await form.getByLabel('URL').fill(url);
  await form.getByLabel('Description (optional)').fill('Results import of a test school');
  await form.getByRole('button', { name: 'Register endpoint' }).click();
  const secretBox = form.getByLabel('Signing secret');
  await secretBox.waitFor();
  const secret = await secretBox.inputValue();
  expect(secret.length).toBeGreaterThan(20);
  const endpoint = page.getByRole('listitem').filter({ hasText: url });
  await endpoint.getByText('Active').waitFor();
  expect(await endpoint.textContent()).toContain('attempt.submitted');
  // The list shows only the secret's start.
  expect(await endpoint.textContent()).not.toContain(secret);
  await snap(page, 'webhooks-admin-01-registered');
  await form.getByRole('button', { name: 'Done' }).click();
  await secretBox.waitFor({ state: 'detached' });
  await page.reload();
  await endpoint.waitFor();
  expect(await page.getByLabel('Signing secret').count()).toBe(0);

  // A candidate submits: the receiver gets attempt.submitted, signed with the secret the admin saw.
  const candidate = await newAccount('Wim Wouters', { exam: 'IELTSAcademic' });
  const attemptId = await submitFirstTest(candidate, 'IELTSAcademic', 'Libraries should lend tools as well as books.');
  await expect.poll(() => submittedDeliveriesOf(attemptId).length, { timeout: 30_000 }).toBe(1);
  const [first] = submittedDeliveriesOf(attemptId);
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
  const row = page.getByRole('row').filter({ hasText: eventId });
  await expect
    .poll(
      async () => {
        await page.getByRole('button', { name: 'Refresh' }).click();
        return (await row.count()) === 1 && (await row.getByText('Delivered').isVisible());
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  expect(await row.textContent()).toContain('HTTP 200');
  expect(await row.textContent()).toContain('attempt.submitted');
  await snap(page, 'webhooks-admin-02-delivered');

  // Redeliver: the receiver gets the same event id a second time.
  await row.getByRole('button', { name: `Redeliver attempt.submitted ${eventId}` }).click();
  await page.getByText('Queued again: it will be sent with the same event id.').waitFor();
  await expect.poll(() => submittedDeliveriesOf(attemptId).length, { timeout: 30_000 }).toBe(2);
  const second = submittedDeliveriesOf(attemptId)[1];
  expect(second?.headers['webhook-id']).toBe(eventId);
  expect(second?.body).toBe(first?.body);
  await expect
    .poll(
      async () => {
        await page.getByRole('button', { name: 'Refresh' }).click();
        return row.getByText('Delivered').isVisible();
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  await page.close();
});
