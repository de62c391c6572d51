import {z} from 'zod';
import type {Locale} from '~/i18n/locales';
import {createCmsClient} from '~/lib/cms/client.server';
import type {FetchLike} from '~/lib/cms/http';
import type {AppEnv} from '~/lib/env.server';
import type {BackendBudget} from '~/lib/backend-budget.server';
import {sameOriginPath} from '~/lib/http/safe-redirect';
import {enterPreviewCookie, leavePreviewCookie} from './preview-cookie.server';
import {isPreviewSecret} from './preview-secret.server';
import {PREVIEW_TYPES, previewTarget} from './preview-target.server';

const EntranceSchema = z.object({
  type: z.enum(PREVIEW_TYPES),
  documentId: z.string().regex(/^[a-z0-9]{1,64}$/),
  status: z.enum(['draft', 'published']).default('draft'),
});

export type Entrance =
  | {kind: 'refused'; status: 403}
  | {kind: 'bad-link'; status: 400}
  | {kind: 'missing'; status: 404}
  | {kind: 'enter'; path: string; setCookie: string};

interface EntranceContext {
  appEnv: AppEnv;
  locale: Locale;
  backendBudget?: BackendBudget;
  fetch?: FetchLike;
}

/**
 * The CMS's "Open preview" link: with the shared secret it sets preview mode and names the entry's page
 * in the link's language. The secret is checked before anything else is read or looked up.
 */
export async function openPreview(url: URL, {appEnv, locale, backendBudget, fetch}: EntranceContext): Promise<Entrance> {
  if (!(await isPreviewSecret(url.searchParams.get('secret'), appEnv.CMS_PREVIEW_SECRET))) {
    return {kind: 'refused', status: 403};
  }
  const link = EntranceSchema.safeParse(Object.fromEntries(url.searchParams));
  if (!link.success) return {kind: 'bad-link', status: 400};
  const {type, documentId, status} = link.data;
  const cms = createCmsClient({
    url: appEnv.CMS_URL,
    token: appEnv.CMS_PREVIEW_TOKEN,
    locale,
    status,
    budget: backendBudget,
    fetch,
  });
  const path = await previewTarget(cms, type, documentId, locale);
  if (!path) return {kind: 'missing', status: 404};
  return {kind: 'enter', path, setCookie: await enterPreviewCookie(status, appEnv.SESSION_SECRET)};
}

/** Leaving goes back to the page the banner was on, on this site only; else to the language's home. */
export async function closePreview(
  returnTo: unknown,
  origin: string,
  home: string,
  appEnv: AppEnv,
): Promise<{path: string; setCookie: string}> {
  return {path: sameOriginPath(returnTo, origin) ?? home, setCookie: await leavePreviewCookie(appEnv.SESSION_SECRET)};
}

/** Lets the CMS's admin show the answer in its frame (and nobody else: decision 028). */
export function framedByCmsHeaders(appEnv: AppEnv): Record<string, string> {
  return {'Content-Security-Policy': `frame-ancestors ${new URL(appEnv.CMS_URL).origin}`};
}
