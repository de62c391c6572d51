import {ScreenHeading} from '~/components/layout/screen-heading';
import {screenMeta} from '~/lib/screen-meta';

export const meta = screenMeta();

export default function CartScreen() {
  return <ScreenHeading screen="cart" />;
}
