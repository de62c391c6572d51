import {factories} from '@strapi/strapi';
import {errors} from '@strapi/utils';
import {notifyContactMessage, type StoredContactMessage} from '../../../mail/contact-notification';

const TRIMMED = ['name', 'email', 'message'];

/** Set by the duo in the admin panel: a visitor's message always arrives as new. */
const ADMIN_ONLY = ['state'];

/** Blank-only fields count as missing, as on the site's form. */
function trimFields(data: unknown): void {
  if (typeof data !== 'object' || data === null) return;
  const record = data as Record<string, unknown>;
  const adminOnly = ADMIN_ONLY.find((key) => key in record);
  if (adminOnly) throw new errors.ValidationError(`Invalid key ${adminOnly}`, {key: adminOnly, path: null, source: 'body'});
  for (const key of TRIMMED) {
    if (typeof record[key] === 'string') record[key] = (record[key] as string).trim();
  }
}

export default factories.createCoreController('api::contact-message.contact-message', ({strapi}) => ({
  /** Strapi's own create (validation, 201); then the mail to the duo, whose failure is only logged. */
  async create(ctx) {
    trimFields((ctx.request.body as {data?: unknown} | undefined)?.data);
    const response = await super.create(ctx);
    await notifyContactMessage(strapi, (response as {data: StoredContactMessage}).data);
    return response;
  },
}));
