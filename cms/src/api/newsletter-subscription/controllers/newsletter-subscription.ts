import {factories} from '@strapi/strapi';
import {confirm} from '../../../newsletter/confirm';
import {parseSubscribeInput, parseTokenInput} from '../../../newsletter/input';
import {sendSubscribeMail, subscribe} from '../../../newsletter/subscribe';
import {unsubscribe} from '../../../newsletter/unsubscribe';

// find/findOne/update/delete stay Strapi's own (granted to no one but the inbox token's reads).
export default factories.createCoreController('api::newsletter-subscription.newsletter-subscription', ({strapi}) => ({
  /**
   * 202 with the address and language, whatever the address's state: the answer reveals nothing, by its
   * body or its time, so a confirmation mail is sent once the answer has gone.
   */
  async create(ctx) {
    const input = await parseSubscribeInput(ctx.request.body);
    const mail = await subscribe(strapi, input);
    ctx.status = 202;
    ctx.body = {data: {email: input.email, language: input.language}, meta: {}};
    if (mail) ctx.res.once('close', () => void sendSubscribeMail(strapi, mail));
  },

  async confirm(ctx) {
    const token = await parseTokenInput(ctx.request.body);
    ctx.body = {data: await confirm(strapi, token), meta: {}};
  },

  async unsubscribe(ctx) {
    const token = await parseTokenInput(ctx.request.body);
    ctx.body = {data: await unsubscribe(strapi, token), meta: {}};
  },
}));
