/** Who gets the tutors' escalation mail: every tutor, or only those who switched "Escalation mails" on. */
export type EscalationMailTutors = 'all' | 'opted-in';

/** A person an escalation mail goes to. */
export type EscalationRecipient = { email: string; fullName: string };

/** An answer waiting for its escalation, with the moment it is due. */
export type EscalationTimer = { attemptId: string; escalateAt: Date };

/** The escalation record of each answer and the tutors' opt-in, stored beside attempts and profiles. */
export type EscalationStore = {
  /**
   * Records that the answer's tutors were alerted; true for the one caller that recorded it (a unique key: of many
   * concurrent calls exactly one gets true), false when it already was.
   */
  markEscalated(attemptId: string, at: Date): Promise<boolean>;
  /** The tutors to mail (role tutor, with an address), all of them or only those who opted in. */
  listTutorRecipients(who: EscalationMailTutors): Promise<EscalationRecipient[]>;
  /** Submitted answers without a published evaluation nor an escalation record, with their escalation time. */
  listUnescalated(sharePercent: number): Promise<EscalationTimer[]>;
  /** How many answers awaiting evaluation are past their escalation point without a published evaluation. */
  countCloseToDeadline(now: Date, sharePercent: number): Promise<number>;
  /** The tutor's "Escalation mails" switch (false for an unknown profile). */
  escalationMailsOf(profileId: string): Promise<boolean>;
  setEscalationMails(profileId: string, enabled: boolean): Promise<void>;
};
