import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { startSmtpTestServer } from '../../services/core/src/test-support/smtp-test-server.ts';
import { createTestPersistence } from '../../services/core/src/test-support/test-database.ts';
import { chromiumOptions } from './chromium-options.ts';
import { startPlatform } from './platform.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The shared platform's address, e.g. http://127.0.0.1:18300. */
    origin: string;
    /** The shared Chromium's websocket, for `chromium.connect`. */
    browserEndpoint: string;
    /** The mail sink's control address (see support/mailbox.ts). */
    mailboxUrl: string;
  }
}

/**
 * One platform, one Auth emulator, one mail sink and one Chromium for the whole browser run. Every test makes its
 * own accounts and shortens its own clocks (test clocks), so files run side by side on it. E2E_PORT and
 * E2E_AUTH_EMULATOR_PORT move it, to run two browser runs on one machine.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const smtp = await startSmtpTestServer();
  const mailbox = await listen(
    createServer((request, response) => {
      const url = new URL(request.url ?? '/', 'http://mailbox');
      const to = (url.searchParams.get('to') ?? '').toLowerCase();
      if (url.pathname === '/refuse') {
        if (url.searchParams.get('on') === 'true') smtp.refusedAddresses.add(to);
        else smtp.refusedAddresses.delete(to);
      }
      response.setHeader('content-type', 'application/json');
      response.end(
        JSON.stringify({
          received: smtp.received.filter((mail) => mail.to.toLowerCase() === to),
          refusals: smtp.refused.filter((address) => address === to).length,
        }),
      );
    }),
  );
  // The shared platform keeps its data in PostgreSQL, emptied first: embedded mode's in-process database costs the
  // run far more CPU, and the tests that own a platform (the `npm start` process tests) cover embedded mode.
  const databaseUrl = process.env.E2E_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/mocktest_e2e_test';
  const persistence = await createTestPersistence(databaseUrl);
  await persistence.reset();
  await persistence.close();
  const platform = await startPlatform({
    port: Number(process.env.E2E_PORT ?? 18300),
    authEmulatorPort: Number(process.env.E2E_AUTH_EMULATOR_PORT ?? 9300),
    deadlineSeconds: 3600,
    env: {
      TEST_CLOCKS: 'true',
      SMTP_URL: smtp.url,
      MAIL_RELAY_INTERVAL_SECONDS: '1',
      // A refused mail fails at once, so a test sees the failure and the resend without waiting out retries.
      MAIL_MAX_TRIES: '1',
      WEBHOOK_RELAY_INTERVAL_MS: '250',
      // Every test signs in from 127.0.0.1: the per-address limit would count the whole run as one visitor.
      RATE_LIMIT_ANONYMOUS_PER_MINUTE: '100000',
      DATABASE_URL: databaseUrl,
    },
  });
  const browser = await chromium.launchServer(chromiumOptions());
  project.provide('origin', platform.origin);
  project.provide('browserEndpoint', browser.wsEndpoint());
  project.provide('mailboxUrl', mailbox.url);
  return async () => {
    await browser.close();
    await platform.stop();
    await new Promise((resolve) => mailbox.server.close(resolve));
    await smtp.close();
  };
}

async function listen(server: Server): Promise<{ server: Server; url: string }> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}
