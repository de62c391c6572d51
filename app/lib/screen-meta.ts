import type {MetaDescriptor, MetaFunction} from 'react-router';
import type {RootLoader} from '~/root';
import type {Catalogue} from '~/i18n/messages.server';
import {parseRouteId} from '~/i18n/routes';
import {pageSeo} from './seo';

// The root loader answers with `data()` (it may set the cart cookie): its payload is `.data`.
type RootData = Awaited<ReturnType<RootLoader>>['data'];

interface ScreenMetaOptions<Data> {
  /** The page's own title when it comes from data (a product, a workshop). */
  title?: (data: Data, messages: Catalogue) => string | undefined;
  description?: (data: Data, messages: Catalogue) => string | undefined;
  jsonLd?: (data: Data, origin: string) => Parameters<typeof pageSeo>[0]['jsonLd'];
  image?: (data: Data) => Parameters<typeof pageSeo>[0]['image'];
  /** For content that may be missing in the page's language and shown in English instead. */
  languages?: (data: Data) => Parameters<typeof pageSeo>[0]['languages'];
}

/**
 * The meta function of a screen: `{page} | {site name}`, description, canonical
 * and hreflang alternates, from the route table and the active catalogue.
 */
export function screenMeta<Data = unknown>(options: ScreenMetaOptions<Data> = {}): MetaFunction {
  return ({matches, params, data, error}): MetaDescriptor[] => {
    const root = matches.find((match) => match.id === 'root')?.data as RootData | undefined;
    const current = parseRouteId(matches[matches.length - 1]?.id ?? '');
    if (!root || !current || error) return [];
    const {messages, origin} = root;
    const typed = data as Data;
    return pageSeo({
      screen: current.screen,
      locale: current.locale,
      params,
      origin,
      siteName: messages.site.name,
      title: (typed && options.title?.(typed, messages)) || messages.screen[current.screen],
      description: (typed && options.description?.(typed, messages)) || messages.site.description,
      jsonLd: typed && options.jsonLd ? options.jsonLd(typed, origin) : undefined,
      image: typed && options.image ? options.image(typed) : undefined,
      languages: typed && options.languages ? options.languages(typed) : undefined,
    });
  };
}
