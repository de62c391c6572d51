// The start-up step that brings an existing database's shared fields back to one value per document.
import {describe, expect, it, vi} from 'vitest';
import {alignSharedFields} from '../../../cms/src/i18n/shared-fields';

type Row = {id: number; documentId: string; locale: string; publishedAt: string | null; startsAt: string; title: string};

/** Just enough of Strapi for the step: i18n's services over rows of one localized type, `startsAt` shared. */
function fakeStrapi(rows: Row[]) {
  const synced: Row[] = [];
  const model = {uid: 'api::event.event', pluginOptions: {i18n: {localized: true}}};
  const strapi = {
    log: {info: vi.fn()},
    getModel: (uid: string) => (uid === model.uid ? model : {pluginOptions: {}}),
    db: {query: (uid: string) => ({findMany: async () => (uid === model.uid ? rows : [])})},
    plugin: () => ({
      service: (name: string) =>
        name === 'content-types'
          ? {
              isLocalizedContentType: (candidate: typeof model) => candidate.pluginOptions.i18n?.localized === true,
              getNonLocalizedAttributes: () => ['startsAt'],
              getNestedPopulateOfNonLocalizedAttributes: () => ['startsAt'],
              copyNonLocalizedAttributes: (_model: unknown, entry: Row) => ({startsAt: entry.startsAt}),
            }
          : {syncNonLocalizedAttributes: async (entry: Row) => void synced.push(entry)},
    }),
  };
  return {strapi: strapi as never, synced};
}

const row = (id: number, documentId: string, locale: string, startsAt: string, published = false): Row => ({
  id,
  documentId,
  locale,
  publishedAt: published ? '2026-01-01T00:00:00.000Z' : null,
  startsAt,
  title: `${documentId} in ${locale}`,
});

describe('aligning shared fields on start', () => {
  it('gives a drifted document its English value, draft and published apart', async () => {
    const {strapi, synced} = fakeStrapi([
      row(1, 'namur', 'fr', '2026-12-05T20:30:00Z'),
      row(2, 'namur', 'en', '2026-03-14T20:30:00Z'),
      row(3, 'namur', 'nl', '2026-03-14T20:30:00Z'),
      row(4, 'namur', 'fr', '2026-12-05T20:30:00Z', true),
      row(5, 'namur', 'en', '2026-03-14T20:30:00Z', true),
    ]);
    expect(await alignSharedFields(strapi)).toBe(2);
    expect(synced.map(({id, locale}) => [id, locale])).toEqual([
      [2, 'en'],
      [5, 'en'],
    ]);
  });

  it('takes the first language in French, Dutch order when a document has no English', async () => {
    const {strapi, synced} = fakeStrapi([row(1, 'bal', 'nl', '2027-01-01T00:00:00Z'), row(2, 'bal', 'fr', '2027-02-02T00:00:00Z')]);
    await alignSharedFields(strapi);
    expect(synced.map(({locale}) => locale)).toEqual(['fr']);
  });

  it('leaves alone documents that agree and documents in one language', async () => {
    const {strapi, synced} = fakeStrapi([
      row(1, 'same', 'en', '2026-03-14T20:30:00Z'),
      row(2, 'same', 'fr', '2026-03-14T20:30:00Z'),
      row(3, 'alone', 'fr', '2026-05-01T10:00:00Z'),
    ]);
    expect(await alignSharedFields(strapi)).toBe(0);
    expect(synced).toEqual([]);
  });
});
