import {createContentSecurityPolicy} from '@shopify/hydrogen';

/**
 * The page policy: scripts only with the per-response nonce, images from the
 * store's CDN (the emulator locally), no framing. Hydrogen prefixes `https://`
 * to the store domain, so an `http://` emulator domain is passed without its
 * scheme and its real origin is allowed explicitly.
 */
export function createPagePolicy(env: {PUBLIC_STORE_DOMAIN: string; PUBLIC_CHECKOUT_DOMAIN?: string}) {
  const storeOrigin = env.PUBLIC_STORE_DOMAIN.includes('://')
    ? new URL(env.PUBLIC_STORE_DOMAIN).origin
    : `https://${env.PUBLIC_STORE_DOMAIN}`;
  const storeDomain = storeOrigin.replace(/^https?:\/\//, '');
  return createContentSecurityPolicy({
    shop: {checkoutDomain: env.PUBLIC_CHECKOUT_DOMAIN, storeDomain},
    imgSrc: ["'self'", 'data:', 'https://cdn.shopify.com', storeOrigin],
    connectSrc: ["'self'", storeOrigin],
    frameAncestors: ["'none'"],
    objectSrc: ["'none'"],
    formAction: ["'self'", storeOrigin],
  });
}
