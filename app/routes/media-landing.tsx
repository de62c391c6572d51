import {redirect} from 'react-router';
import type {Route} from './+types/media-landing';
import {screenPath} from '~/i18n/links';

export function loader({context}: Route.LoaderArgs) {
  throw redirect(screenPath('videos', context.locale), 302);
}

export default function MediaLanding() {
  return null;
}
