import { describe, expect, it } from 'vitest';
import { buildProfile } from '../testing/builders.ts';
import { domainErrorOf } from '../testing/expect-domain-error.ts';
import { createInMemoryDeps } from '../testing/in-memory-deps.ts';
import { listOutbox, listRoleChanges, searchPeople } from './admin-reads.use-case.ts';
import { changeRole } from './change-role.use-case.ts';
import { resendMail } from './resend-mail.use-case.ts';

function setUp() {
  const admin = buildProfile({ role: 'admin', email: 'ada@example.test', fullName: 'Ada Admin' });
  const tutor = buildProfile({ role: 'tutor', email: 'toni@example.test', fullName: 'Toni Tutor' });
  const candidate = buildProfile({ email: 'mei.lin@example.test', fullName: 'Mei Lin', emailVerified: true });
  const unverified = buildProfile({ email: 'una@example.test', fullName: 'Una Unverified', emailVerified: false });
  const deps = createInMemoryDeps({ profiles: [admin, tutor, candidate, unverified] });
  return { deps, admin, tutor, candidate, unverified };
}

describe('admin operations', () => {
  it('refuse candidates and tutors', async () => {
    const { deps, tutor, candidate } = setUp();
    for (const actor of [tutor, candidate]) {
      const refusals = [
        searchPeople(deps, { actor, text: '', limit: 10 }),
        listRoleChanges(deps, { actor, limit: 10 }),
        listOutbox(deps, { actor, limit: 10 }),
        resendMail(deps, { actor, mailId: 'mail-1' }),
        changeRole(deps, { actor, email: candidate.email, role: 'tutor', reason: 'Joined the team' }),
      ];
      for (const refusal of refusals) expect((await domainErrorOf(refusal)).code).toBe('FORBIDDEN');
    }
    expect(deps.roleAudit.all()).toEqual([]);
  });

  it('finds accounts by part of the e-mail or the name, case-insensitively', async () => {
    const { deps, admin } = setUp();
    const byEmail = await searchPeople(deps, { actor: admin, text: 'MEI.LIN@', limit: 10 });
    expect(byEmail.map((p) => p.email)).toEqual(['mei.lin@example.test']);
    const byName = await searchPeople(deps, { actor: admin, text: 'tutor', limit: 10 });
    expect(byName.map((p) => p.fullName)).toEqual(['Toni Tutor']);
    const staffFirst = await searchPeople(deps, { actor: admin, text: '  ', limit: 2 });
    expect(staffFirst.map((p) => p.role).sort()).toEqual(['admin', 'tutor']);
    const tooMany = await domainErrorOf(searchPeople(deps, { actor: admin, text: 'a', limit: 101 }));
    expect(tooMany.code).toBe('BAD_USER_INPUT');
  });

  it('grants and revokes with a reason, one audit line per change', async () => {
    const { deps, admin, candidate } = setUp();
    const granted = await changeRole(deps, {
      actor: admin,
      email: candidate.email,
      role: 'tutor',
      reason: '  Joined the marking team  ',
    });
    expect(granted.role).toBe('tutor');
    // The same role again changes nothing and logs nothing.
    await changeRole(deps, { actor: admin, email: candidate.email, role: 'tutor', reason: 'Twice' });
    deps.clock.advanceMinutes(5);
    await changeRole(deps, { actor: admin, email: candidate.email, role: 'candidate', reason: 'Left the team' });

    const log = await listRoleChanges(deps, { actor: admin, limit: 10 });
    expect(log).toMatchObject([
      { actorEmail: admin.email, subjectEmail: candidate.email, fromRole: 'tutor', toRole: 'candidate' },
      {
        actorId: admin.id,
        subjectId: candidate.id,
        fromRole: 'candidate',
        toRole: 'tutor',
        reason: 'Joined the marking team',
      },
    ]);
    expect(log[0]?.createdAt.getTime()).toBeGreaterThan(log[1]?.createdAt.getTime() ?? 0);
  });

  it('refuses a change without a reason, or a staff role for an unverified e-mail, and logs nothing', async () => {
    const { deps, admin, candidate, unverified } = setUp();
    const blank = await domainErrorOf(
      changeRole(deps, { actor: admin, email: candidate.email, role: 'tutor', reason: ' ' }),
    );
    expect(blank.code).toBe('BAD_USER_INPUT');
    const tooLong = await domainErrorOf(
      changeRole(deps, { actor: admin, email: candidate.email, role: 'tutor', reason: 'x'.repeat(501) }),
    );
    expect(tooLong.code).toBe('BAD_USER_INPUT');
    const notVerified = await domainErrorOf(
      changeRole(deps, { actor: admin, email: unverified.email, role: 'admin', reason: 'New colleague' }),
    );
    expect(notVerified.code).toBe('CONFLICT');
    expect(notVerified.message).toContain('not verified');
    expect((await deps.profiles.findById(unverified.id))?.role).toBe('candidate');
    expect(deps.roleAudit.all()).toEqual([]);
  });

  it("refuses an admin's change of their own role", async () => {
    const { deps, admin } = setUp();
    const own = await domainErrorOf(
      changeRole(deps, { actor: admin, email: ' ADA@example.test ', role: 'candidate', reason: 'Stepping down' }),
    );
    expect(own.code).toBe('CONFLICT');
    expect(own.message).toBe('You cannot change your own role; ask another admin.');
    expect((await deps.profiles.findById(admin.id))?.role).toBe('admin');
  });

  it('resends a failed mail once: back to pending for a fresh round of tries', async () => {
    const { deps, admin } = setUp();
    const failed = await deps.outbox.add({
      to: 'mei.lin@example.test',
      subject: 'Your evaluation is ready',
      text: 'Hi',
    });
    Object.assign(deps.outbox.rows[0] ?? {}, { status: 'failed', tries: 5, lastError: '550 mailbox unavailable' });
    const sent = await deps.outbox.add({ to: 'x@example.test', subject: 'Receipt', text: 'Thanks' });
    Object.assign(deps.outbox.rows[1] ?? {}, { status: 'sent', tries: 1 });

    const listed = await listOutbox(deps, { actor: admin, limit: 10 });
    expect(listed.map((mail) => mail.status)).toEqual(['sent', 'failed']);

    const resent = await resendMail(deps, { actor: admin, mailId: failed.id });
    expect(resent).toMatchObject({ status: 'pending', tries: 0, nextAttemptAt: deps.clock.now() });
    const again = await domainErrorOf(resendMail(deps, { actor: admin, mailId: failed.id }));
    expect(again.code).toBe('CONFLICT');
    expect((await domainErrorOf(resendMail(deps, { actor: admin, mailId: sent.id }))).code).toBe('CONFLICT');
    expect((await domainErrorOf(resendMail(deps, { actor: admin, mailId: 'nope' }))).code).toBe('NOT_FOUND');
  });
});
