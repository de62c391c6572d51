import type {Locale} from './locales';
import {SCREENS, type Screen, type ScreenParams} from './route-table';

const SEGMENT = /:([A-Za-z]+)/g;

export function screenPath<S extends Screen>(
  screen: S,
  locale: Locale,
  ...[params]: keyof ScreenParams<S> extends never ? [params?: undefined] : [params: ScreenParams<S>]
): string {
  const template: string = SCREENS[screen].paths[locale];
  return template.replace(SEGMENT, (_, name: string) => {
    const value = (params as Record<string, string> | undefined)?.[name];
    if (value === undefined || value === '') {
      throw new Error(`Missing param "${name}" for screen "${screen}"`);
    }
    return encodeURIComponent(value);
  });
}

export function screenPathFromParams(
  screen: Screen,
  locale: Locale,
  params: Record<string, string | undefined>,
): string {
  return (screenPath as (s: Screen, l: Locale, p: Record<string, string | undefined>) => string)(
    screen,
    locale,
    params,
  );
}
