// Fewer letters match too much to help.
export const MIN_SUGGESTION_TERM = 2;

export const MAX_SUGGESTIONS = 6;
