// Finding pages and articles by words: every word of the query begins a word of the title (or, for the
// full search, of the body too), accents and case folded, as Shopify's search matches prefixes.
import {localeOf, type CatalogueScope} from './catalogue-scope.js';
import {searchTerms} from './product-search.js';
import {allArticles, allPages, articleText, pageText, type ArticleRecord, type PageRecord} from './shop-content.js';
import {fold, htmlToText} from './plain-text.js';

export function matchesAllTerms(text: string, query: string): boolean {
  const terms = searchTerms(query).map(fold);
  const words = fold(text).split(/[^\p{L}\p{N}]+/u);
  return terms.length > 0 && terms.every((term) => words.some((word) => word.startsWith(term)));
}

export function findPages(ctx: CatalogueScope, query: string, withBody: boolean): PageRecord[] {
  const locale = localeOf(ctx);
  return allPages(ctx.db).filter((page) => {
    const {title, body} = pageText(ctx.db, page.id, locale);
    return matchesAllTerms(withBody ? `${title} ${htmlToText(body)}` : title, query);
  });
}

export function findArticles(ctx: CatalogueScope, query: string, withBody: boolean): ArticleRecord[] {
  const locale = localeOf(ctx);
  return allArticles(ctx.db).filter((article) => {
    const {title, contentHtml} = articleText(ctx.db, article.id, locale);
    return matchesAllTerms(withBody ? `${title} ${htmlToText(contentHtml)}` : title, query);
  });
}
