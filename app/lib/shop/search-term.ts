import * as z from 'zod/mini';

export const SEARCH_PARAM = 'q';

/** Longer terms are cut: nobody types them, and the API would only refuse them. */
export const MAX_TERM_LENGTH = 100;

const Term = z.pipe(
  z.string(),
  z.transform((text) => text.replace(/\s+/g, ' ').trim().slice(0, MAX_TERM_LENGTH)),
);

/** The search term in a URL, its spaces tidied; empty when there is none. */
export function readSearchTerm(params: URLSearchParams): string {
  return z.parse(Term, params.get(SEARCH_PARAM) ?? '');
}
