import {describe, expect, it} from 'vitest';
import {NEWSLETTER_UNSUBSCRIBE_PATHS} from '~/i18n/newsletter-paths';
import {blocksToHtml, blocksToText, isBlank, type Block} from '../../../cms/src/newsletter/sending/blocks-to-mail';
import {composeMail, problemWith, UNSUBSCRIBE_PATHS, type NewsletterVersion} from '../../../cms/src/newsletter/sending/newsletter-mail';
import {ratePerMinute, retryDelay} from '../../../cms/src/newsletter/sending/send-queue';

const BODY: Block[] = [
  {type: 'heading', level: 2, children: [{type: 'text', text: 'Spring <tour>'}]},
  {
    type: 'paragraph',
    children: [
      {type: 'text', text: 'New album '},
      {type: 'text', text: 'out', bold: true},
      {type: 'text', text: ': '},
      {type: 'link', url: 'https://example.com/a?b=1&c=2', children: [{type: 'text', text: 'listen'}]},
    ],
  },
  {type: 'list', format: 'ordered', children: [{type: 'list-item', children: [{type: 'text', text: 'Ghent'}]}]},
];

const version = (locale: 'en' | 'fr' | 'nl', subject = 'News', body = BODY): NewsletterVersion => ({
  locale,
  subject,
  body,
  imageUrl: null,
  imageAlt: '',
  origin: 'https://cms.duo.example',
});

describe('a newsletter as a mail', () => {
  it('renders rich text as escaped HTML and readable text', () => {
    expect(blocksToHtml(BODY)).toBe(
      '<h2>Spring &lt;tour&gt;</h2>\n<p>New album <strong>out</strong>: <a href="https://example.com/a?b=1&amp;c=2">listen</a></p>\n<ol><li>Ghent</li></ol>',
    );
    expect(blocksToText(BODY)).toBe('SPRING <TOUR>\n\nNew album out: listen (https://example.com/a?b=1&c=2)\n\n1. Ghent');
  });

  it('gives an image in the text and the newsletter’s image full addresses on the CMS', () => {
    const withImage: Block[] = [{type: 'image', image: {url: '/uploads/ghent.jpg', alternativeText: 'The ball in Ghent'}}];
    const letter = {...version('en', 'News', withImage), imageUrl: 'https://cms.duo.example/uploads/top.jpg', imageAlt: 'Lise & Wout'};
    const mail = composeMail(letter, '{{unsubscribeUrl}}', 'https://duo.example/u');
    expect(mail.html).toContain('<img src="https://cms.duo.example/uploads/top.jpg" alt="Lise &amp; Wout"');
    expect(mail.html).toContain('<img src="https://cms.duo.example/uploads/ghent.jpg" alt="The ball in Ghent"');
    expect(isBlank(withImage)).toBe(false);
  });

  it('counts a body of empty paragraphs as empty', () => {
    expect(isBlank([{type: 'paragraph', children: [{type: 'text', text: '  '}]}])).toBe(true);
    expect(isBlank(BODY)).toBe(false);
  });

  it('carries the one-click unsubscribe link in its footer and its RFC 8058 headers', () => {
    const link = 'https://duo.example/fr/newsletter/desinscription?token=abc';
    const mail = composeMail(version('fr'), 'Désinscription : {{unsubscribeUrl}}', link);
    expect(mail.headers).toEqual({'List-Unsubscribe': `<${link}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click'});
    expect(mail.text).toContain(`Désinscription : ${link}`);
    expect(mail.html).toContain(`<a href="${link}">${link}</a>`);
  });

  it('keeps the link when an editor removed the placeholder from the footer', () => {
    const mail = composeMail(version('en'), 'Thanks for reading.', 'https://duo.example/newsletter/unsubscribe?token=abc');
    expect(mail.text).toContain('Thanks for reading.\nhttps://duo.example/newsletter/unsubscribe?token=abc');
  });

  it('refuses to send without English, with an empty subject or an empty body in any language', () => {
    expect(problemWith(new Map([['en', version('en')]]))).toBeNull();
    expect(problemWith(new Map([['fr', version('fr')]]))).toMatch(/no English version/);
    expect(problemWith(new Map([['en', version('en')], ['nl', version('nl', '')]]))).toMatch(/nl version has no subject/);
    expect(problemWith(new Map([['en', version('en', 'News', [])]]))).toMatch(/en version has an empty body/);
    expect(problemWith(new Map())).toMatch(/no such newsletter/);
  });

  it('links to the site’s own unsubscribe page in each language', () => {
    expect(UNSUBSCRIBE_PATHS).toEqual(NEWSLETTER_UNSUBSCRIBE_PATHS);
  });
});

describe('the send rate', () => {
  it('defaults to 120 mails a minute and refuses what is not a sensible whole number', () => {
    expect(ratePerMinute({})).toBe(120);
    expect(ratePerMinute({NEWSLETTER_RATE_PER_MINUTE: '600'})).toBe(600);
    expect(() => ratePerMinute({NEWSLETTER_RATE_PER_MINUTE: 'fast'})).toThrow(/NEWSLETTER_RATE_PER_MINUTE/);
    expect(() => ratePerMinute({NEWSLETTER_RATE_PER_MINUTE: '0'})).toThrow(/1 to 6000/);
  });

  it('retries a failing mail server after 5 s, doubling up to 5 minutes', () => {
    expect([1, 2, 3, 10].map(retryDelay)).toEqual([5_000, 10_000, 20_000, 300_000]);
  });
});
