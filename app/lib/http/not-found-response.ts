import {data} from 'react-router';

const HANDLE = /^[a-z0-9]+(?:[-_][a-z0-9]+)*$/;

/**
 * The 404 messages a screen may give instead of the default 'Page Not Found: {path}'.
 * Keys of the message catalogues, kept to a closed list so an error response
 * can never make the page show an arbitrary key.
 */
export const NOT_FOUND_MESSAGES = ['product.notFound'] as const;
export type NotFoundMessage = (typeof NOT_FOUND_MESSAGES)[number];

/**
 * A handle as Shopify and the CMS make them (lower-case words joined by dashes).
 * Anything else cannot name a page, so it is a 404 before any backend is asked.
 */
export function requireHandle(handle: string | undefined, message?: NotFoundMessage): string {
  if (!handle || handle.length > 255 || !HANDLE.test(handle)) notFound(message);
  return handle;
}

/** A 404; with `message`, the error page says what was not found (the product screen: 'Item not found.'). */
export function notFound(message?: NotFoundMessage): never {
  throw data(message ? {message} : null, {status: 404});
}

/** The message key a 404 carries, if it is one of ours. */
export function notFoundMessage(errorData: unknown): NotFoundMessage | undefined {
  if (typeof errorData !== 'object' || errorData === null || !('message' in errorData)) return undefined;
  const {message} = errorData;
  return NOT_FOUND_MESSAGES.find((known) => known === message);
}
