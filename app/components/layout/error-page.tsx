import {useTranslation} from 'react-i18next';
import {ScreenLink} from '~/components/ui/screen-link';

/** The 404 and 500 pages, in the visitor's language, inside the layout, with no stack trace. */
export function ErrorPage({status, path}: {status: number; path: string}) {
  const {t} = useTranslation();
  const notFound = status === 404;
  return (
    <section className="error-page" aria-labelledby="error-title">
      <p className="error-page__status">{t('error.status', {status})}</p>
      <h1 id="error-title">{notFound ? t('error.notFoundTitle') : t('error.serverTitle')}</h1>
      <p>{notFound ? t('error.notFoundMessage', {path}) : t('error.serverMessage')}</p>
      <p>
        <ScreenLink screen="home">{t('error.backHome')}</ScreenLink>
      </p>
    </section>
  );
}
