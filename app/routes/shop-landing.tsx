import {redirect} from 'react-router';
import type {Route} from './+types/shop-landing';
import {screenPath} from '~/i18n/links';

export function loader({context}: Route.LoaderArgs) {
  throw redirect(screenPath('collection', context.locale, {handle: 'all'}), 302);
}

export default function ShopLanding() {
  return null;
}
