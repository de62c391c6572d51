import type {ToastType} from '~/components/ui/toast';

/** What the visitor is told after a cart operation. */
export const CART_NOTICES = {
  added: 'success',
  codeApplied: 'success',
  codeRemoved: 'success',
  codeInvalid: 'error',
  addFailed: 'error',
  updateFailed: 'error',
} as const satisfies Record<string, ToastType>;

export type CartNotice = keyof typeof CART_NOTICES;

export function isCartNotice(value: unknown): value is CartNotice {
  return typeof value === 'string' && Object.hasOwn(CART_NOTICES, value);
}

/** The catalogue key of a notice. */
export function cartNoticeMessage(notice: CartNotice): string {
  return `cart.notice.${notice}`;
}

/** Session key of the notice a page without JavaScript shows after the redirect. */
export const CART_NOTICE_KEY = 'cartNotice';

/** The form field a cart form carries once scripts run: its answer is data, not a redirect. */
export const SCRIPTED_FIELD = 'scripted';
