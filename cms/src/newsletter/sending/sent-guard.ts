// A newsletter that was sent stays as it went out: the queue reads it for the mails not sent yet (also
// after a restart), and the duo can look back at what their subscribers received. Changing one is
// refused once its send started; deleting one only while its send is not finished.
import type {Core} from '@strapi/strapi';
import {errors} from '@strapi/utils';
import {NEWSLETTER} from '../../content-model';
import {findSend} from './delivery-store';

const CHANGES = new Set(['update', 'publish', 'unpublish', 'discardDraft']);

export function registerSentGuard(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    const documentId = (context.params as {documentId?: string} | undefined)?.documentId;
    if (context.uid !== NEWSLETTER || !documentId || !(CHANGES.has(context.action) || context.action === 'delete')) return next();
    const send = await findSend(strapi, documentId);
    if (send && context.action !== 'delete') {
      throw new errors.ValidationError('This newsletter was sent and stays as it went out. Duplicate it to write a new one.');
    }
    if (send && send.state !== 'done') {
      throw new errors.ValidationError('This newsletter is being sent: it can be deleted once its send is finished.');
    }
    return next();
  });
}
