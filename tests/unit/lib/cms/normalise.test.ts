import {describe, expect, it} from 'vitest';
import {normaliseData, normaliseResponse} from '~/lib/cms/normalise';

const image = {
  id: 7,
  documentId: 'img7',
  url: '/uploads/duo.jpg',
  alternativeText: 'The duo on stage',
  width: 1200,
  height: 800,
};
const liveShow = {id: 3, documentId: 'ls3', title: 'Twee stemmen', locale: 'nl'};

const v5Event = {
  id: 12,
  documentId: 'ev12',
  locale: 'nl',
  title: 'Bal in Gent',
  place: {id: 1, venueName: 'De Centrale', city: 'Gent'},
  image,
  liveShow,
  gallery: [image],
  tags: ['bal', 'folk'],
  emptyRelation: null,
  body: [{type: 'paragraph', children: [{type: 'text', text: 'Welkom'}]}],
};

const {id: imageId, ...imageAttributes} = image;
const {id: liveShowId, ...liveShowAttributes} = liveShow;
const v4Event = {
  id: 12,
  attributes: {
    documentId: 'ev12',
    locale: 'nl',
    title: 'Bal in Gent',
    place: {id: 1, venueName: 'De Centrale', city: 'Gent'},
    image: {data: {id: imageId, attributes: imageAttributes}},
    liveShow: {data: {id: liveShowId, attributes: liveShowAttributes}},
    gallery: {data: [{id: imageId, attributes: imageAttributes}]},
    tags: ['bal', 'folk'],
    emptyRelation: {data: null},
    body: [{type: 'paragraph', children: [{type: 'text', text: 'Welkom'}]}],
  },
};

describe('normaliseResponse', () => {
  it('gives the same flat entry for the v4 and v5 shapes of one entry', () => {
    const meta = {pagination: {page: 1, pageSize: 25, pageCount: 1, total: 1}};
    expect(normaliseResponse({data: v4Event, meta})).toEqual({data: v5Event, meta});
    expect(normaliseResponse({data: v5Event, meta})).toEqual({data: v5Event, meta});
  });

  it('does the same for lists and keeps an empty list empty', () => {
    expect(normaliseResponse({data: [v4Event, v4Event], meta: {}}).data).toEqual([v5Event, v5Event]);
    expect(normaliseResponse({data: [v5Event]}).data).toEqual([v5Event]);
    expect(normaliseResponse({data: []})).toEqual({data: [], meta: {}});
  });

  it('unwraps relations nested inside v4 components and relations', () => {
    const v4 = {
      id: 1,
      attributes: {
        sections: [{id: 9, __component: 'page.photo', photo: {data: {id: 7, attributes: {url: '/a.jpg'}}}}],
        author: {
          data: {id: 2, attributes: {name: 'Lies', avatar: {data: {id: 5, attributes: {url: '/b.jpg'}}}}},
        },
      },
    };
    expect(normaliseData(v4)).toEqual({
      id: 1,
      sections: [{id: 9, __component: 'page.photo', photo: {id: 7, url: '/a.jpg'}}],
      author: {id: 2, name: 'Lies', avatar: {id: 5, url: '/b.jpg'}},
    });
  });

  it('leaves a v5 JSON field that happens to hold "data" alone', () => {
    const v5 = {id: 1, documentId: 'x', settings: {data: {id: 1, attributes: {a: 1}}}};
    expect(normaliseData(v5)).toEqual(v5);
  });

  it('refuses a body that is not a Strapi envelope', () => {
    expect(() => normaliseResponse({title: 'no envelope'})).toThrow(/"data"/);
    expect(() => normaliseResponse('<html>')).toThrow(TypeError);
  });
});
