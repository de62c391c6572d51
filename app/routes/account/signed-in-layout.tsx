import {Outlet, useMatches} from 'react-router';
import type {TFunction} from '~/i18n/i18n';
import {useTranslation} from '~/i18n/translate';
import {useCurrentScreen} from '~/i18n/use-screen';
import type {Route} from './+types/signed-in-layout';
import {AccountNav} from '~/components/account/account-nav';
import {ScreenHeading} from '~/components/layout/screen-heading';
import {requireAccessToken} from '~/lib/customer/account-guard.server';

/** What a signed-in screen exports as its `handle` when its heading says more than its name. */
export interface AccountHeadingHandle {
  accountHeading: (data: unknown, t: TFunction) => string | undefined;
}

function isAccountHeadingHandle(handle: unknown): handle is AccountHeadingHandle {
  return typeof (handle as Partial<AccountHeadingHandle> | undefined)?.accountHeading === 'function';
}

// The sign-in check runs before any loader. A post is guarded by its form's action once its body is read
// (an unread body resets the connection), so a screen without an action still answers a post with 405.
export const middleware: Route.MiddlewareFunction[] = [
  async ({context, request}) => {
    if (request.method === 'GET' || request.method === 'HEAD') await requireAccessToken(context, request);
  },
];

export default function SignedInLayout() {
  const {t} = useTranslation();
  const current = useCurrentScreen();
  const page = useMatches().at(-1);
  const heading = isAccountHeadingHandle(page?.handle) ? page.handle.accountHeading(page.loaderData, t) : undefined;
  return (
    <>
      {current ? <ScreenHeading screen={current.screen} title={heading} /> : null}
      <AccountNav />
      <Outlet />
    </>
  );
}
