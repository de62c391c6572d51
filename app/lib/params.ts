import {data} from 'react-router';

const HANDLE = /^[a-z0-9]+(?:[-_][a-z0-9]+)*$/;

/**
 * A handle as Shopify and the CMS make them (lower-case words joined by dashes).
 * Anything else cannot name a page, so it is a 404 before any backend is asked.
 */
export function requireHandle(handle: string | undefined): string {
  if (!handle || handle.length > 255 || !HANDLE.test(handle)) {
    throw data(null, {status: 404});
  }
  return handle;
}

export function notFound(): never {
  throw data(null, {status: 404});
}
