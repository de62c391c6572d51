/** Fewer letters than this match too much to help. */
export const MIN_SUGGESTION_TERM = 2;

/** The most suggestions the header's list shows. */
export const MAX_SUGGESTIONS = 6;
