// The CMS's migration of an existing database to the inbox's status fields, on SQLite as Strapi runs it
// (before the schema sync, with Strapi's own knex).
import {createRequire} from 'node:module';
import {resolve} from 'node:path';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';

const cmsRequire = createRequire(resolve(import.meta.dirname, '../../../cms/package.json'));
const knexFactory = cmsRequire('knex') as (config: object) => any;
const migration = cmsRequire('./database/migrations/2026.11.28T00.00.00.inbox-states.js') as {up(knex: unknown): Promise<void>};

describe('the inbox migration', () => {
  let knex: any;
  beforeEach(() => {
    knex = knexFactory({client: 'better-sqlite3', connection: {filename: ':memory:'}, useNullAsDefault: true});
  });
  afterEach(() => knex.destroy());

  it('makes every message received before it "new" and keeps each subscription’s status', async () => {
    await knex.schema.createTable('contact_messages', (table: any) => {
      table.increments('id');
      table.string('name');
    });
    await knex.schema.createTable('newsletter_subscriptions', (table: any) => {
      table.increments('id');
      table.string('status');
    });
    await knex('contact_messages').insert([{name: 'Anneke'}, {name: 'Lotte'}]);
    await knex('newsletter_subscriptions').insert([{status: 'confirmed'}, {status: 'pending'}, {status: 'unsubscribed'}]);

    await migration.up(knex);

    expect(await knex('contact_messages').select('name', 'state').orderBy('id')).toEqual([
      {name: 'Anneke', state: 'new'},
      {name: 'Lotte', state: 'new'},
    ]);
    expect((await knex('newsletter_subscriptions').select('state').orderBy('id')).map((row: any) => row.state)).toEqual([
      'confirmed',
      'pending',
      'unsubscribed',
    ]);
  });

  it('does nothing on a fresh database, and nothing twice', async () => {
    await migration.up(knex);
    expect(await knex.schema.hasTable('contact_messages')).toBe(false);

    await knex.schema.createTable('contact_messages', (table: any) => {
      table.increments('id');
      table.string('state');
    });
    await knex('contact_messages').insert({state: 'answered'});
    await migration.up(knex);
    expect(await knex('contact_messages').select('state')).toEqual([{state: 'answered'}]);
  });
});
