import type {Route} from './+types/workshop';
import {ScreenHeading} from '~/components/layout/screen-heading';
import {requireHandle} from '~/lib/params';
import {screenMeta} from '~/lib/screen-meta';

export const meta = screenMeta();

export function loader({params}: Route.LoaderArgs) {
  return {handle: requireHandle(params.handle)};
}

export default function WorkshopScreen() {
  return <ScreenHeading screen="workshop" />;
}
