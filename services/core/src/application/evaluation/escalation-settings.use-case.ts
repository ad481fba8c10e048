import type { Profile } from '../../domain/profile/profile.ts';
import type { CoreDeps } from '../deps.ts';
import { requireStaff } from '../shared/access.ts';

/** A tutor's view of the escalation mails: their own switch and whether it decides anything. */
export type EscalationMailSettings = {
  optedIn: boolean;
  /** True when every tutor is mailed whatever their switch says (ESCALATION_MAIL_TUTORS=all). */
  allTutorsMailed: boolean;
  sharePercent: number;
};

async function settingsOf(
  deps: Pick<CoreDeps, 'escalations' | 'settings'>,
  actor: Profile,
): Promise<EscalationMailSettings> {
  return {
    optedIn: await deps.escalations.escalationMailsOf(actor.id),
    allTutorsMailed: deps.settings.escalationMailTutors === 'all',
    sharePercent: deps.settings.escalationSharePercent,
  };
}

/** The caller's escalation mail settings (tutors and admins). */
export async function getEscalationMailSettings(
  deps: Pick<CoreDeps, 'escalations' | 'settings'>,
  input: { actor: Profile },
): Promise<EscalationMailSettings> {
  requireStaff(input.actor);
  return settingsOf(deps, input.actor);
}

/** Switches the caller's "Escalation mails" on or off (tutors and admins). */
export async function setEscalationMails(
  deps: Pick<CoreDeps, 'escalations' | 'settings'>,
  input: { actor: Profile; enabled: boolean },
): Promise<EscalationMailSettings> {
  requireStaff(input.actor);
  await deps.escalations.setEscalationMails(input.actor.id, input.enabled);
  return settingsOf(deps, input.actor);
}

/** How many answers awaiting evaluation are close to or past their deadline (tutors and admins). */
export async function countAnswersNearDeadline(
  deps: Pick<CoreDeps, 'clock' | 'escalations' | 'settings'>,
  input: { actor: Profile },
): Promise<number> {
  requireStaff(input.actor);
  return deps.escalations.countCloseToDeadline(deps.clock.now(), deps.settings.escalationSharePercent);
}
