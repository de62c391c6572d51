import {data, isRouteErrorResponse} from 'react-router';
import {ERROR_CATALOGUES} from '~/i18n/error-catalogue.server';
import type {Locale} from '~/i18n/locales';

export interface RootFailureData {
  texts: (typeof ERROR_CATALOGUES)[Locale];
}

/**
 * What the root loader throws instead of its own failure. The page then has no root data to take its texts
 * from, so the error carries those its error page needs, in the URL's language only: the browser is sent
 * no catalogue it does not show.
 */
export function rootFailure(error: unknown, locale: Locale) {
  const status = error instanceof Response || isRouteErrorResponse(error) ? error.status : 500;
  if (error instanceof Response && status >= 300 && status < 400) return error;
  // A thrown response is not logged by React Router, unlike the error it replaces.
  console.error(error);
  return data({texts: ERROR_CATALOGUES[locale]} satisfies RootFailureData, {status});
}
