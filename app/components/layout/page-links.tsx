import {useContext} from 'react';
import {UNSAFE_FrameworkContext, useMatches, type LinkDescriptor} from 'react-router';
import {SHEET_TEXT} from '~/styles/sheet-text';

// Read back at hydration, so a later render of the first page's routes keeps them without a request.
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
    // Browsers hide an element's nonce from the DOM once parsed, so React 18's hydration compares the
    // page's nonce with "" and warns in development; the attribute itself is right.
    return text == null ? (
      <link key={link.href} nonce={nonce} suppressHydrationWarning {...link} />
    ) : (
      <style
        key={link.href}
        data-href={link.href}
        nonce={nonce}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{__html: text}}
      />
    );
  });
}
