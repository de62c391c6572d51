import {data} from 'react-router';
import {readBodyWithin} from '~/lib/http/limited-body.server';

export const FORM_BODY_LIMIT = 64 * 1024;
export const FORM_FIELD_LIMIT = 10_000;

const FORM_TYPES = new Set(['application/x-www-form-urlencoded', 'multipart/form-data']);

export type BadForm = {badForm: 'type' | 'size' | 'body'};

const refuse = (status: 400 | 413 | 415, badForm: BadForm['badForm']) => data<BadForm>({badForm}, {status});

async function readLimited(request: Request): Promise<Uint8Array<ArrayBuffer>> {
  const bytes = await readBodyWithin(request, FORM_BODY_LIMIT);
  if (!bytes) throw refuse(413, 'size');
  return bytes;
}

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
