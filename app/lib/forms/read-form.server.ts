// Every action reads its body here: a form of the site, or a clear 4xx thrown to the error page (in the
// layout, in the URL's language) before any work is done. Never a parser's TypeError as a 500.
import {data} from 'react-router';
import {readBodyWithin} from '~/lib/http/limited-body.server';

/** Far above the longest form (a 5000-character message, percent-encoded). */
export const FORM_BODY_LIMIT = 64 * 1024;
/** Far above any field's own rule (the message: 5000 characters); a longer value is no person's typing. */
export const FORM_FIELD_LIMIT = 10_000;

const FORM_TYPES = new Set(['application/x-www-form-urlencoded', 'multipart/form-data']);

export type BadForm = {badForm: 'type' | 'size' | 'body'};

const refuse = (status: 400 | 413 | 415, badForm: BadForm['badForm']) => data<BadForm>({badForm}, {status});

async function readLimited(request: Request): Promise<Uint8Array<ArrayBuffer>> {
  const bytes = await readBodyWithin(request, FORM_BODY_LIMIT);
  if (!bytes) throw refuse(413, 'size');
  return bytes;
}

/** The posted form; throws a 415 (not a form), 413 (too large) or 400 (unreadable, or a file). */
export async function readForm(request: Request): Promise<FormData> {
  const contentType = request.headers.get('Content-Type') ?? '';
  // Read before any refusal: a body left unread makes the local runtime reset the connection.
  const bytes = await readLimited(request);
  if (!FORM_TYPES.has(contentType.split(';')[0].trim().toLowerCase())) throw refuse(415, 'type');
  let form: FormData;
  try {
    form = await new Response(bytes, {headers: {'Content-Type': contentType}}).formData();
  } catch {
    throw refuse(400, 'body');
  }
  for (const value of form.values()) {
    if (typeof value !== 'string') throw refuse(400, 'body');
    if (value.length > FORM_FIELD_LIMIT) throw refuse(413, 'size');
  }
  return form;
}
