import {useMatches} from 'react-router';
import {ScreenHeading} from '~/components/layout/screen-heading';
import {parseRouteId} from '~/i18n/routes';
import {screenMeta} from '~/lib/screen-meta';

export const meta = screenMeta();

/** One module for the three policy screens; the route id says which. */
export default function PolicyScreen() {
  const matches = useMatches();
  const screen = parseRouteId(matches[matches.length - 1].id)?.screen ?? 'privacy-policy';
  return <ScreenHeading screen={screen} />;
}
