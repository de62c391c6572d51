import {Form} from 'react-router';
import {useTranslation} from '~/i18n/translate';
import {ScreenLink} from '~/components/ui/screen-link';
import {screenPath} from '~/i18n/links';
import {useLocale} from '~/i18n/use-screen';

// Sign-out is a POST: a link or a prefetch must not sign anyone out.
export function AccountNav() {
  const {t} = useTranslation();
  const locale = useLocale();
  return (
    <nav className="account-nav" aria-label={t('screen.account')}>
      <ul>
        <li>
          <ScreenLink screen="account" nav>
            {t('screen.account')}
          </ScreenLink>
        </li>
        <li>
          <ScreenLink screen="orders" nav>
            {t('screen.orders')}
          </ScreenLink>
        </li>
        <li>
          <ScreenLink screen="addresses" nav>
            {t('screen.addresses')}
          </ScreenLink>
        </li>
      </ul>
      <Form method="post" action={screenPath('logout', locale)}>
        <button type="submit" className="button button--secondary">
          {t('account.signOut')}
        </button>
      </Form>
    </nav>
  );
}
