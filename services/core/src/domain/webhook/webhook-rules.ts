import { DomainError } from '../shared/domain-error.ts';
import { type WebhookEvent, type WebhookEventType, webhookEventTypes } from './webhook.ts';

const maxUrlLength = 2_000;
const maxDescriptionLength = 200;

/** The endpoint's URL as an admin typed it, checked for form only (the host is checked by the URL guard). */
export function parseWebhookUrl(raw: string): URL {
  const text = raw.trim();
  if (text.length === 0 || text.length > maxUrlLength) {
    throw new DomainError('BAD_USER_INPUT', 'WEBHOOK_URL_REFUSED', `A webhook URL is 1 to ${maxUrlLength} characters.`);
  }
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new DomainError('BAD_USER_INPUT', 'WEBHOOK_URL_REFUSED', 'This is not a URL; expected https://host/path.');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new DomainError('BAD_USER_INPUT', 'WEBHOOK_URL_REFUSED', 'A webhook URL starts with https:// (or http://).');
  }
  if (url.username || url.password) {
    throw new DomainError(
      'BAD_USER_INPUT',
      'WEBHOOK_URL_REFUSED',
      'A webhook URL carries no user name or password; the signature proves the sender.',
    );
  }
  url.hash = '';
  return url;
}

/** The chosen events: at least one, each known, each once. */
export function chooseWebhookEvents(events: readonly string[]): WebhookEventType[] {
  const known = new Set<string>(webhookEventTypes);
  const unknown = events.filter((event) => !known.has(event));
  if (unknown.length > 0)
    throw new DomainError('BAD_USER_INPUT', 'UNKNOWN_VALUE', `Unknown webhook event: ${unknown.join(', ')}.`);
  const chosen = webhookEventTypes.filter((event) => events.includes(event));
  if (chosen.length === 0) throw new DomainError('BAD_USER_INPUT', 'VALUE_REQUIRED', 'Choose at least one event.');
  return chosen;
}

export function webhookDescription(raw: string | null | undefined): string {
  const text = (raw ?? '').trim();
  if (text.length > maxDescriptionLength) {
    throw new DomainError(
      'BAD_USER_INPUT',
      'TEXT_TOO_LONG',
      `A description is at most ${maxDescriptionLength} characters.`,
    );
  }
  return text;
}

/** The body every try of a delivery sends: `{ id, type, createdAt, data }`. */
export function webhookBody(event: WebhookEvent): string {
  return JSON.stringify({
    id: event.id,
    type: event.type,
    createdAt: event.occurredAt.toISOString(),
    data: event.data,
  });
}

/** Seconds before try `tries + 1` after `tries` failed ones: base, 2 x base, 4 x base ... capped at `maxSeconds`. */
export function webhookRetryDelayMs(tries: number, policy: { baseMs: number; maxMs: number }): number {
  return Math.min(policy.maxMs, policy.baseMs * 2 ** Math.max(0, tries - 1));
}
