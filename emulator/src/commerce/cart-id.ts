// Cart and cart-line ids in Shopify's shapes: gid://shopify/Cart/<token>?key=<key> and
// gid://shopify/CartLine/<uuid>?cart=<token>. The key is the cart's secret: without it the cart is not found.
import {randomBytes, randomUUID} from 'node:crypto';

export interface CartReference {
  token: string;
  key: string;
}

export function newCartReference(): CartReference {
  return {token: randomBytes(12).toString('hex'), key: randomBytes(16).toString('hex')};
}

export function newCartLineId(): string {
  return randomUUID();
}

export function cartGid({token, key}: CartReference): string {
  return `gid://shopify/Cart/${token}?key=${key}`;
}

export function parseCartGid(gid: string): CartReference | null {
  const match = /^gid:\/\/shopify\/Cart\/([A-Za-z0-9]+)\?key=([A-Za-z0-9]+)$/.exec(gid.trim());
  return match ? {token: match[1], key: match[2]} : null;
}

export function cartLineGid(lineId: string, cartToken: string): string {
  return `gid://shopify/CartLine/${lineId}?cart=${cartToken}`;
}

/** The line's uuid; lines of another cart are reported as unknown by the caller. */
export function parseCartLineGid(gid: string): {lineId: string; cartToken: string | null} | null {
  const match = /^gid:\/\/shopify\/CartLine\/([0-9a-f-]{36})(?:\?cart=([A-Za-z0-9]+))?$/.exec(gid.trim());
  return match ? {lineId: match[1], cartToken: match[2] ?? null} : null;
}
