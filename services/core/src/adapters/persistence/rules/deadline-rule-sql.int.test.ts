import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { MikroORM } from '@mikro-orm/core';
import { afterAll, describe, expect, it } from 'vitest';
import { buildAttempt, buildEvaluation, buildProfile } from '../../../application/testing/builders.ts';
import { now, ruleCases, ruleSettings } from '../../../test-support/deadline-rule-cases.ts';
import { testDatabaseUrl } from '../../../test-support/test-database.ts';
import { runBound } from '../bound-statements.ts';
import { openMigratedOrm, persistenceOn } from '../create-persistence.ts';
import { claimLiveSql } from './claim-expiry.sql.ts';
import { closeToDeadlineSql } from './close-to-deadline.sql.ts';
import { overdueSql } from './overdue.sql.ts';
import { planAtSubmissionSql } from './plan-at-submission.sql.ts';
import { releasedOnTimeSql } from './released-on-time.sql.ts';

// The SQL side of the rule table (deadline-rules.test.ts runs the domain side): every case stored, then each rule's
// SQL form read back for it, on PostgreSQL and on PGlite (embedded mode).

const prefix = 'rule-case-';

/** Stores the cases on `orm` and answers what each rule's SQL says of each, by case name. */
async function rulesInSql(orm: MikroORM) {
  const persistence = persistenceOn(orm);
  for (const [index, ruleCase] of ruleCases.entries()) {
    const userId = `${prefix}user-${index}`;
    await persistence.profiles.save(
      buildProfile({
        id: `${prefix}profile-${index}`,
        userId,
        email: `${prefix}${index}@example.test`,
        isSubscribed: false,
        plan: null,
        expiresAt: null,
        ...ruleCase.candidate,
      }),
    );
    const attemptId = `${prefix}${index}`;
    await persistence.attempts.insert(buildAttempt({ ...ruleCase.attempt, id: attemptId, userId }));
    if (ruleCase.publishedAt !== undefined) {
      await persistence.evaluations.insert(buildEvaluation({ attemptId, publishedAt: ruleCase.publishedAt }));
    }
  }
  const rows = await runBound(
    orm.em.fork(),
    `select a.id,
       ${overdueSql('a')} as overdue,
       ${closeToDeadlineSql('a')} as close_to_deadline,
       ${claimLiveSql('a')} as claim_live,
       (select ${releasedOnTimeSql('e', 'a')} from evaluations e
         where e.attempt_id = a.id and e.published_at is not null) as on_time,
       ${planAtSubmissionSql('p', 'a')} as plan
     from attempts a join profiles p on p.user_id = a.user_id
     where a.id like ?`,
    [now, ruleSettings.sharePercent, now, new Date(now.getTime() - ruleSettings.idleMinutes * 60_000), `${prefix}%`],
  );
  // A predicate that reads null (a missing date) filters like false in a where clause.
  return new Map(
    rows.map((row) => [
      ruleCases[Number(String(row.id).slice(prefix.length))]?.name,
      {
        overdue: row.overdue === true,
        closeToDeadline: row.close_to_deadline === true,
        claimLive: row.claim_live === true,
        onTime: row.on_time === null || row.on_time === undefined ? null : row.on_time === true,
        planAtSubmission: row.plan,
      },
    ]),
  );
}

async function cleanUp(orm: MikroORM) {
  const em = orm.em.fork();
  await runBound(em, 'delete from evaluations where attempt_id like ? returning id', [`${prefix}%`]);
  await runBound(em, 'delete from attempts where id like ? returning id', [`${prefix}%`]);
  await runBound(em, 'delete from profiles where user_id like ? returning id', [`${prefix}%`]);
}

describe('the deadline and claim rules in SQL agree with the domain, case by case', () => {
  const opened: { orm: MikroORM; dir?: string }[] = [];
  afterAll(async () => {
    for (const { orm, dir } of opened) {
      await orm.close();
      if (dir) await rm(dir, { recursive: true, force: true });
    }
  });

  it('on PostgreSQL', async () => {
    const orm = await openMigratedOrm({ databaseUrl: testDatabaseUrl(), dataDir: '' });
    opened.push({ orm });
    await cleanUp(orm);
    const answers = await rulesInSql(orm);
    for (const ruleCase of ruleCases) expect(answers.get(ruleCase.name), ruleCase.name).toEqual(ruleCase.expected);
    await cleanUp(orm);
  });

  it('on PGlite', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'mocktest-rules-'));
    const orm = await openMigratedOrm({ databaseUrl: null, dataDir: dir });
    opened.push({ orm, dir });
    const answers = await rulesInSql(orm);
    for (const ruleCase of ruleCases) expect(answers.get(ruleCase.name), ruleCase.name).toEqual(ruleCase.expected);
  }, 120_000);
});
