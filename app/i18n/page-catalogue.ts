import type {PageCatalogue} from './messages.server';

// A page's catalogue reaches the browser as one JSON text inside the root data, not as an object:
// React Router encodes loader data value by value, and the catalogue's keys and texts were most of the
// values of every page. As one text it is one value for the server to encode and one `JSON.parse`.
export type PageCatalogueText = string;

// One text per language and set of screen-only parts: a handful, read once each.
const REMEMBERED = 9;
const read = new Map<PageCatalogueText, PageCatalogue>();

export function readPageCatalogue(text: PageCatalogueText): PageCatalogue {
  let catalogue = read.get(text);
  if (!catalogue) {
    catalogue = JSON.parse(text) as PageCatalogue;
    if (read.size >= REMEMBERED) read.delete(read.keys().next().value!);
    read.set(text, catalogue);
  }
  return catalogue;
}

/**
 * The page's catalogue in a route's `meta`, from the root's data (its `messages`); undefined when the
 * root has no data, as on an error page.
 */
export function rootCatalogue(
  matches: ReadonlyArray<{id: string; data?: unknown} | undefined>,
): PageCatalogue | undefined {
  const root = matches.find((match) => match?.id === 'root')?.data as {messages?: PageCatalogueText} | undefined;
  return root?.messages === undefined ? undefined : readPageCatalogue(root.messages);
}
