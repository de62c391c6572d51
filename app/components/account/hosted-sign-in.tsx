import {Form} from 'react-router';
import {screenPath} from '~/i18n/links';
import {useTranslation} from '~/i18n/translate';
import {useLocale} from '~/i18n/use-screen';
import {ScreenHeading} from '~/components/layout/screen-heading';

/**
 * Leaves for the shop's hosted sign-in (e-mail and one-time code). A whole-page post: the answer sends
 * the browser to another site, and works without scripts.
 */
export function HostedSignInForm({redirectTo}: {redirectTo?: string | null}) {
  const {t} = useTranslation();
  const locale = useLocale();
  return (
    <Form method="post" action={screenPath('login', locale)} reloadDocument className="account-form">
      {redirectTo ? <input type="hidden" name="redirect" value={redirectTo} /> : null}
      <button type="submit" className="button">
        {t('account.hosted.submit')}
      </button>
    </Form>
  );
}

/** A password screen on a shop whose customers sign in with a code: what happens instead, and the way in. */
export function NoPasswordScreen({screen}: {screen: 'register' | 'recover' | 'reset' | 'activate'}) {
  const {t} = useTranslation();
  return (
    <>
      <ScreenHeading screen={screen} />
      <p className="page-intro">{t(screen === 'register' ? 'account.hosted.register' : 'account.hosted.noPassword')}</p>
      <HostedSignInForm />
    </>
  );
}
