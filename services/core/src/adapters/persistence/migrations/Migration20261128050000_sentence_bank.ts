import { Migration } from '@mikro-orm/migrations';

export class Migration20261128050000_sentence_bank extends Migration {
  override name = 'Migration20261128050000_sentence_bank';

  override up(): void | Promise<void> {
    // The Build a Sentence bank a TOEFL attempt started on: every TOEFL attempt so far started on the first one, and
    // keeps reading and scoring with it after the bank is rewritten.
    this.addSql(`alter table "attempts" add column if not exists "sentence_bank" int null;`);
    this.addSql(`update "attempts" set "sentence_bank" = 1 where "exam" = 'TOFEL' and "sentence_bank" is null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "attempts" drop column if exists "sentence_bank";`);
  }
}
