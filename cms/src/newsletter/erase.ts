// The right to erasure: deleting a subscription or a contact message in the admin panel removes the
// address from what the CMS keeps besides: a subscription takes the other sign-ups of its address
// with it, and both take the kept answers of keyed requests (the idempotency records hold a request's
// answer, which names the address; they would otherwise stay up to a day). The newsletter queue
// forgets which newsletters went to the address.
import type {Core, UID} from '@strapi/strapi';
import {CONTACT_MESSAGE, IDEMPOTENCY_KEY, NEWSLETTER_SUBSCRIPTION} from '../content-model';
import {forgetAddress} from './sending/delivery-store';

async function forgetKeptAnswers(strapi: Core.Strapi, address: string): Promise<number> {
  const records = (await strapi.db.query(IDEMPOTENCY_KEY).findMany({select: ['id', 'body']})) as {id: number; body: unknown}[];
  const naming = records.filter(({body}) => JSON.stringify(body ?? null).toLowerCase().includes(address)).map(({id}) => id);
  if (naming.length > 0) await strapi.db.query(IDEMPOTENCY_KEY).deleteMany({where: {id: {$in: naming}}});
  return naming.length;
}

export async function eraseAddress(strapi: Core.Strapi, uid: UID.ContentType, email: string): Promise<void> {
  const address = email.toLowerCase();
  if (uid === NEWSLETTER_SUBSCRIPTION) {
    await strapi.db.query(NEWSLETTER_SUBSCRIPTION).deleteMany({where: {email: {$eqi: address}}});
    await forgetAddress(strapi, address);
  }
  const forgotten = await forgetKeptAnswers(strapi, address);
  strapi.log.info(`[erasure] ${uid} deleted: its address is gone, with ${forgotten} kept answer(s) naming it`);
}

const ERASED_WITH_THEIR_ADDRESS: readonly string[] = [NEWSLETTER_SUBSCRIPTION, CONTACT_MESSAGE];

export function registerErasure(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    if (!ERASED_WITH_THEIR_ADDRESS.includes(context.uid) || context.action !== 'delete') return next();
    const documentId = (context.params as {documentId?: string}).documentId;
    const entry = documentId
      ? ((await strapi.db.query(context.uid).findOne({where: {documentId}, select: ['email']})) as {email: string} | null)
      : null;
    const result = await next();
    if (entry) await eraseAddress(strapi, context.uid, entry.email);
    return result;
  });
}
