import { usernameKey } from '@groupmap/contracts';
import type { Knex } from 'knex';

// One normalised key per username (contracts' usernameKey: NFKC, then lower case) for uniqueness,
// log-in look-up and rate-limit keys; lower(username) let `alİce` reach `alice` through Postgres
// while the limiter counted it apart. The key is computed in JS, as the service computes it, not
// with Postgres' lower(), which depends on the database's locale. Should two existing accounts share
// a key, the later one keeps a key no name typed at log-in produces (its id appended after a
// newline, which usernames cannot contain), so the migration never fails on old data.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.withSchema('auth').alterTable('users', (table) => {
    table.text('username_key');
  });
  const users: Array<{ id: number; username: string }> = await knex('auth.users')
    .select('id', 'username')
    .orderBy('id');
  const taken = new Set<string>();
  for (const { id, username } of users) {
    const key = usernameKey(username);
    await knex('auth.users')
      .where({ id })
      .update({ username_key: taken.has(key) ? `${key}\n${id}` : key });
    taken.add(key);
  }
  await knex.raw('alter table auth.users alter column username_key set not null');
  await knex.raw('create unique index users_username_key_key on auth.users (username_key)');
  await knex.raw('drop index auth.users_username_lower_key');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('create unique index users_username_lower_key on auth.users (lower(username))');
  await knex.schema.withSchema('auth').alterTable('users', (table) => {
    table.dropColumn('username_key');
  });
}
