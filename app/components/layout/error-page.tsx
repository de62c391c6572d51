import {useTranslation} from 'react-i18next';
import {isRouteErrorResponse, useRouteError} from 'react-router';
import {ScreenLink} from '~/components/ui/screen-link';
import {notFoundMessage} from '~/lib/params';

/**
 * The 404 and 500 pages, in the visitor's language, inside the layout, with no stack trace.
 * A 404 thrown with `notFound('product.notFound')` says what was missing instead of the path.
 */
export function ErrorPage({status, path}: {status: number; path: string}) {
  const {t} = useTranslation();
  const error = useRouteError();
  const notFound = status === 404;
  const message = notFound && isRouteErrorResponse(error) ? notFoundMessage(error.data) : undefined;
  return (
    <section className="error-page" aria-labelledby="error-title">
      <p className="error-page__status">{t('error.status', {status})}</p>
      <h1 id="error-title">{notFound ? t('error.notFoundTitle') : t('error.serverTitle')}</h1>
      <p>{message ? t(message) : notFound ? t('error.notFoundMessage', {path}) : t('error.serverMessage')}</p>
      <p>
        <ScreenLink screen="home">{t('error.backHome')}</ScreenLink>
      </p>
    </section>
  );
}
