import {data} from 'react-router';

const HANDLE = /^[a-z0-9]+(?:[-_][a-z0-9]+)*$/;

// A closed list, so an error response can never make the page show an arbitrary catalogue key.
export const NOT_FOUND_MESSAGES = ['product.notFound'] as const;
export type NotFoundMessage = (typeof NOT_FOUND_MESSAGES)[number];

export function requireHandle(handle: string | undefined, message?: NotFoundMessage): string {
  if (!handle || handle.length > 255 || !HANDLE.test(handle)) notFound(message);
  return handle;
}

export function notFound(message?: NotFoundMessage): never {
  throw data(message ? {message} : null, {status: 404});
}

export function notFoundMessage(errorData: unknown): NotFoundMessage | undefined {
  if (typeof errorData !== 'object' || errorData === null || !('message' in errorData)) return undefined;
  const {message} = errorData;
  return NOT_FOUND_MESSAGES.find((known) => known === message);
}
