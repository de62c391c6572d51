import {ScreenHeading} from '~/components/layout/screen-heading';
import {screenMeta} from '~/lib/screen-meta';

export const meta = screenMeta();

export default function LoginScreen() {
  return <ScreenHeading screen="login" />;
}
