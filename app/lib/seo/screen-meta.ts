import type {MetaDescriptor, MetaFunction} from 'react-router';
import type {RootLoader} from '~/root';
import {screenPath} from '~/i18n/links';
import type {Locale} from '~/i18n/locales';
import type {PageCatalogue as Catalogue} from '~/i18n/messages.server';
import {parseRouteId, type Screen} from '~/i18n/route-table';
import {clipText} from '~/lib/cms/blocks-text';
import {screenBreadcrumbs} from './breadcrumbs';
import {pageSeo} from './page-seo';
import type {Group, JsonLd} from './structured-data';

// The root loader answers with `data()` (it may set the cart cookie): its payload is `.data`.
type RootData = Awaited<ReturnType<RootLoader>>['data'];

export interface MetaPage {
  origin: string;
  locale: Locale;
  messages: Catalogue;
  group: Group;
}

interface ScreenMetaOptions<Data> {
  title?: (data: Data, messages: Catalogue) => string | undefined;
  description?: (data: Data, messages: Catalogue) => string | undefined;
  jsonLd?: (data: Data, page: MetaPage) => JsonLd | JsonLd[] | undefined;
  image?: (data: Data) => Parameters<typeof pageSeo>[0]['image'];
  languages?: (data: Data) => Parameters<typeof pageSeo>[0]['languages'];
}

export function screenDescription(messages: Catalogue, screen: Screen): string {
  return screen === 'home' ? messages.site.description : messages.seo.description[screen];
}

export function screenMeta<Data = unknown>(options: ScreenMetaOptions<Data> = {}): MetaFunction {
  return ({matches, params, data, error}): MetaDescriptor[] => {
    const root = matches.find((match) => match.id === 'root')?.data as RootData | undefined;
    const current = parseRouteId(matches[matches.length - 1]?.id ?? '');
    if (!root || !current || error) return [];
    const {messages, origin} = root;
    const {screen, locale} = current;
    const typed = data as Data;
    const title = (typed && options.title?.(typed, messages)) || messages.screen[screen];
    const page: MetaPage = {
      origin,
      locale,
      messages,
      group: {name: messages.site.name, url: new URL(screenPath('home', locale), origin).toString()},
    };
    const own = typed && options.jsonLd ? options.jsonLd(typed, page) : undefined;
    const breadcrumbs = screenBreadcrumbs({screen, locale, params, origin, messages, name: title});
    const jsonLd = [...(own ? [own].flat() : []), ...(breadcrumbs ? [breadcrumbs] : [])];
    return pageSeo({
      screen,
      locale,
      params,
      origin,
      siteName: messages.site.name,
      title,
      description: clipText((typed && options.description?.(typed, messages)) || screenDescription(messages, screen)),
      jsonLd: jsonLd.length ? jsonLd : undefined,
      image: typed && options.image ? options.image(typed) : undefined,
      languages: typed && options.languages ? options.languages(typed) : undefined,
    });
  };
}
