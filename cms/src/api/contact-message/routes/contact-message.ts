import {factories} from '@strapi/strapi';

export default factories.createCoreRouter('api::contact-message.contact-message', {
  config: {create: {middlewares: ['global::idempotency']}},
});
