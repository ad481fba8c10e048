import type { Profile } from '../../domain/profile/profile.ts';
import { DomainError } from '../../domain/shared/domain-error.ts';
import type { CoreDeps } from '../deps.ts';
import type { OutboxEntry } from '../mail/ports.ts';
import { requireAdmin } from './require-admin.ts';

/**
 * Puts a failed mail back in the outbox for the relay to try again (a fresh round of tries, its Message-ID kept).
 * Only a failed mail, and only once: of two admins pressing Resend together one wins and the other is told.
 */
export async function resendMail(
  deps: Pick<CoreDeps, 'clock' | 'mailOutbox'>,
  input: { actor: Profile; mailId: string },
): Promise<OutboxEntry> {
  requireAdmin(input.actor);
  const mail = await deps.mailOutbox.findById(input.mailId);
  if (!mail) throw new DomainError('NOT_FOUND', 'NOT_FOUND', 'There is no mail with this id in the outbox.');
  if (mail.status !== 'failed') {
    throw new DomainError(
      'CONFLICT',
      'NOT_RETRYABLE',
      `This mail is ${mail.status}, not failed; only a failed mail can be resent.`,
    );
  }
  if (!(await deps.mailOutbox.resend(mail.id, deps.clock.now()))) {
    throw new DomainError(
      'CONFLICT',
      'CONCURRENT_CHANGE',
      'This mail was resent or changed by someone else a moment ago; reload the list.',
    );
  }
  return (await deps.mailOutbox.findById(mail.id)) ?? mail;
}
