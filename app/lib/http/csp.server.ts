import {createContentSecurityPolicy} from '@shopify/hydrogen';

export const VIDEO_FRAME_ORIGINS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'];

// Hydrogen prefixes `https://` to the store domain, so an `http://` emulator domain is passed without its
// scheme and its real origin is allowed explicitly.
export function createPagePolicy(
  env: {
    PUBLIC_STORE_DOMAIN: string;
    PUBLIC_CHECKOUT_DOMAIN?: string;
    CMS_URL?: string;
  },
  {framedByCms = false, scripts = true} = {},
) {
  const storeOrigin = env.PUBLIC_STORE_DOMAIN.includes('://')
    ? new URL(env.PUBLIC_STORE_DOMAIN).origin
    : `https://${env.PUBLIC_STORE_DOMAIN}`;
  const storeDomain = storeOrigin.replace(/^https?:\/\//, '');
  const cmsOrigin = env.CMS_URL ? [new URL(env.CMS_URL).origin] : [];
  const policy = createContentSecurityPolicy({
    shop: {checkoutDomain: env.PUBLIC_CHECKOUT_DOMAIN, storeDomain},
    imgSrc: [...new Set(["'self'", 'data:', 'https://cdn.shopify.com', storeOrigin, ...cmsOrigin])],
    mediaSrc: ["'self'", ...cmsOrigin],
    frameSrc: VIDEO_FRAME_ORIGINS,
    connectSrc: ["'self'", storeOrigin],
    // The CMS's admin shows a preview in a frame; no other page may be framed by anyone.
    frameAncestors: framedByCms && cmsOrigin.length > 0 ? cmsOrigin : ["'none'"],
    objectSrc: ["'none'"],
    formAction: ["'self'", storeOrigin],
  });
  // A page that must not run any script (a preview: decision 028) keeps its HTML as the server wrote it.
  if (scripts) return policy;
  const header = /(^|; )script-src /.test(policy.header)
    ? policy.header.replace(/script-src [^;]*/, "script-src 'none'")
    : `${policy.header}; script-src 'none'`;
  return {...policy, header};
}
