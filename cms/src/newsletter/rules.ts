/** A pending address gets no new confirmation mail within this time of the last one. */
export const RESEND_GUARD_MS = 5 * 60 * 1000;
/** A confirmation link that was never used stops working after this time. */
export const CONFIRM_EXPIRY_MS = 7 * 24 * 60 * 60 * 1000;

export type NewsletterStatus = 'pending' | 'confirmed' | 'unsubscribed';

/** What the API ever says about a subscription. */
export interface NewsletterAnswer {
  email: string;
  language: string;
  status?: NewsletterStatus;
}

export interface StoredSubscription {
  documentId: string;
  email: string;
  language: string;
  state: NewsletterStatus;
  confirmationSentAt: string | null;
}

export const elapsedSince = (time: string | null, now: Date): number =>
  time ? now.getTime() - new Date(time).getTime() : Number.POSITIVE_INFINITY;
