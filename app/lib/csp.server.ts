import {createContentSecurityPolicy} from '@shopify/hydrogen';

/** The only players a video page embeds, and only after the visitor asks (`video-embed.tsx`). */
export const VIDEO_FRAME_ORIGINS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'];

/**
 * The page policy: scripts only with the per-response nonce, images from the
 * store's CDN (the emulator locally) and from the CMS, audio from the CMS,
 * frames only from the video players, and no framing of our pages. Hydrogen
 * prefixes `https://` to the store domain, so an `http://` emulator domain is
 * passed without its scheme and its real origin is allowed explicitly.
 */
export function createPagePolicy(env: {
  PUBLIC_STORE_DOMAIN: string;
  PUBLIC_CHECKOUT_DOMAIN?: string;
  CMS_URL?: string;
}) {
  const storeOrigin = env.PUBLIC_STORE_DOMAIN.includes('://')
    ? new URL(env.PUBLIC_STORE_DOMAIN).origin
    : `https://${env.PUBLIC_STORE_DOMAIN}`;
  const storeDomain = storeOrigin.replace(/^https?:\/\//, '');
  const cmsOrigin = env.CMS_URL ? [new URL(env.CMS_URL).origin] : [];
  return createContentSecurityPolicy({
    shop: {checkoutDomain: env.PUBLIC_CHECKOUT_DOMAIN, storeDomain},
    imgSrc: [...new Set(["'self'", 'data:', 'https://cdn.shopify.com', storeOrigin, ...cmsOrigin])],
    mediaSrc: ["'self'", ...cmsOrigin],
    frameSrc: VIDEO_FRAME_ORIGINS,
    connectSrc: ["'self'", storeOrigin],
    frameAncestors: ["'none'"],
    objectSrc: ["'none'"],
    formAction: ["'self'", storeOrigin],
  });
}
