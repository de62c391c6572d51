import {getSeoMeta, type SeoConfig} from '@shopify/hydrogen';
import type {MetaDescriptor} from 'react-router';
import {screenPathFromParams} from '~/i18n/links';
import {LOCALE_INFO, LOCALES, type Locale} from '~/i18n/locales';
import type {Screen} from '~/i18n/route-table';
import {defaultOf} from '~/lib/sitemap/sitemap';

export interface SeoImage {
  url: string;
  width?: number | null;
  height?: number | null;
  altText?: string | null;
}

/** Open Graph's kinds of object that this site's pages are. */
export type OpenGraphType = 'website' | 'product' | 'article';

export interface PageSeoInput {
  screen: Screen;
  params: Record<string, string | undefined>;
  locale: Locale;
  origin: string;
  siteName: string;
  title: string;
  description: string;
  jsonLd?: SeoConfig['jsonLd'];
  image?: SeoImage | null;
  type?: OpenGraphType;
  noIndex?: boolean;
  // A fallback's canonical is the page it repeats, in the language it is `shown` in.
  languages?: {written: readonly Locale[]; shown: Locale};
}

// X shows the large card from 300 × 157 pixels up; an image of unknown size gets the small one.
const LARGE_CARD = {width: 300, height: 157};

export const openGraphLocale = (locale: Locale) => LOCALE_INFO[locale].tag.replace('-', '_');

export function pageSeo(input: PageSeoInput): MetaDescriptor[] {
  const url = (locale: Locale) =>
    new URL(screenPathFromParams(input.screen, locale, input.params), input.origin).toString();
  const written = LOCALES.filter((locale) => input.languages?.written.includes(locale) ?? true);
  const shown = input.languages?.shown ?? input.locale;
  const {image} = input;
  const seo: SeoConfig = {
    title: input.title === input.siteName ? input.siteName : `${input.title} | ${input.siteName}`,
    description: input.description,
    url: url(shown),
    alternates: [
      ...written.map((locale) => ({language: LOCALE_INFO[locale].tag, url: url(locale)})),
      {language: 'x-default', url: url(defaultOf(written))},
    ],
    ...(image
      ? {
          media: {
            type: 'image' as const,
            url: image.url,
            width: image.width ?? undefined,
            height: image.height ?? undefined,
            altText: image.altText ?? undefined,
          },
        }
      : {}),
    ...(input.noIndex ? {robots: {noIndex: true, noFollow: true}} : {}),
  };
  const large = !!image && (image.width ?? 0) >= LARGE_CARD.width && (image.height ?? 0) >= LARGE_CARD.height;
  // `getSeoMeta` writes the image's details but neither `og:image` itself nor the tags below.
  const openGraph: MetaDescriptor[] = [
    {property: 'og:type', content: input.type ?? 'website'},
    {property: 'og:site_name', content: input.siteName},
    {property: 'og:locale', content: openGraphLocale(shown)},
    ...written
      .filter((locale) => locale !== shown)
      .map((locale) => ({property: 'og:locale:alternate', content: openGraphLocale(locale)})),
    ...(image ? [{property: 'og:image', content: image.url}] : []),
    {name: 'twitter:card', content: large ? 'summary_large_image' : 'summary'},
  ];
  // One config per item: Hydrogen then writes one script each, instead of one holding an array.
  const jsonLd = input.jsonLd ? [input.jsonLd].flat() : [];
  return [...(getSeoMeta(seo, ...jsonLd.map((item) => ({jsonLd: item}))) ?? []), ...openGraph];
}
