import { Migration } from '@mikro-orm/migrations';

export class Migration20261128141000_comment_bank extends Migration {
  override name = 'Migration20261128141000_comment_bank';

  override up(): void | Promise<void> {
    // The tutors' comment banks: phrases per exam and rubric criterion, private to their owner and gone with the
    // owner's profile. Plain SQL (mikro-orm-comment-phrase.store.ts), outside the mapped schema like test_clocks. A
    // phrase is unique per owner, exam, criterion and text; the text (up to 1000 characters) is compared through its
    // md5, a generated column, so the unique index stays small whatever the text.
    this.addSql(
      `create table if not exists "comment_phrases" ("id" varchar(255) not null, "owner_id" varchar(255) not null, "exam" varchar(32) not null, "criterion" varchar(64) not null, "text" text not null, "text_md5" char(32) generated always as (md5("text")) stored, "created_at" timestamptz not null, constraint "comment_phrases_pkey" primary key ("id"));`,
    );
    this.addSql(
      `alter table "comment_phrases" add constraint "comment_phrases_owner_phrase_unique" unique ("owner_id", "exam", "criterion", "text_md5");`,
    );
    this.addSql(
      `alter table "comment_phrases" add constraint "comment_phrases_text_check" check (char_length("text") between 1 and 1000);`,
    );
    this.addSql(
      `alter table "comment_phrases" add constraint "comment_phrases_owner_id_foreign" foreign key ("owner_id") references "profiles" ("id") on update cascade on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "comment_phrases" cascade;`);
  }
}
