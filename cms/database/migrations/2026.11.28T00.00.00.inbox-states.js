'use strict';

// The inbox's status fields. A contact message received before them is "new". The subscription's
// status moves from `status` (which the admin panel's content manager takes for draft/publish and
// blanks, so a subscriber could not be saved) to `state`; the schema sync then drops the old column.
async function addState(knex, table, fill) {
  if (!(await knex.schema.hasTable(table)) || (await knex.schema.hasColumn(table, 'state'))) return;
  await knex.schema.alterTable(table, (columns) => columns.string('state'));
  await knex(table).update({state: fill});
}

module.exports = {
  async up(knex) {
    await addState(knex, 'contact_messages', 'new');
    if (await knex.schema.hasTable('newsletter_subscriptions')) {
      await addState(knex, 'newsletter_subscriptions', knex.ref('status'));
    }
  },
};
