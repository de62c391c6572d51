export const MAX_PATH_LENGTH = 1_024;
export const MAX_PATH_SEGMENTS = 24;

// Far above any address the site makes (filters, a sort, a page cursor) with a marketing tail (utm_*,
// fbclid, gclid): a page echoes its query in links and in its hydration data.
export const MAX_QUERY_LENGTH = 4_096;
export const MAX_QUERY_PARAMETERS = 64;
