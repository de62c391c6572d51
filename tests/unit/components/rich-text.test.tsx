import {describe, expect, it} from 'vitest';
import {renderToStaticMarkup} from 'react-dom/server';
import {I18nProvider} from '~/i18n/translate';
import {StaticRouter} from 'react-router';
import {RichText} from '~/components/rich-text/rich-text';
import {classifyLink} from '~/lib/cms/link-safety';
import {createI18n} from '~/i18n/i18n';
import {CATALOGUES} from '~/i18n/messages.server';
import type {Block, InlineNode} from '~/lib/cms/rich-text-blocks';

function render(blocks: Block[], options: {headingOffset?: number; mediaOrigin?: string} = {}) {
  return renderToStaticMarkup(
    <I18nProvider i18n={createI18n('en', CATALOGUES.en)}>
      <StaticRouter location="/">
        <RichText blocks={blocks} {...options} />
      </StaticRouter>
    </I18nProvider>,
  );
}

const text = (value: string, marks: Record<string, boolean> = {}) => ({type: 'text' as const, text: value, ...marks});
// As the content's schema gives a link: its kind, worked out from its address.
const link = (url: string, label = 'label') => ({type: 'link' as const, target: classifyLink(url), children: [text(label)]});
const paragraph = (...children: InlineNode[]): Block => ({type: 'paragraph', children});

describe('RichText blocks', () => {
  it('renders paragraphs', () => {
    expect(render([paragraph(text('Hello'))])).toBe('<div class="rich-text"><p>Hello</p></div>');
  });

  it.each([1, 2, 3, 4, 5, 6] as const)('renders a heading of level %i', (level) => {
    expect(render([{type: 'heading', level, children: [text('Title')]}])).toContain(`<h${level}>Title</h${level}>`);
  });

  it('shifts heading levels under the page title, never past 6', () => {
    const html = render(
      [
        {type: 'heading', level: 1, children: [text('One')]},
        {type: 'heading', level: 6, children: [text('Six')]},
      ],
      {headingOffset: 1},
    );
    expect(html).toContain('<h2>One</h2>');
    expect(html).toContain('<h6>Six</h6>');
    expect(html).not.toContain('<h1>');
  });

  it('renders ordered and unordered lists, a nested list inside the item before it', () => {
    const html = render([
      {
        type: 'list',
        format: 'unordered',
        children: [
          {type: 'list-item', children: [text('Accordion')]},
          {
            type: 'list',
            format: 'ordered',
            indentLevel: 1,
            children: [
              {type: 'list-item', children: [text('Diatonic')]},
              {type: 'list-item', children: [text('Chromatic')]},
            ],
          },
          {type: 'list-item', children: [text('Fiddle')]},
        ],
      },
    ]);
    expect(html).toContain(
      '<ul><li>Accordion<ol><li>Diatonic</li><li>Chromatic</li></ol></li><li>Fiddle</li></ul>',
    );
  });

  it('renders a quote', () => {
    expect(render([{type: 'quote', children: [text('A fine duo.')]}])).toContain(
      '<blockquote><p>A fine duo.</p></blockquote>',
    );
  });

  it('renders code with its language and escaped content', () => {
    const html = render([{type: 'code', language: 'abc', children: [text('X:1\n<K:G>')]}]);
    expect(html).toContain('<pre><code class="language-abc">X:1\n&lt;K:G&gt;</code></pre>');
  });

  it('renders an image with size, lazy loading, alt text and caption, from the CMS origin', () => {
    const html = render(
      [
        {
          type: 'image',
          image: {url: '/uploads/duo.jpg', alternativeText: 'The duo on stage', caption: 'Ghent, 2024', width: 1200, height: 800},
          children: [text('')],
        },
      ],
      {mediaOrigin: 'https://cms.example'},
    );
    expect(html).toContain('src="https://cms.example/uploads/duo.jpg"');
    expect(html).toContain('alt="The duo on stage"');
    expect(html).toContain('width="1200"');
    expect(html).toContain('height="800"');
    expect(html).toContain('loading="lazy"');
    expect(html).toContain('<figcaption>Ghent, 2024</figcaption>');
  });

  it('gives an image without alternative text an empty alt', () => {
    const html = render([
      {type: 'image', image: {url: 'https://cdn.example/a.jpg', alternativeText: null, width: 10, height: 10}, children: []},
    ]);
    expect(html).toContain('alt=""');
    expect(html).toContain('src="https://cdn.example/a.jpg"');
  });

  it('renders inline marks: bold, italic, underline, strikethrough and code', () => {
    const html = render([
      paragraph(
        text('b', {bold: true}),
        text('i', {italic: true}),
        text('u', {underline: true}),
        text('s', {strikethrough: true}),
        text('c', {code: true}),
        text('all', {bold: true, italic: true, underline: true, strikethrough: true, code: true}),
      ),
    ]);
    expect(html).toContain('<strong>b</strong><em>i</em><u>u</u><s>s</s><code>c</code>');
    expect(html).toContain('<strong><em><u><s><code>all</code></s></u></em></strong>');
  });
});

describe('RichText links', () => {
  it('opens external links in a new tab, safely, and says so', () => {
    const html = render([paragraph(link('https://example.org/review', 'the review'))]);
    expect(html).toContain(
      '<a href="https://example.org/review" target="_blank" rel="noopener noreferrer">the review<span class="visually-hidden"> (opens in a new tab)</span></a>',
    );
  });

  it('keeps relative links in the site, without a new tab', () => {
    const html = render([paragraph(link('/fr/calendrier', 'dates'))]);
    expect(html).toContain('<a href="/fr/calendrier" data-discover="true">dates</a>');
    expect(html).not.toContain('target=');
  });

  it('renders mailto and tel links as plain links', () => {
    const html = render([paragraph(link('mailto:duo@example.org', 'mail'), link('tel:+3290000000', 'call'))]);
    expect(html).toContain('<a href="mailto:duo@example.org">mail</a>');
    expect(html).toContain('<a href="tel:+3290000000">call</a>');
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u0001javascript:alert(1)',
    'javascript&colon;alert(1)',
    '&#106;avascript:alert(1)',
    '&#x6A;avascript:alert(1)',
    'jav&#x09;ascript:alert(1)',
    'javascript%3Aalert(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'DATA:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'VbScRiPt:msgbox(1)',
    'file:///etc/passwd',
    '',
  ])('renders %j as text', (url) => {
    const html = render([paragraph(link(url, 'click me'))]);
    expect(html).toBe('<div class="rich-text"><p>click me</p></div>');
  });
});

describe('classifyLink', () => {
  it('tells internal, external, contact and unsafe links apart', () => {
    expect(classifyLink('/about')).toEqual({kind: 'internal', href: '/about'});
    expect(classifyLink('#tickets')).toEqual({kind: 'internal', href: '#tickets'});
    expect(classifyLink('https://example.org')).toEqual({kind: 'external', href: 'https://example.org'});
    expect(classifyLink('HTTP://example.org')).toEqual({kind: 'external', href: 'HTTP://example.org'});
    expect(classifyLink('//example.org/x')).toEqual({kind: 'external', href: 'https://example.org/x'});
    expect(classifyLink('mailto:a@b.c')).toEqual({kind: 'contact', href: 'mailto:a@b.c'});
    expect(classifyLink('www.example.org').kind).toBe('unsafe');
    expect(classifyLink('\\\\evil.example').kind).toBe('unsafe');
  });
});
