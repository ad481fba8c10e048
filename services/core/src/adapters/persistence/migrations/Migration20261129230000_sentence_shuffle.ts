import { Migration } from '@mikro-orm/migrations';

export class Migration20261129230000_sentence_shuffle extends Migration {
  override name = 'Migration20261129230000_sentence_shuffle';

  override up(): void | Promise<void> {
    // The Build a Sentence tile shuffle a TOEFL attempt started on. Attempts so far keep null, the first shuffle: their
    // stored answers are positions in the order they were shown.
    this.addSql(`alter table "attempts" add column if not exists "sentence_shuffle" int null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "attempts" drop column if exists "sentence_shuffle";`);
  }
}
