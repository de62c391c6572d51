import {useTranslation} from '~/i18n/translate';
import {isRouteErrorResponse, useLocation, useRouteError} from 'react-router';
import {ScreenLink} from '~/components/ui/screen-link';
import {notFoundMessage} from '~/lib/http/not-found-response';

export function errorKind(status: number): 'notFound' | 'badRequest' | 'unavailable' | 'server' {
  if (status === 404) return 'notFound';
  if (status === 503) return 'unavailable';
  return status >= 400 && status < 500 ? 'badRequest' : 'server';
}

export function ErrorPage({status, path}: {status: number; path: string}) {
  const {t} = useTranslation();
  const error = useRouteError();
  const kind = errorKind(status);
  const missing = kind === 'notFound' && isRouteErrorResponse(error) ? notFoundMessage(error.data) : undefined;
  const title = {
    notFound: t('error.notFoundTitle'),
    badRequest: t('error.badRequestTitle'),
    unavailable: t('error.unavailableTitle'),
    server: t('error.serverTitle'),
  };
  const message = missing
    ? t(missing)
    : {
        notFound: t('error.notFoundMessage', {path}),
        badRequest: status === 413 ? t('error.tooLargeMessage') : t('error.badRequestMessage'),
        unavailable: t('error.unavailableMessage'),
        server: t('error.serverMessage'),
      }[kind];
  return (
    <section className="error-page" aria-labelledby="error-title">
      {kind !== 'unavailable' && <p className="error-page__status">{t('error.status', {status})}</p>}
      <h1 id="error-title">{title[kind]}</h1>
      <p>{message}</p>
      <p>
        <ScreenLink screen="home">{t('error.backHome')}</ScreenLink>
      </p>
    </section>
  );
}

export function SiteErrorBoundary() {
  const error = useRouteError();
  const {pathname} = useLocation();
  if (import.meta.env.DEV && !isRouteErrorResponse(error)) console.error(error);
  return <ErrorPage status={isRouteErrorResponse(error) ? error.status : 500} path={pathname} />;
}
