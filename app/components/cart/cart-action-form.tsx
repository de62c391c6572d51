import type {ComponentProps, ReactNode} from 'react';
import {CartForm} from '@shopify/hydrogen';
import type {FetcherWithComponents} from 'react-router';
import {useTranslation} from '~/i18n/translate';
import {screenPath} from '~/i18n/links';
import {useLocale} from '~/i18n/use-screen';
import {useHydrated} from '~/components/ui/use-hydrated';
import {useToastDescriptor} from '~/components/ui/use-toast-descriptor';
import {CART_NOTICES, SCRIPTED_FIELD, cartNoticeMessage, type CartNotice} from '~/lib/cart/cart-notice';

export interface CartActionData {
  ok: boolean;
  notice: CartNotice | null;
  noticeId: string;
}

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

type CartActionFormProps = DistributiveOmit<ComponentProps<typeof CartForm>, 'route' | 'children'> & {
  children: (fetcher: FetcherWithComponents<CartActionData>) => ReactNode;
  // Shown in place instead of as a toast.
  inlineNotices?: CartNotice[];
};

// Once scripts run the form marks itself, so the action answers data for a toast instead of a redirect.
export function CartActionForm({children, inlineNotices = [], ...props}: CartActionFormProps) {
  const locale = useLocale();
  const hydrated = useHydrated();
  return (
    <CartForm {...(props as ComponentProps<typeof CartForm>)} route={screenPath('cart', locale)}>
      {(fetcher: FetcherWithComponents<CartActionData>) => (
        <>
          {hydrated ? <input type="hidden" name={SCRIPTED_FIELD} value="1" /> : null}
          <NoticeToast data={fetcher.data} inline={inlineNotices} />
          {children(fetcher)}
        </>
      )}
    </CartForm>
  );
}

function NoticeToast({data, inline}: {data: CartActionData | undefined; inline: CartNotice[]}) {
  const descriptor =
    data?.notice && !inline.includes(data.notice)
      ? {type: CART_NOTICES[data.notice], message: cartNoticeMessage(data.notice), id: data.noticeId}
      : undefined;
  useToastDescriptor(descriptor);
  return null;
}

export function useCartNoticeText(notice: CartNotice | null | undefined): string | null {
  const {t} = useTranslation();
  return notice ? t(cartNoticeMessage(notice)) : null;
}
