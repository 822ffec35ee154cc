import type { Knex } from 'knex';

// Mails to send, written in the transaction of what caused them (a reset request, a registration)
// and sent by the mail delivery job, so sending never blocks or fails the request and a mail is
// never sent for something that rolled back. Kept a while after sending for operators to look into.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.withSchema('auth').createTable('mail_outbox', (table) => {
    table.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    /** What the mail is for (password-reset, email-verification, ...), for logs and operators. */
    table.text('kind').notNullable();
    table.text('recipient').notNullable();
    table.text('subject').notNullable();
    table.text('text_body').notNullable();
    table.text('html_body');
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.integer('attempts').notNullable().defaultTo(0);
    table.timestamp('next_attempt_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.text('last_error');
    table.timestamp('sent_at', { useTz: true });
    /** Given up after the last attempt: logged as an error and left here for operators. */
    table.timestamp('failed_at', { useTz: true });
  });
  await knex.raw(
    `create index mail_outbox_due on auth.mail_outbox (next_attempt_at)
      where sent_at is null and failed_at is null`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.withSchema('auth').dropTable('mail_outbox');
}
