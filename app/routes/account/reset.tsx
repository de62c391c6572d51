import {ScreenHeading} from '~/components/layout/screen-heading';
import {screenMeta} from '~/lib/screen-meta';

export const meta = screenMeta();

export default function ResetScreen() {
  return <ScreenHeading screen="reset" />;
}
