import type {ToastType} from '~/components/ui/toast';

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

export function cartNoticeMessage(notice: CartNotice): string {
  return `cart.notice.${notice}`;
}

export const CART_NOTICE_KEY = 'cartNotice';

export const SCRIPTED_FIELD = 'scripted';
