// Strapi's keyed-write middleware over a table in memory that answers the few queries it makes, as
// Strapi's query engine does (`updatedAt` set on create, `updateMany` answering a count).
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import idempotency, {IN_PROGRESS_LIMIT_MS} from '../../../cms/src/middlewares/idempotency';

type Row = Record<string, unknown> & {id: number};
type Where = Record<string, unknown>;

function matches(row: Row, where: Where): boolean {
  return Object.entries(where).every(([field, wanted]) => {
    const value = row[field];
    if (wanted && typeof wanted === 'object' && '$lt' in wanted) return (value as Date) < (wanted.$lt as Date);
    return value === wanted;
  });
}

function keyTable() {
  const rows: Row[] = [];
  let nextId = 1;
  const query = {
    async findOne({where}: {where: Where}) {
      return rows.find((row) => matches(row, where)) ?? null;
    },
    async create({data}: {data: Record<string, unknown>}) {
      const row = {createdAt: new Date(), updatedAt: new Date(), ...data, id: nextId++};
      rows.push(row);
      return row;
    },
    async update({where, data}: {where: Where; data: Record<string, unknown>}) {
      const row = rows.find((candidate) => matches(candidate, where));
      if (row) Object.assign(row, {updatedAt: new Date()}, data);
      return row ?? null;
    },
    async updateMany({where, data}: {where: Where; data: Record<string, unknown>}) {
      const found = rows.filter((row) => matches(row, where));
      for (const row of found) Object.assign(row, data);
      return {count: found.length};
    },
    async delete({where}: {where: Where}) {
      const index = rows.findIndex((row) => matches(row, where));
      if (index >= 0) rows.splice(index, 1);
    },
    async deleteMany({where}: {where: Where}) {
      for (const row of rows.filter((candidate) => matches(candidate, where))) rows.splice(rows.indexOf(row), 1);
    },
  };
  return {rows, strapi: {db: {query: () => query}}};
}

function request(key: string, body: unknown) {
  const headers: Record<string, string> = {'idempotency-key': key, authorization: 'Bearer site-token'};
  return {
    method: 'POST',
    path: '/api/contact-messages',
    status: 404,
    body: undefined as unknown,
    request: {body},
    answered: {} as Record<string, string>,
    get: (name: string) => headers[name.toLowerCase()] ?? '',
    set(name: string, value: string) {
      this.answered[name] = value;
    },
  };
}

const KEY = 'contact-form-key-0123456789';

describe('keyed writes in Strapi', () => {
  beforeEach(() => {
    vi.useFakeTimers({toFake: ['Date']});
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lets the key of a write that never finished (the CMS died mid-write) be used again', async () => {
    const {strapi} = keyTable();
    const middleware = idempotency(undefined, {strapi: strapi as never});
    const stored: unknown[] = [];
    const write = (ctx: ReturnType<typeof request>) => async () => {
      stored.push(ctx.request.body);
      ctx.status = 201;
      ctx.body = {data: ctx.request.body};
    };

    // The key is recorded, then the process dies: the write never finishes, nothing is stored.
    const crashed = request(KEY, {message: 'first try'});
    void middleware(crashed, () => new Promise(() => {}));
    await vi.waitFor(() => expect(crashed.status).toBe(404));

    // Right away the key is still in progress: a twin request may be running.
    const early = request(KEY, {message: 'first try'});
    await middleware(early, write(early));
    expect(early.status).toBe(409);

    // Later the visitor sends again, the same message or an edited one: it is stored, once.
    vi.setSystemTime(Date.now() + IN_PROGRESS_LIMIT_MS + 1000);
    const again = request(KEY, {message: 'second try, edited'});
    await middleware(again, write(again));
    expect(again.status).toBe(201);
    expect(stored).toEqual([{message: 'second try, edited'}]);

    const replay = request(KEY, {message: 'second try, edited'});
    await middleware(replay, write(replay));
    expect(replay.status).toBe(201);
    expect(replay.answered['Idempotent-Replayed']).toBe('true');
    expect(stored).toHaveLength(1);
  });

  it('still refuses a finished key with another body', async () => {
    const {strapi} = keyTable();
    const middleware = idempotency(undefined, {strapi: strapi as never});
    const first = request(KEY, {message: 'one'});
    await middleware(first, async () => {
      first.status = 201;
      first.body = {data: 'one'};
    });
    vi.setSystemTime(Date.now() + IN_PROGRESS_LIMIT_MS + 1000);
    const other = request(KEY, {message: 'two'});
    await middleware(other, async () => {
      other.status = 201;
    });
    expect(other.status).toBe(422);
  });
});
