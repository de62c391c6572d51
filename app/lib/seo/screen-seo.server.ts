import type {MetaDescriptor} from 'react-router';
import {screenPath} from '~/i18n/links';
import type {Locale} from '~/i18n/locales';
import {getMessages, type Catalogue} from '~/i18n/messages.server';
import type {Screen} from '~/i18n/route-table';
import {clipText} from '~/lib/cms/blocks-text';
import {screenBreadcrumbs} from './breadcrumbs.server';
import {pageSeo, type PageSeoInput} from './page-seo.server';
import type {Group, JsonLd} from './structured-data.server';

/** What a screen's tags are written from besides its own data. */
export interface SeoPage {
  screen: Screen;
  locale: Locale;
  params: Record<string, string | undefined>;
  origin: string;
  messages: Catalogue;
  group: Group;
}

/** A screen's own tags; what it leaves out comes from the catalogue. */
export interface ScreenSeoOptions {
  title?: string | null;
  description?: string | null;
  jsonLd?: JsonLd | JsonLd[];
  image?: PageSeoInput['image'];
  languages?: PageSeoInput['languages'];
}

export interface SeoLoaderArgs {
  context: {locale: Locale};
  request: Request;
  params: Record<string, string | undefined>;
}

export function screenDescription(messages: Catalogue, screen: Screen): string {
  return screen === 'home' ? messages.site.description : messages.seo.description[screen];
}

export function seoPage({context, request, params}: SeoLoaderArgs, screen: Screen): SeoPage {
  const {locale} = context;
  const origin = new URL(request.url).origin;
  const messages = getMessages(locale);
  return {
    screen,
    locale,
    params,
    origin,
    messages,
    group: {name: messages.site.name, url: new URL(screenPath('home', locale), origin).toString()},
  };
}

// Computed by the loader and sent with its data, so the browser renders the tags on a client-side
// navigation without the SEO code or Hydrogen's `getSeoMeta` (decision 020).
export function screenSeo(
  args: SeoLoaderArgs,
  screen: Screen,
  options: ScreenSeoOptions | ((page: SeoPage) => ScreenSeoOptions) = {},
): MetaDescriptor[] {
  const page = seoPage(args, screen);
  const own = typeof options === 'function' ? options(page) : options;
  const {messages, locale, params, origin} = page;
  const title = own.title || messages.screen[screen];
  const breadcrumbs = screenBreadcrumbs({screen, locale, params, origin, messages, name: title});
  const jsonLd = [...(own.jsonLd ? [own.jsonLd].flat() : []), ...(breadcrumbs ? [breadcrumbs] : [])];
  return pageSeo({
    screen,
    locale,
    params,
    origin,
    siteName: messages.site.name,
    title,
    description: clipText(own.description || screenDescription(messages, screen)),
    jsonLd: jsonLd.length ? jsonLd : undefined,
    image: own.image,
    languages: own.languages,
  });
}
