import {describe, expect, it} from 'vitest';
import {htmlToText, safeHref, sanitizeHtml} from '~/lib/html/sanitize-html';

describe('sanitizeHtml', () => {
  it('keeps the prose of a policy as it is', () => {
    const html =
      '<h2>Who we are</h2><p>Ronce &amp; Rivière is a <strong>folk</strong> duo.<br>Ghent</p><ul><li>One</li><li><em>Two</em></li></ul>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it.each([
    ['a script and its content', '<p>a</p><script>alert(1)</script><p>b</p>', '<p>a</p><p>b</p>'],
    ['an unclosed script', '<p>a</p><script>alert(1)', '<p>a</p>'],
    ['a style sheet', '<style>body{display:none}</style>ok', 'ok'],
    ['an iframe', '<iframe src="https://evil.example"></iframe>x', 'x'],
    ['an svg with a handler', '<svg onload=alert(1)><circle/></svg>x', 'x'],
    ['event handlers and styles', '<p onclick="alert(1)" style="color:red" class="x">t</p>', '<p>t</p>'],
    ['an image with onerror', '<img src=x onerror=alert(1)>t', 't'],
    ['a comment', '<!-- secret --><p>t</p>', '<p>t</p>'],
    ['a conditional comment', '<!--[if IE]><script>x</script><![endif]-->t', 't'],
    ['a doctype', '<!DOCTYPE html><p>t</p>', '<p>t</p>'],
    ['a form and inputs', '<form action="/x"><input name="a"><button>Go</button></form>', 'Go'],
    ['a slash between name and attribute', '<p/onmouseover=alert(1)>t', '&lt;p/onmouseover=alert(1)&gt;t'],
    ['a stray less-than', 'a < b', 'a &lt; b'],
    ['a stray ampersand', 'R & R &amp; co &#233;', 'R &amp; R &amp; co &#233;'],
  ])('drops %s', (_label, html, expected) => {
    expect(sanitizeHtml(html)).toBe(expected);
  });

  it('balances tags so the body cannot close the page’s elements', () => {
    expect(sanitizeHtml('</div></main><p>a<strong>b')).toBe('<p>a<strong>b</strong></p>');
    expect(sanitizeHtml('<div><p>a</div>b</p>')).toBe('<div><p>a</p></div>b');
  });

  it('turns an h1 into an h2, the page having its own h1', () => {
    expect(sanitizeHtml('<H1>Title</H1>')).toBe('<h2>Title</h2>');
  });

  it('keeps safe links with their href only, marking the external ones', () => {
    expect(sanitizeHtml('<a href="https://example.org/a?b=1&amp;c=2" target="_blank" onclick="x">x</a>')).toBe(
      '<a href="https://example.org/a?b=1&amp;c=2" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeHtml("<a href='/contact'>c</a>")).toBe('<a href="/contact">c</a>');
    expect(sanitizeHtml('<a href=mailto:duo@example.org>m</a>')).toBe('<a href="mailto:duo@example.org">m</a>');
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'javascript&#58;alert(1)',
    'javascript&colon;alert(1)',
    '&#106;avascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox',
    '\\\\evil.example',
    'java&unknown;script:alert(1)',
  ])('drops the href %s', (href) => {
    expect(safeHref(href)).toBeNull();
    expect(sanitizeHtml(`<a href="${href.replace(/"/g, '&quot;')}">x</a>`)).toBe('<a>x</a>');
  });
});

describe('htmlToText', () => {
  it('gives the words of the HTML with entities decoded', () => {
    expect(htmlToText('<h2>Who</h2><p>Ronce &amp; Rivière&nbsp;is</p>')).toBe('Who Ronce & Rivière is');
  });
});
