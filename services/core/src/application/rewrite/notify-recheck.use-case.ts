import { markRecheckNotified } from '../../domain/rewrite/rewrite-rules.ts';
import { DomainError } from '../../domain/shared/domain-error.ts';
import type { CoreDeps } from '../deps.ts';
import { recheckReadyMail } from '../mail/templates/recheck-ready.ts';

/**
 * Mails the candidate that the recheck of their rewrite is released, at most once: the mark and the outbox row are
 * written in one transaction, conditional on the version read, so a timer firing twice or racing the reconcile pass
 * sends one mail. Skipped while the recheck is not released yet, and once told.
 */
export async function notifyRecheckReleased(
  deps: Pick<CoreDeps, 'transaction'>,
  input: { rewriteId: string },
): Promise<'sent' | 'skipped'> {
  try {
    return await deps.transaction(async (tx) => {
      const rewrite = await tx.rewrites.findById(input.rewriteId);
      if (!rewrite) return 'skipped';
      const marked = markRecheckNotified(rewrite, tx.clock.now());
      if (marked === rewrite) return 'skipped';
      await tx.rewrites.update(marked);
      const candidate = await tx.profiles.findByUserId(rewrite.userId);
      if (!candidate?.email) return 'sent';
      const test = await tx.mockTests.findById(rewrite.mockTestId);
      await tx.mailer.send(
        recheckReadyMail({ to: candidate.email, name: candidate.fullName, testTitle: test?.title ?? null }),
      );
      return 'sent';
    });
  } catch (error) {
    // Another pass marked it first: its mail stands.
    if (error instanceof DomainError && error.code === 'CONFLICT') return 'skipped';
    throw error;
  }
}
