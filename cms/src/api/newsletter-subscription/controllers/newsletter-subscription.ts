import {factories} from '@strapi/strapi';
import {confirm} from '../../../newsletter/confirm';
import {parseSubscribeInput, parseTokenInput} from '../../../newsletter/input';
import {subscribe} from '../../../newsletter/subscribe';
import {unsubscribe} from '../../../newsletter/unsubscribe';

// find/findOne/update/delete stay Strapi's own (granted to no one but the inbox token's reads).
export default factories.createCoreController('api::newsletter-subscription.newsletter-subscription', ({strapi}) => ({
  /** 202 with the address and language, whatever the address's state: the answer reveals nothing. */
  async create(ctx) {
    const input = await parseSubscribeInput(ctx.request.body);
    await subscribe(strapi, input);
    ctx.status = 202;
    ctx.body = {data: {email: input.email, language: input.language}, meta: {}};
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
