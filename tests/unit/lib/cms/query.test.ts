import {describe, expect, it} from 'vitest';
import {CmsQueryError, QUERY_LIMITS, buildQuery, parseQuery, queryKey} from '~/lib/cms/query';

const range = (n: number) => Array.from({length: n}, (_, i) => `v${i}`);

describe('buildQuery', () => {
  it('uses brackets for arrays and encodes values only', () => {
    expect(
      buildQuery({
        locale: 'fr',
        filters: {handle: {$eq: 'été à Gand'}},
        populate: ['image', 'liveShow'],
        sort: ['startsAt:asc'],
        pagination: {page: 1, pageSize: 10},
      }),
    ).toBe(
      'locale=fr&filters[handle][$eq]=%C3%A9t%C3%A9%20%C3%A0%20Gand&populate[]=image&populate[]=liveShow' +
        '&sort[]=startsAt%3Aasc&pagination[page]=1&pagination[pageSize]=10',
    );
  });

  it('writes nested populate objects and date ranges', () => {
    expect(
      buildQuery({
        populate: {liveShow: {fields: ['title']}, image: true},
        filters: {startsAt: {$gte: '2026-01-01T00:00:00Z', $lt: '2026-02-01T00:00:00Z'}},
      }),
    ).toBe(
      'populate[liveShow][fields][]=title&populate[image]=true' +
        '&filters[startsAt][$gte]=2026-01-01T00%3A00%3A00Z&filters[startsAt][$lt]=2026-02-01T00%3A00%3A00Z',
    );
  });

  it('leaves out undefined and null values and returns "" for nothing', () => {
    expect(buildQuery({})).toBe('');
    expect(buildQuery({locale: undefined, sort: null, fields: ['title']})).toBe('fields[]=title');
  });

  it('refuses objects inside arrays, which brackets would merge, and accepts them keyed by index', () => {
    expect(() => buildQuery({filters: {$or: [{city: 'Gent'}, {city: 'Liège'}]}})).toThrow(
      /filters\.\$or\.0.*key the entries by index/,
    );
    const search = buildQuery({filters: {$or: {0: {city: {$eq: 'Gent'}}, 1: {city: {$eq: 'Liège'}}}}});
    expect(search).toBe('filters[$or][0][city][$eq]=Gent&filters[$or][1][city][$eq]=Li%C3%A8ge');
    expect(parseQuery(search)).toEqual({
      filters: {$or: [{city: {$eq: 'Gent'}}, {city: {$eq: 'Liège'}}]},
    });
  });

  it(`accepts ${QUERY_LIMITS.arrayLimit} array items and refuses one more`, () => {
    expect(buildQuery({fields: range(20)})).toContain('fields[]=v19');
    expect(() => buildQuery({fields: range(21)})).toThrow(CmsQueryError);
    expect(() => buildQuery({fields: range(21)})).toThrow(/arrays 20, depth 5, parameters 1000.*Array limit/);
  });

  it(`accepts a depth of ${QUERY_LIMITS.depth} and refuses 6`, () => {
    expect(buildQuery({a: {b: {c: {d: {e: 'x'}}}}})).toBe('a[b][c][d][e]=x');
    expect(buildQuery({a: {b: {c: {d: {e: {f: 'x'}}}}}})).toBe('a[b][c][d][e][f]=x');
    expect(() => buildQuery({a: {b: {c: {d: {e: {f: {g: 'x'}}}}}}})).toThrow(/depth/);
  });

  it(`accepts ${QUERY_LIMITS.parameterLimit} parameters and refuses 1001`, () => {
    const params = (n: number) => Object.fromEntries(range(n).map((key) => [key, '1']));
    expect(buildQuery(params(1000)).split('&')).toHaveLength(1000);
    expect(() => buildQuery(params(1001))).toThrow(/Parameter limit/);
  });
});

describe('parseQuery', () => {
  it('reads what buildQuery writes, with or without "?"', () => {
    const query = {locale: 'nl', filters: {handle: {$eq: 'a&b=c'}}, populate: ['image']};
    expect(parseQuery(buildQuery(query))).toEqual(query);
    expect(parseQuery(`?${buildQuery(query)}`)).toEqual(query);
  });

  it('refuses strings past the limits instead of truncating them', () => {
    expect(() =>
      parseQuery(
        range(21)
          .map((v) => `a[]=${v}`)
          .join('&'),
      ),
    ).toThrow(CmsQueryError);
    expect(() => parseQuery('a[21]=x')).toThrow(/Array limit/);
    expect(() => parseQuery('a[b][c][d][e][f][g]=x')).toThrow(/depth/);
    expect(() =>
      parseQuery(
        range(1001)
          .map((v) => `${v}=1`)
          .join('&'),
      ),
    ).toThrow(/Parameter limit/);
  });
});

describe('queryKey', () => {
  it('names equal queries alike, and queries that build differently apart', () => {
    const since = new Date(Date.UTC(2026, 10, 28));
    const query = {filters: {startsAt: {$gte: since}}, sort: ['startsAt:asc'], pagination: {page: 1}};
    const same = {filters: {startsAt: {$gte: since.toISOString()}}, sort: ['startsAt:asc'], pagination: {page: 1}};
    expect(queryKey(query)).toBe(queryKey(same));
    expect(buildQuery(query)).toBe(buildQuery(same));
    expect(queryKey({pagination: {page: 2}})).not.toBe(queryKey({pagination: {page: 1}}));
    expect(queryKey({a: 'x', b: 'y'})).not.toBe(queryKey({b: 'y', a: 'x'}));
  });

  it('gives no name where JSON would confuse two queries', () => {
    expect(queryKey({pagination: {page: Number.NaN}})).toBeNull();
    expect(queryKey({pagination: {page: Number.POSITIVE_INFINITY}})).toBeNull();
    expect(queryKey({filters: {startsAt: {$gte: new Date(Number.NaN)}}})).toBeNull();
    expect(queryKey({fields: ['title', undefined]})).toBeNull();
    expect(queryKey({a: null})).toBe('{"a":null}');
  });
});
