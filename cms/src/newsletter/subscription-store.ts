import type {Core} from '@strapi/strapi';
import {NEWSLETTER_SUBSCRIPTION} from '../content-model';
import type {StoredSubscription} from './rules';

type Filters = Record<string, unknown>;

export const findSubscription = async (strapi: Core.Strapi, filters: Filters) =>
  (await strapi.documents(NEWSLETTER_SUBSCRIPTION).findFirst({filters} as never)) as StoredSubscription | null;

/** Addresses compare case-insensitively; the address keeps the spelling it was first given with. */
export const findByEmail = (strapi: Core.Strapi, email: string) => findSubscription(strapi, {email: {$eqi: email}});

export async function saveSubscription(
  strapi: Core.Strapi,
  existing: StoredSubscription | null,
  data: Record<string, unknown>,
): Promise<void> {
  const documents = strapi.documents(NEWSLETTER_SUBSCRIPTION);
  if (existing) await documents.update({documentId: existing.documentId, data} as never);
  else await documents.create({data} as never);
}
