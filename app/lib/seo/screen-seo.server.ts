import type {MetaDescriptor} from 'react-router';
import {screenPath} from '~/i18n/links';
import type {Locale} from '~/i18n/locales';
import {getMessages, type Catalogue} from '~/i18n/messages.server';
import type {Screen} from '~/i18n/route-table';
import {clipText} from '~/lib/cms/blocks-text';
import {screenBreadcrumbs} from './breadcrumbs.server';
import {pageSeo, type OpenGraphType, type PageSeoInput, type SeoImage} from './page-seo.server';
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
  image?: SeoImage | null;
  type?: OpenGraphType;
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

// Where a screen's menu word is spelled alike in two languages, its title says it in the page's own words.
export function screenTitle(messages: Catalogue, screen: Screen): string {
  const titles: Partial<Record<Screen, string>> = messages.seo.title;
  return titles[screen] ?? messages.screen[screen];
}

// Served from the built site's public folder: the duo's picture, sized for the large share card.
export const SHARE_IMAGE = {path: '/share.jpg', width: 1600, height: 900};

function shareImage(page: SeoPage): SeoImage {
  return {
    url: new URL(SHARE_IMAGE.path, page.origin).toString(),
    width: SHARE_IMAGE.width,
    height: SHARE_IMAGE.height,
    altText: page.messages.seo.shareImageAlt,
  };
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
  const title = own.title || screenTitle(messages, screen);
  // A crumb is named as the menu names it; only the document title needs a word of its own.
  const name = own.title || messages.screen[screen];
  const breadcrumbs = screenBreadcrumbs({screen, locale, params, origin, messages, name});
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
    // A picture without its own description is the page's: its title says what it shows.
    image: own.image ? {...own.image, altText: own.image.altText || title} : shareImage(page),
    type: own.type,
    languages: own.languages,
  });
}
