import type {Locale} from '~/i18n/locales';
import type {PreviewStatus} from '~/lib/cms/client.server';
import {getMessages} from '~/i18n/messages.server';
import {PREVIEW_EXIT_PATHS} from '~/i18n/preview-paths';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

// Its own styles travel with it: a rule in the site's stylesheet would change the file every page loads.
const STYLE =
  '.preview-banner{position:sticky;top:0;z-index:100;display:flex;flex-wrap:wrap;align-items:center;' +
  'gap:.5rem 1rem;padding:.5rem 1rem;background:#f6d365;color:#1d1b16;border-bottom:2px solid #1d1b16}' +
  '.preview-banner form{margin-inline-start:auto}';

/** Leaving is a plain form post; the page it was on is its Referer. */
export function previewBannerHtml(locale: Locale, status: PreviewStatus): string {
  const {banner, notice: draftNotice, noticePublished, leave} = getMessages(locale).preview;
  const notice = status === 'draft' ? draftNotice : noticePublished;
  return (
    `<style>${STYLE}</style>` +
    `<aside class="preview-banner" aria-label="${escapeHtml(banner)}">` +
    `<strong>${escapeHtml(banner)}</strong> <span>${escapeHtml(notice)}</span>` +
    `<form method="post" action="${PREVIEW_EXIT_PATHS[locale]}"><button type="submit">${escapeHtml(leave)}</button></form>` +
    `</aside>`
  );
}

/** The page's HTML with `html` first in its body; the rest passes as it is. */
export function withBanner(page: ReadableStream<Uint8Array>, html: string): ReadableStream<Uint8Array> {
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  let head = '';
  let inserted = false;
  return page.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        const text = decoder.decode(chunk, {stream: true});
        if (inserted) return controller.enqueue(encoder.encode(text));
        head += text;
        const body = /<body[^>]*>/.exec(head);
        if (!body) return;
        const at = body.index + body[0].length;
        controller.enqueue(encoder.encode(head.slice(0, at) + html + head.slice(at)));
        inserted = true;
      },
      flush(controller) {
        const rest = (inserted ? '' : head) + decoder.decode();
        if (rest) controller.enqueue(encoder.encode(rest));
      },
    }),
  );
}
