import {useContext} from 'react';
import {UNSAFE_FrameworkContext, useMatches, type LinkDescriptor} from 'react-router';
import {SHEET_TEXT} from '~/styles/sheet-text';

// Sheets this page got inline from the server, read back at hydration so that a later render
// (coming back to a route of the first page) keeps them without a request.
const inlined = new Map<string, string>();

function sheetText(href: string): string | undefined {
  if (import.meta.env.SSR) {
    // Read only in the server's bundle: the browser's drops the sheets' text.
    return SHEET_TEXT.get(href);
  }
  if (!inlined.has(href)) {
    const text = document.querySelector(`style[data-href="${CSS.escape(href)}"]`)?.textContent;
    if (text != null) inlined.set(href, text);
  }
  return inlined.get(href);
}

/**
 * React Router's `<Links>`, except that the stylesheets of the page's routes come inline in the
 * document: a stylesheet request holds the first paint back by a round trip. A client-side
 * navigation to another route gets its sheets as `<link>`s, which React Router loads before it
 * renders the route.
 */
export function PageLinks({nonce}: {nonce?: string}) {
  const framework = useContext(UNSAFE_FrameworkContext);
  const matches = useMatches();
  if (!framework) return null;
  const {manifest, routeModules} = framework;
  const seen = new Set<string>();
  const descriptors = matches.flatMap((match): LinkDescriptor[] => [
    ...(manifest.routes[match.id]?.css ?? []).map((href) => ({rel: 'stylesheet', href})),
    ...(routeModules[match.id]?.links?.() ?? []),
  ]);
  return descriptors.map((link) => {
    if (!('href' in link) || typeof link.href !== 'string' || seen.has(link.href)) return null;
    seen.add(link.href);
    const text = link.rel === 'stylesheet' ? sheetText(link.href) : undefined;
    return text == null ? (
      <link key={link.href} nonce={nonce} {...link} />
    ) : (
      <style key={link.href} data-href={link.href} nonce={nonce} dangerouslySetInnerHTML={{__html: text}} />
    );
  });
}
