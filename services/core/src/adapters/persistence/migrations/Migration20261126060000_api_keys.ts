import { Migration } from '@mikro-orm/migrations';

export class Migration20261126060000_api_keys extends Migration {
  override name = 'Migration20261126060000_api_keys';

  override up(): void | Promise<void> {
    // Only the SHA-256 of a key's secret is kept; a profile's keys go with the profile.
    this.addSql(
      `create table "api_keys" ("id" varchar(255) not null, "owner_id" varchar(255) not null, "name" varchar(60) not null, "hint" varchar(32) not null, "secret_hash" char(64) not null, "read_only" boolean not null default false, "created_at" timestamptz not null, "expires_at" timestamptz not null, "last_used_at" timestamptz null, "revoked_at" timestamptz null, constraint "api_keys_pkey" primary key ("id"));`,
    );
    this.addSql(`alter table "api_keys" add constraint "api_keys_secret_hash_unique" unique ("secret_hash");`);
    this.addSql(`create index "api_keys_owner_id_index" on "api_keys" ("owner_id");`);
    this.addSql(
      `alter table "api_keys" add constraint "api_keys_owner_id_foreign" foreign key ("owner_id") references "profiles" ("id") on update cascade on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "api_keys" cascade;`);
  }
}
