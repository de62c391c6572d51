import {ScreenHeading} from '~/components/layout/screen-heading';
import {screenMeta} from '~/lib/screen-meta';

export const meta = screenMeta();

export default function RadioScreen() {
  return <ScreenHeading screen="radio" />;
}
