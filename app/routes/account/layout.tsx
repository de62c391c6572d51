import {Outlet} from 'react-router';
import {PRIVATE_HEADERS} from '~/lib/customer/account-guard.server';
import accountStyles from '~/styles/account.css?url';

export const links = () => [{rel: 'stylesheet', href: accountStyles}];

export const headers = () => PRIVATE_HEADERS;

export default function AccountLayout() {
  return <Outlet />;
}
