import {describeCmsError, isNotFound} from '~/lib/cms/errors';

export type SubscriptionLinkAction = 'confirm' | 'unsubscribe';

export type SubscriptionLinkOutcome =
  | {status: 'done'}
  | {status: 'invalid'}
  | {status: 'failed'; token: string};

export const SUBSCRIPTION_LINK_STATUS_CODES: Record<SubscriptionLinkOutcome['status'], number> = {
  done: 200,
  invalid: 404,
  failed: 200,
};

const TOKEN = /^[A-Za-z0-9_-]{16,128}$/;

export function readLinkToken(value: FormDataEntryValue | string | null): string | null {
  return typeof value === 'string' && TOKEN.test(value) ? value : null;
}

export interface LinkDeps {
  cms: {perform(action: string, data: unknown): Promise<unknown>};
}

export async function followSubscriptionLink(
  action: SubscriptionLinkAction,
  token: string | null,
  deps: LinkDeps,
): Promise<SubscriptionLinkOutcome> {
  if (token === null) return {status: 'invalid'};
  try {
    await deps.cms.perform(`newsletter-subscriptions/${action}`, {token});
    return {status: 'done'};
  } catch (error) {
    if (isNotFound(error)) return {status: 'invalid'};
    console.error(`[newsletter] ${action} failed: ${describeCmsError(error)}`);
    return {status: 'failed', token};
  }
}
