import {getSeoMeta, type SeoConfig} from '@shopify/hydrogen';
import type {MetaDescriptor} from 'react-router';
import {screenPathFromParams} from '~/i18n/links';
import {LOCALE_INFO, LOCALES, type Locale} from '~/i18n/locales';
import type {Screen} from '~/i18n/route-table';
import {defaultOf} from '~/lib/sitemap/sitemap';

export interface PageSeoInput {
  screen: Screen;
  params: Record<string, string | undefined>;
  locale: Locale;
  origin: string;
  siteName: string;
  title: string;
  description: string;
  jsonLd?: SeoConfig['jsonLd'];
  image?: {url: string; width?: number | null; height?: number | null; altText?: string | null} | null;
  noIndex?: boolean;
  // A fallback's canonical is the page it repeats, in the language it is `shown` in.
  languages?: {written: readonly Locale[]; shown: Locale};
}

export function pageSeo(input: PageSeoInput): MetaDescriptor[] {
  const url = (locale: Locale) =>
    new URL(screenPathFromParams(input.screen, locale, input.params), input.origin).toString();
  const written = LOCALES.filter((locale) => input.languages?.written.includes(locale) ?? true);
  const seo: SeoConfig = {
    title: input.title === input.siteName ? input.siteName : `${input.title} | ${input.siteName}`,
    description: input.description,
    url: url(input.languages?.shown ?? input.locale),
    alternates: [
      ...written.map((locale) => ({language: LOCALE_INFO[locale].tag, url: url(locale)})),
      {language: 'x-default', url: url(defaultOf(written))},
    ],
    ...(input.image
      ? {
          media: {
            type: 'image' as const,
            url: input.image.url,
            width: input.image.width ?? undefined,
            height: input.image.height ?? undefined,
            altText: input.image.altText ?? undefined,
          },
        }
      : {}),
    ...(input.noIndex ? {robots: {noIndex: true, noFollow: true}} : {}),
  };
  // One config per item: Hydrogen then writes one script each, instead of one holding an array.
  const jsonLd = input.jsonLd ? [input.jsonLd].flat() : [];
  return getSeoMeta(seo, ...jsonLd.map((item) => ({jsonLd: item}))) ?? [];
}
