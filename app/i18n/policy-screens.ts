import {screenAt} from '~/i18n/url-screen';

export const POLICY_SCREENS = ['privacy-policy', 'refund-policy', 'terms-of-service'] as const;
export type PolicyScreen = (typeof POLICY_SCREENS)[number];

/** The three screens share one module, so the loader reads which one from the URL. */
export function policyScreenAt(url: string | URL): PolicyScreen | null {
  const screen = screenAt(url)?.screen;
  return POLICY_SCREENS.find((policy) => policy === screen) ?? null;
}
