// The `query:` of collections in Shopify's search syntax: title:, updated_at:, collection_type: and free
// text (which looks at the title, in the request's language). Other fields are ignored, as Shopify does.
import {collectionText, type CollectionRecord} from './catalogue-store.js';
import {localeOf, type CatalogueScope} from './catalogue-scope.js';
import {evaluateSearch, parseSearchQuery, withoutTerms} from './search-syntax.js';
import {comparesDate, containsText, matchesValue} from './search-values.js';

const FIELDS = new Set(['title', 'updated_at', 'collection_type']);

export function matchingCollections(
  ctx: CatalogueScope,
  collections: CollectionRecord[],
  text: string,
  now: Date,
): CollectionRecord[] {
  const query = withoutTerms(parseSearchQuery(text), (term) => term.field === null || FIELDS.has(term.field));
  const locale = localeOf(ctx);
  return collections.filter((collection) =>
    evaluateSearch(query, (term) => {
      switch (term.field) {
        case 'updated_at':
          return comparesDate(collection.updatedAt, term, now);
        // Every collection here is a custom (manual) one; none is smart.
        case 'collection_type':
          return matchesValue('custom', term);
        default:
          return containsText(collectionText(ctx.db, collection.id, locale).title, term);
      }
    }),
  );
}
