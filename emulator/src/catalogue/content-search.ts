// Finding pages and articles by words: every word of the query begins a word of the title (or, for the
// full search, of the body too), accents and case folded, as Shopify's search matches prefixes. The full
// search reads the query in Shopify's search syntax: `title:` looks at the title, free text at both, and a
// field pages and articles lack (`tag:`, `vendor:`, …) matches none of them.
import {localeOf, type CatalogueScope} from './catalogue-scope.js';
import {allArticles, allPages, articleText, pageText, type ArticleRecord, type PageRecord} from './shop-content.js';
import {fold, htmlToText} from './plain-text.js';
import {evaluateSearch, parseSearchQuery, withoutTerms, type SearchNode} from './search-syntax.js';
import {containsText, matchesWords, words} from './search-values.js';

export function matchesAllTerms(text: string, query: string): boolean {
  const terms = words(query);
  const textWords = fold(text).split(/[^\p{L}\p{N}]+/u);
  return terms.length > 0 && terms.every((term) => textWords.some((word) => word.startsWith(term)));
}

function contentQuery(text: string): SearchNode | null {
  return withoutTerms(parseSearchQuery(text), (term) => term.field !== null || words(term.value).length > 0);
}

function matchesContent(query: SearchNode | null, title: string, body: string): boolean {
  if (!query) return false;
  const allWords = words(`${title} ${body}`);
  return evaluateSearch(query, (term) => {
    if (term.field === null) return matchesWords(allWords, term);
    if (term.field === 'title') return containsText(title, term);
    if (term.field === 'body') return matchesWords(words(body), term);
    return false;
  });
}

/** predictiveSearch: plain words in the title. */
export function findPages(ctx: CatalogueScope, query: string): PageRecord[] {
  const locale = localeOf(ctx);
  return allPages(ctx.db).filter((page) => matchesAllTerms(pageText(ctx.db, page.id, locale).title, query));
}

/** predictiveSearch: plain words in the title. */
export function findArticles(ctx: CatalogueScope, query: string): ArticleRecord[] {
  const locale = localeOf(ctx);
  return allArticles(ctx.db).filter((article) => matchesAllTerms(articleText(ctx.db, article.id, locale).title, query));
}

/** search(query:): the pages the query finds in their title or text. */
export function searchPages(ctx: CatalogueScope, text: string): PageRecord[] {
  const locale = localeOf(ctx);
  const query = contentQuery(text);
  return allPages(ctx.db).filter((page) => {
    const {title, body} = pageText(ctx.db, page.id, locale);
    return matchesContent(query, title, htmlToText(body));
  });
}

/** search(query:): the articles the query finds in their title or text. */
export function searchArticles(ctx: CatalogueScope, text: string): ArticleRecord[] {
  const locale = localeOf(ctx);
  const query = contentQuery(text);
  return allArticles(ctx.db).filter((article) => {
    const {title, contentHtml} = articleText(ctx.db, article.id, locale);
    return matchesContent(query, title, htmlToText(contentHtml));
  });
}
