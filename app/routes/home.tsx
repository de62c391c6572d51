import {redirect} from 'react-router';
import type {Route} from './+types/home';
import {ScreenHeading} from '~/components/layout/screen-heading';
import {screenPath} from '~/i18n/links';
import {localeCookie, negotiateLocale} from '~/i18n/negotiate';
import {isSameSiteNavigation} from '~/lib/same-site';
import {screenMeta} from '~/lib/screen-meta';

export const meta = screenMeta();

/**
 * A visit to `/` from outside the site (typed, bookmarked, a search result) is
 * sent to the visitor's language: the `i18n_redirected` cookie first, then
 * `Accept-Language`. A click inside the site is a choice and is never redirected.
 */
export function loader({request, context}: Route.LoaderArgs) {
  if (context.locale !== 'en' || isSameSiteNavigation(request)) return null;
  const preferred = negotiateLocale(request);
  if (preferred === 'en') return null;
  throw redirect(screenPath('home', preferred), {
    status: 302,
    headers: {'Set-Cookie': localeCookie(preferred, new URL(request.url).protocol === 'https:')},
  });
}

export default function HomeScreen() {
  return <ScreenHeading screen="home" />;
}
