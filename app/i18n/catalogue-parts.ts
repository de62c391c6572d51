import {SCREENS, type Screen} from './route-table';

/**
 * Parts of the catalogue that only some screens render. Every other page is sent its language's
 * catalogue without them, which keeps a quarter of it out of each page's HTML.
 */
export const SCREEN_ONLY_PARTS = {
  account: (screen: Screen) => SCREENS[screen].module.startsWith('account/'),
  contact: (screen: Screen) => screen === 'contact',
} as const;

export type ScreenOnlyPart = keyof typeof SCREEN_ONLY_PARTS;

/** The screen-only parts a page of this screen needs; a 404 (no screen) needs none. */
export function catalogueParts(screen: Screen | null | undefined): ScreenOnlyPart[] {
  if (!screen) return [];
  return (Object.keys(SCREEN_ONLY_PARTS) as ScreenOnlyPart[]).filter((part) => SCREEN_ONLY_PARTS[part](screen));
}
