import {describe, expect, it} from 'vitest';
import {BlocksSchema, isAllowedBlockLinkUrl} from '~/lib/cms/rich-text-blocks';
import {EventSchema, PodcastSchema} from '~/lib/cms/content-model';
import {ContactMessageInputSchema, NewsletterSubscriptionInputSchema} from '~/lib/cms/form-inputs';

const text = (value: string) => ({type: 'text', text: value});
const paragraphWithLink = (url: string) => [{type: 'paragraph', children: [{type: 'link', url, children: [text('x')]}]}];

describe('BlocksSchema', () => {
  it('accepts every node type, nested lists included', () => {
    const blocks = [
      {type: 'heading', level: 1, children: [text('Title')]},
      {type: 'paragraph', children: [{...text('b'), bold: true, italic: true, underline: true, strikethrough: true, code: true}]},
      {type: 'quote', children: [text('q')]},
      {type: 'code', language: 'abc', children: [text('X:1')]},
      {
        type: 'list',
        format: 'ordered',
        children: [
          {type: 'list-item', children: [text('one')]},
          {type: 'list', format: 'unordered', indentLevel: 1, children: [{type: 'list-item', children: [text('a')]}]},
        ],
      },
      {type: 'image', image: {url: '/uploads/a.jpg', alternativeText: null, width: 10, height: 10}, children: [text('')]},
    ];
    expect(BlocksSchema.safeParse(blocks).success).toBe(true);
  });

  it.each([0, 7, 2.5])('refuses heading level %s', (level) => {
    expect(BlocksSchema.safeParse([{type: 'heading', level, children: [text('x')]}]).success).toBe(false);
  });

  it.each(['https://example.com', 'http://example.com', 'mailto:a@example.com', 'tel:+3291234567', '/fr/contact'])(
    'accepts the link %s',
    (url) => expect(BlocksSchema.safeParse(paragraphWithLink(url)).success).toBe(true),
  );

  it.each(['javascript:alert(1)', ' JavaScript:alert(1)', 'data:text/html,x', 'vbscript:x', '//evil.example', '#top', 'contact'])(
    'refuses the link %s',
    (url) => {
      expect(isAllowedBlockLinkUrl(url)).toBe(false);
      expect(BlocksSchema.safeParse(paragraphWithLink(url)).success).toBe(false);
    },
  );

  it.each([
    ['https://example.com/review', {kind: 'external', href: 'https://example.com/review'}],
    ['mailto:a@example.com', {kind: 'contact', href: 'mailto:a@example.com'}],
    ['/fr/contact', {kind: 'internal', href: '/fr/contact'}],
  ])('gives the link %s as where it leads, without its address to check again', (url, target) => {
    const [paragraph] = BlocksSchema.parse(paragraphWithLink(url));
    expect(paragraph).toEqual({type: 'paragraph', children: [{type: 'link', target, children: [text('x')]}]});
  });

  it('refuses unknown node types', () => {
    expect(BlocksSchema.safeParse([{type: 'video', children: []}]).success).toBe(false);
  });
});

describe('entity refinements', () => {
  const entry = {id: 1, documentId: 'd', locale: 'en', createdAt: '2025-01-01T00:00:00.000Z', updatedAt: '2025-01-01T00:00:00.000Z', publishedAt: null};

  it('wants a podcast to have audio or a link', () => {
    const podcast = {...entry, title: 't', show: 's', publishedOn: '2025-01-01', description: '', durationMinutes: null};
    expect(PodcastSchema.safeParse({...podcast, audioUrl: null, externalUrl: null}).success).toBe(false);
    expect(PodcastSchema.safeParse({...podcast, audioUrl: null, externalUrl: 'https://example.com/p'}).success).toBe(true);
  });

  it('wants an event to end after it starts, in a real time zone', () => {
    const event = {
      ...entry,
      title: 'Ball',
      startsAt: '2026-12-12T20:00:00+01:00',
      endsAt: '2026-12-12T18:30:00Z',
      timezone: 'Europe/Brussels',
      venueName: 'v',
      city: 'c',
      country: 'BE',
      address: 'a',
      ticketUrl: null,
      ticketStatus: 'tba',
      eventType: 'ball',
    };
    expect(EventSchema.safeParse({...event, endsAt: '2026-12-12T22:00:00+01:00'}).success).toBe(true);
    expect(EventSchema.safeParse(event).success).toBe(false);
    expect(EventSchema.safeParse({...event, endsAt: null, timezone: 'Mars/Olympus'}).success).toBe(false);
  });
});

describe('writable inputs', () => {
  it('limits the contact message and requires newsletter consent', () => {
    const message = {name: 'A', email: 'a@example.com', message: 'Hello', language: 'fr'};
    expect(ContactMessageInputSchema.safeParse(message).success).toBe(true);
    expect(ContactMessageInputSchema.safeParse({...message, name: 'x'.repeat(101)}).success).toBe(false);
    expect(ContactMessageInputSchema.safeParse({...message, message: 'x'.repeat(5001)}).success).toBe(false);
    expect(ContactMessageInputSchema.safeParse({...message, email: `${'x'.repeat(250)}@example.com`}).success).toBe(false);
    const subscription = {
      email: 'a@example.com',
      consent: true,
      language: 'en',
      confirmUrl: 'https://duo.example/newsletter/confirm',
      unsubscribeUrl: 'https://duo.example/newsletter/unsubscribe',
    };
    expect(NewsletterSubscriptionInputSchema.safeParse(subscription).success).toBe(true);
    expect(NewsletterSubscriptionInputSchema.safeParse({...subscription, consent: false}).success).toBe(false);
    expect(NewsletterSubscriptionInputSchema.safeParse({...subscription, confirmUrl: 'javascript:alert(1)'}).success).toBe(false);
  });
});

describe('heading levels as read from the CMS', () => {
  const heading = (level: 1 | 2 | 3 | 4 | 5 | 6, title: string) => ({type: 'heading', level, children: [text(title)]});
  const levelsOf = (blocks: unknown[]) =>
    BlocksSchema.parse(blocks).flatMap((block) => (block.type === 'heading' ? [block.level] : []));

  it('start at the top whatever level the editor picked, and keep their order', () => {
    expect(levelsOf([heading(3, 'Programme'), heading(4, 'Morning'), heading(4, 'Afternoon'), heading(3, 'Bring')])).toEqual([
      1, 2, 2, 1,
    ]);
  });

  it('never go more than one level below the heading before', () => {
    expect(levelsOf([heading(2, 'A'), heading(5, 'B'), heading(6, 'C'), heading(3, 'D')])).toEqual([1, 2, 3, 2]);
  });

  it('leave content without headings as it is', () => {
    const blocks = [{type: 'paragraph', children: [text('Only words')]}];
    expect(BlocksSchema.parse(blocks)).toEqual(blocks);
  });
});
