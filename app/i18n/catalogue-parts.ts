import {SCREENS, type Screen} from './route-table';

// Only some screens render these: other pages are sent their catalogue without them (a quarter less HTML).
export const SCREEN_ONLY_PARTS = {
  // The screens under /account (whose modules sit in app/routes/account/).
  account: (screen: Screen) => /^\/account(\/|$)/.test(SCREENS[screen].paths.en),
  contact: (screen: Screen) => screen === 'contact',
} as const;

export type ScreenOnlyPart = keyof typeof SCREEN_ONLY_PARTS;

// Texts only the server writes (page descriptions, the calendar's event summaries): no page is sent them.
export const SERVER_ONLY_PARTS = ['seo'] as const;

export type ServerOnlyPart = (typeof SERVER_ONLY_PARTS)[number];

export function catalogueParts(screen: Screen | null | undefined): ScreenOnlyPart[] {
  if (!screen) return [];
  return (Object.keys(SCREEN_ONLY_PARTS) as ScreenOnlyPart[]).filter((part) => SCREEN_ONLY_PARTS[part](screen));
}
