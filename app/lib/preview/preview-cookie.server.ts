import {createCookie, type Cookie} from 'react-router';
import type {PreviewStatus} from '~/lib/cms/client.server';

// Decision 028: a cookie of its own, not the session's. The CMS shows the site in a frame on another
// site, where a SameSite=Lax cookie is never sent; Partitioned keeps it to that frame when browsers
// block third-party cookies.
const PREVIEW_LIFETIME_S = 60 * 60;

function previewCookie(secret: string): Cookie {
  return createCookie('preview', {
    httpOnly: true,
    path: '/',
    sameSite: 'none',
    secure: true,
    partitioned: true,
    maxAge: PREVIEW_LIFETIME_S,
    secrets: [secret],
  });
}

const isStatus = (value: unknown): value is PreviewStatus => value === 'draft' || value === 'published';

/** The version an editor previews, from a cookie only the site can have signed; null outside preview. */
export async function readPreview(request: Request, secret: string): Promise<PreviewStatus | null> {
  const header = request.headers.get('Cookie');
  if (!header?.includes('preview=')) return null;
  const value: unknown = await previewCookie(secret).parse(header);
  return isStatus(value) ? value : null;
}

export function enterPreviewCookie(status: PreviewStatus, secret: string): Promise<string> {
  return previewCookie(secret).serialize(status);
}

export function leavePreviewCookie(secret: string): Promise<string> {
  return previewCookie(secret).serialize('', {maxAge: 0, expires: new Date(0)});
}
