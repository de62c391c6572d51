// Where Hydrogen's stock skeleton runs against the emulator: its pinned version, its folder, its ports
// (moved by PORT_OFFSET like the rest of the stack, and apart from the site's), the names it is served
// under, and the environment of each process. Shared by the launcher and the skeleton's Playwright config.
import {createHash, createPublicKey} from 'node:crypto';
import {resolve} from 'node:path';
import {ROOT, portOffset} from '../site-env.mjs';

/** The npm package that ships the skeleton (under dist/assets/hydrogen/starter). */
export const CREATE_HYDROGEN = '@shopify/create-hydrogen@5.0.39';

export const SKELETON_DIR = resolve(ROOT, '.data', 'skeleton');
export const SKELETON_APP_DIR = resolve(SKELETON_DIR, 'app');

// Hydrogen's development build refuses the Customer Account sign-in on any host but its tunnels'
// (*.tryhydrogen.dev); the browser is told this name is this machine.
export const SKELETON_HOST = 'skeleton.tryhydrogen.dev';
export const SKELETON_ORIGIN = `https://${SKELETON_HOST}`;
export const SHOPIFY_HOST = 'shopify.com';

/** The skeleton's own ports, clear of the site's (3000–3500 and 4010–4025 before the offset). */
export function skeletonPorts(offset = portOffset()) {
  return {
    dev: 3050 + offset,
    https: 3053 + offset,
    inspector: 9279 + offset,
    emulator: 4060 + offset,
    emulatorHttps: 4063 + offset,
    smtp: 4075 + offset,
  };
}

export const EMULATOR_TLS_DIR = resolve(SKELETON_DIR, 'tls');
export const EMULATOR_DB = resolve(SKELETON_DIR, 'emulator.sqlite');
export const SHOP_ID = '68817551406';
export const CUSTOMER_ACCOUNT_CLIENT_ID = 'shp_5c1d1a0e-6f2b-4c57-9d1e-0b7a2f3c4d5e';
export const PUBLIC_STOREFRONT_API_TOKEN = 'emulator-public-token';

/** The emulator's settings: https for Shopify's and the skeleton's names, the skeleton's exact redirect URIs. */
export function emulatorEnv(ports = skeletonPorts()) {
  return {
    EMULATOR_HTTPS_PORT: String(ports.emulatorHttps),
    EMULATOR_HTTPS_HOSTS: SKELETON_HOST,
    EMULATOR_TLS_DIR,
    EMULATOR_DB,
    EMULATOR_SMTP_PORT: String(ports.smtp),
    EMULATOR_SEED_REDIRECTS: 'false',
    EMULATOR_SHOP_URL: SKELETON_ORIGIN,
    EMULATOR_SHOP_ID: SHOP_ID,
    EMULATOR_CUSTOMER_ACCOUNT_CLIENT_ID: CUSTOMER_ACCOUNT_CLIENT_ID,
    EMULATOR_CUSTOMER_ACCOUNT_REDIRECT_URIS: `${SKELETON_ORIGIN}/account/authorize`,
    EMULATOR_CUSTOMER_ACCOUNT_LOGOUT_URIS: `${SKELETON_ORIGIN}/`,
    PUBLIC_STOREFRONT_API_TOKEN,
  };
}

/** The skeleton's .env: all it is told is where its shop is. */
export function skeletonDotEnv(ports = skeletonPorts()) {
  return {
    SESSION_SECRET: 'stock-skeleton-on-the-emulator',
    PUBLIC_STORE_DOMAIN: `http://127.0.0.1:${ports.emulator}`,
    PUBLIC_STOREFRONT_API_TOKEN,
    PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID: CUSTOMER_ACCOUNT_CLIENT_ID,
    SHOP_ID,
  };
}

/**
 * The environment of `shopify hydrogen dev`. Mini-oxygen sends the worker's fetches through Node when
 * SHOPIFY_HTTPS_PROXY is set, and through that proxy (skipped for localhost and 127.0.0.1): the emulator,
 * which answers CONNECT for shopify.com with its https listener, whose certificate Node then trusts.
 */
export function skeletonProcessEnv(ports = skeletonPorts()) {
  return {
    SHOPIFY_HTTPS_PROXY: `http://127.0.0.1:${ports.emulator}`,
    NODE_EXTRA_CA_CERTS: resolve(EMULATOR_TLS_DIR, 'cert.pem'),
    SHOPIFY_CLI_NO_ANALYTICS: '1',
    OPT_OUT_INSTRUMENTATION: 'true',
  };
}

/**
 * Chromium's flags: Shopify's and the skeleton's names lead to this machine's ports, and the emulator's
 * certificate (by its public key's hash) is trusted for them, and nothing else is.
 */
export function chromiumMappingFlags(spkiSha256, ports = skeletonPorts()) {
  return [
    `--host-resolver-rules=MAP ${SHOPIFY_HOST} 127.0.0.1:${ports.emulatorHttps}, MAP ${SKELETON_HOST} 127.0.0.1:${ports.https}`,
    `--ignore-certificate-errors-spki-list=${spkiSha256}`,
  ];
}

/** base64 SHA-256 of a certificate's public key, the form Chromium's SPKI list takes. */
export function spkiSha256(certPem) {
  return createHash('sha256').update(createPublicKey(certPem).export({type: 'spki', format: 'der'})).digest('base64');
}
