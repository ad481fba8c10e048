import { Migration } from '@mikro-orm/migrations';
import type { TaskText } from '../../../domain/evaluation/evaluation.ts';
import { joinRevisedAnswers, splitRevisedAnswer } from '../../../domain/evaluation/revised-answers.ts';

type TaskRef = { key: string; title: string };

// Both tables keep the tutor's revision the same way: the evaluation, and each published version of it.
const tables = ['evaluations', 'evaluation_versions'] as const;

// Each row with the tasks of the test it belongs to, whose titles head the parts of a joined text.
const rowsWithTasks = (table: string, column: string) =>
  `select r."id", r."${column}" as "revision", t."tasks" from "${table}" r join "attempts" a on a."id" = r."attempt_id" join "mock_tests" t on t."id" = a."mock_test_id"`;

export class Migration20261128121000_revised_answers extends Migration {
  override name = 'Migration20261128121000_revised_answers';

  override async up(): Promise<void> {
    // A revision per written task. Each single text stored so far is shared out by the rule the deprecated single
    // input still follows (revised-answers.ts): split at the tasks' titles when it opens with one, as the grading
    // form pre-filled it for a test of several tasks; otherwise all of it is the first written task's.
    for (const table of tables) {
      await this.execute(`alter table "${table}" add column "revised_answers" jsonb not null default '[]';`);
      const rows = await this.execute(`${rowsWithTasks(table, 'revised_answer')} where r."revised_answer" <> '';`);
      for (const row of rows) {
        const revised = splitRevisedAnswer(row.tasks as TaskRef[], row.revision as string);
        await this.execute(`update "${table}" set "revised_answers" = ?::jsonb where "id" = ?;`, [
          JSON.stringify(revised),
          row.id,
        ]);
      }
      await this.execute(`alter table "${table}" alter column "revised_answers" drop default;`);
      await this.execute(`alter table "${table}" drop column "revised_answer";`);
    }
  }

  override async down(): Promise<void> {
    // Back to one text: the revisions joined under the tasks' titles, as the deprecated single field reads them.
    for (const table of tables) {
      await this.execute(`alter table "${table}" add column "revised_answer" text not null default '';`);
      const rows = await this.execute(
        `${rowsWithTasks(table, 'revised_answers')} where r."revised_answers" <> '[]'::jsonb;`,
      );
      for (const row of rows) {
        const text = joinRevisedAnswers(row.tasks as TaskRef[], row.revision as TaskText[]);
        await this.execute(`update "${table}" set "revised_answer" = ? where "id" = ?;`, [text, row.id]);
      }
      await this.execute(`alter table "${table}" alter column "revised_answer" drop default;`);
      await this.execute(`alter table "${table}" drop column "revised_answers";`);
    }
  }
}
