import {Outlet} from 'react-router';
import {PRIVATE_HEADERS} from '~/lib/customer/account-guard.server';
import accountStyles from '~/styles/account.css?url';

/** Every account screen, signed in or not (sign in, register, reset, …): its styles, and answers kept by no cache. */
export const links = () => [{rel: 'stylesheet', href: accountStyles}];

export const headers = () => PRIVATE_HEADERS;

export default function AccountLayout() {
  return <Outlet />;
}
