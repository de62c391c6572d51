import type {Locale} from '~/i18n/locales';
import {SCREENS} from '~/i18n/routes';

export const POLICY_SCREENS = ['privacy-policy', 'refund-policy', 'terms-of-service'] as const;
export type PolicyScreen = (typeof POLICY_SCREENS)[number];

/** The three screens share one module, so the loader reads which one from the URL. */
export function policyScreenAt(pathname: string, locale: Locale): PolicyScreen | null {
  const path = pathname.replace(/\.data$/, '').replace(/\/+$/, '') || '/';
  return POLICY_SCREENS.find((screen) => SCREENS[screen].paths[locale] === path) ?? null;
}
