// The content system's routes: Strapi-compatible REST under /api, the media under /uploads, and the
// emulated provider's sign-in page. Every error under /api answers in Strapi's error shape.
import type {RouteHandler} from '../http/route-handler.js';
import {authRoutes} from './auth-routes.js';
import {contentRoutes} from './content-routes.js';
import {connectRedirect, PROVIDER_PAGE_PREFIX, providerPage} from './provider-login.js';
import {errorResponse, methodNotAllowed, notFound, StrapiError} from './strapi-errors.js';
import {submissionRoutes} from './submission-routes.js';
import {SETTINGS_HOOK_PATH, settingsHook} from './settings-hook.js';
import {serveUpload} from './uploads-route.js';

export const cmsRoutes: RouteHandler = async (request, ctx) => {
  const url = new URL(request.url);
  if (url.pathname.startsWith('/uploads/')) return serveUpload(request, url);
  if (url.pathname === SETTINGS_HOOK_PATH) return settingsHook(request, ctx.cmsSettings);
  if (url.pathname.startsWith(PROVIDER_PAGE_PREFIX)) {
    try {
      return providerPage(request, url);
    } catch (error) {
      if (error instanceof StrapiError) return errorResponse(error);
      throw error;
    }
  }
  if (!url.pathname.startsWith('/api/')) return null;

  const segments = url.pathname.slice('/api/'.length).split('/').filter(Boolean).map(safeDecode);
  try {
    if (segments[0] === 'connect' && segments.length === 2) {
      if (request.method !== 'GET') throw methodNotAllowed();
      return connectRedirect(segments[1], url, ctx);
    }
    const response =
      (await authRoutes(request, segments, ctx)) ??
      (await submissionRoutes(request, segments, ctx)) ??
      contentRoutes(request, segments, ctx.now());
    if (!response) throw notFound();
    return response;
  } catch (error) {
    if (error instanceof StrapiError) return errorResponse(error);
    throw error;
  }
};

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
