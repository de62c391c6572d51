// The links of the confirmation mail. Being content-API routes makes `confirm` and `unsubscribe`
// permissions of their own, which the site's token is granted.
export default {
  routes: [
    {
      method: 'POST',
      path: '/newsletter-subscriptions/confirm',
      handler: 'api::newsletter-subscription.newsletter-subscription.confirm',
      config: {middlewares: ['global::idempotency']},
    },
    {
      method: 'POST',
      path: '/newsletter-subscriptions/unsubscribe',
      handler: 'api::newsletter-subscription.newsletter-subscription.unsubscribe',
      config: {middlewares: ['global::idempotency']},
    },
  ],
};
