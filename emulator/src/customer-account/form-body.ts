// Reads a small application/x-www-form-urlencoded body; anything else is refused by the caller.
import {BodyTooLargeError, readBodyLimited} from '../http/body.js';

export const MAX_FORM_BYTES = 16 * 1024;

export type FormBody = {ok: true; params: URLSearchParams} | {ok: false; reason: 'content-type' | 'too-large'};

export async function readFormBody(request: Request): Promise<FormBody> {
  const type = (request.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded') return {ok: false, reason: 'content-type'};
  try {
    return {ok: true, params: new URLSearchParams(await readBodyLimited(request, MAX_FORM_BYTES))};
  } catch (error) {
    if (error instanceof BodyTooLargeError) return {ok: false, reason: 'too-large'};
    throw error;
  }
}
