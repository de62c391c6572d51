import * as z from 'zod/mini';
import {SEARCH_PARAM} from './list-params';

// Longer terms are cut: nobody types them, and the API would only refuse them.
export const MAX_TERM_LENGTH = 100;

const Term = z.pipe(
  z.string(),
  z.transform((text) => text.replace(/\s+/g, ' ').trim().slice(0, MAX_TERM_LENGTH)),
);

export function readSearchTerm(params: URLSearchParams): string {
  return z.parse(Term, params.get(SEARCH_PARAM) ?? '');
}
