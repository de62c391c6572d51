import {z} from 'zod';
import {ContentLocaleSchema, HttpUrlSchema} from './content-fields';
import {entryFields} from './content-model';

export const CONTACT_LIMITS = {name: 100, email: 254, message: 5000} as const;

const EmailSchema = z.email('This is an invalid email address.').max(CONTACT_LIMITS.email);

export const ContactMessageInputSchema = z.object({
  name: z.string().trim().min(1, 'Please enter your name.').max(CONTACT_LIMITS.name),
  email: EmailSchema,
  message: z.string().trim().min(1, 'Please enter a message.').max(CONTACT_LIMITS.message),
  // Not `locale`: Strapi reserves that name for its i18n plugin.
  language: ContentLocaleSchema,
});
export type ContactMessageInput = z.infer<typeof ContactMessageInputSchema>;

export const NewsletterSubscriptionInputSchema = z.object({
  email: EmailSchema,
  consent: z.literal(true, 'Consent is required.'),
  language: ContentLocaleSchema,
  confirmUrl: HttpUrlSchema,
  unsubscribeUrl: HttpUrlSchema,
});
export type NewsletterSubscriptionInput = z.infer<typeof NewsletterSubscriptionInputSchema>;

const writtenEntryFields = {
  id: entryFields.id,
  documentId: entryFields.documentId,
  createdAt: entryFields.createdAt,
  updatedAt: entryFields.updatedAt,
  publishedAt: entryFields.publishedAt,
};
export const ContactMessageSchema = z.object({...writtenEntryFields, ...ContactMessageInputSchema.shape});
export type ContactMessage = z.infer<typeof ContactMessageSchema>;

export const NEWSLETTER_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const;
export const NewsletterAnswerSchema = z.object({
  email: z.string(),
  language: ContentLocaleSchema,
  status: z.enum(NEWSLETTER_STATUSES).optional(),
});
export type NewsletterAnswer = z.infer<typeof NewsletterAnswerSchema>;
