import {useRouteLoaderData} from 'react-router';
import {useTranslation} from '~/i18n/translate';
import {ScreenLink} from '~/components/ui/screen-link';
import type {RootLoader} from '~/root';

export function AccountLink() {
  const {t} = useTranslation();
  const account = useRouteLoaderData<RootLoader>('root')?.account;
  if (!account) {
    return (
      <ScreenLink screen="login" className="account-link">
        {t('screen.login')}
      </ScreenLink>
    );
  }
  return (
    <ScreenLink screen="account" className="account-link">
      {account.firstName ?? t('nav.account')}
    </ScreenLink>
  );
}
