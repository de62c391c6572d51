// The writable, private collections of the Strapi project (docs/cms.md): their attributes, what an API
// answer shows of them, and the bodies their routes accept. Neither has i18n or draft & publish.
import {z} from 'zod';
import {CONTENT_LANGUAGES, type ContentLanguage} from './content-model.js';
import {attributeSchema, mustBeTrue, requiredString, type Attribute} from './strapi-validation.js';

export const CONTACT_MESSAGES = 'contact-messages';
export const NEWSLETTER_SUBSCRIPTIONS = 'newsletter-subscriptions';
export type SubmissionCollection = typeof CONTACT_MESSAGES | typeof NEWSLETTER_SUBSCRIPTIONS;

export const NEWSLETTER_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const;
export const CONTACT_MESSAGE_STATES = ['new', 'read', 'answered'] as const;
export type NewsletterStatus = (typeof NEWSLETTER_STATUSES)[number];

const language: Attribute = {type: 'enumeration', enum: CONTENT_LANGUAGES, required: true};
const email: Attribute = {type: 'email', required: true, maxLength: 254};

export const CONTACT_MESSAGE_ATTRIBUTES = {
  name: {type: 'string', required: true, minLength: 1, maxLength: 100},
  email,
  message: {type: 'text', required: true, minLength: 1, maxLength: 5000},
  language,
  /** Set by the duo in Strapi's admin panel, which the emulator has not: every message stays new here. */
  state: {type: 'enumeration', enum: CONTACT_MESSAGE_STATES},
} satisfies Record<string, Attribute>;

export const NEWSLETTER_SUBSCRIPTION_ATTRIBUTES = {
  email,
  language,
  consent: {type: 'boolean', required: true},
  // Not `status`: Strapi's content manager reads that name as draft/publish and blanks it.
  state: {type: 'enumeration', enum: NEWSLETTER_STATUSES, required: true},
  confirmedAt: {type: 'datetime'},
  unsubscribedAt: {type: 'datetime'},
  confirmTokenHash: {type: 'string', private: true},
  unsubscribeTokenHash: {type: 'string', private: true},
  confirmationSentAt: {type: 'datetime', private: true},
} satisfies Record<string, Attribute>;

const ATTRIBUTES: Record<SubmissionCollection, Record<string, Attribute>> = {
  [CONTACT_MESSAGES]: CONTACT_MESSAGE_ATTRIBUTES,
  [NEWSLETTER_SUBSCRIPTIONS]: NEWSLETTER_SUBSCRIPTION_ATTRIBUTES,
};

/** The attributes an API answer shows (and filters and sort may use): all but the private ones. */
export function publicAttributes(collection: SubmissionCollection): string[] {
  return Object.entries(ATTRIBUTES[collection])
    .filter(([, attribute]) => !attribute.private)
    .map(([name]) => name);
}

function objectOf<K extends string>(attributes: Record<K, Attribute>): z.ZodType<Record<K, unknown>> {
  const shape = Object.fromEntries(
    Object.entries<Attribute>(attributes).map(([name, attribute]) => [name, attributeSchema(name, attribute)]),
  );
  return z.object(shape) as unknown as z.ZodType<Record<K, unknown>>;
}

/** POST /api/contact-messages: Strapi's own create, every attribute writable. */
export const ContactMessageBody = objectOf(CONTACT_MESSAGE_ATTRIBUTES) as z.ZodType<{
  name: string;
  email: string;
  message: string;
  language: ContentLanguage;
}>;

function isOnOrigin(value: string, origins: readonly string[]): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && origins.includes(url.origin);
  } catch {
    return false;
  }
}

/** A page of the site: an http(s) URL on one of the allowed origins. */
const sitePage = (path: string, origins: readonly string[]) =>
  requiredString(path).refine((value) => isOnOrigin(value, origins), `${path} must be a URL on one of the site's origins`);

/**
 * POST /api/newsletter-subscriptions: a custom create. The visitor gives the address, the consent and the
 * language; the site gives the two pages the mail links to, on one of `origins`. Status, dates and tokens
 * are the CMS's own.
 */
export function newsletterSignUpBody(origins: readonly string[]) {
  return z.object({
    email: attributeSchema('email', email) as z.ZodType<string>,
    consent: mustBeTrue('consent'),
    language: attributeSchema('language', language) as z.ZodType<ContentLanguage>,
    confirmUrl: sitePage('confirmUrl', origins),
    unsubscribeUrl: sitePage('unsubscribeUrl', origins),
  });
}
export type NewsletterSignUp = z.infer<ReturnType<typeof newsletterSignUpBody>>;

/** POST /api/newsletter-subscriptions/confirm and /unsubscribe. */
export const TokenBody = z.object({token: requiredString('token')});

/** The keys each body may carry; any other is refused before the fields are checked, as Strapi does. */
export const BODY_KEYS = {
  contactMessage: Object.keys(CONTACT_MESSAGE_ATTRIBUTES).filter((key) => key !== 'state'),
  newsletterSignUp: Object.keys(newsletterSignUpBody([]).shape),
  token: Object.keys(TokenBody.shape),
};
