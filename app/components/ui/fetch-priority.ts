// React 18 passes only the lower-case attribute through without a warning; React 19 wants `fetchPriority`.
export const HIGH_FETCH_PRIORITY = {fetchpriority: 'high'} as Record<string, string>;
