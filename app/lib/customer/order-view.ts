// Order ids on the page: the route takes the number and the order's key (Shopify needs both to find an
// order by id), never the whole gid.

/** `gid://shopify/Order/1001?key=abc` → `{id: '1001', key: 'abc'}`. */
export function orderRef(gid: string): {id: string; key: string} | null {
  const match = /^gid:\/\/shopify\/Order\/(\d+)(?:\?(.*))?$/.exec(gid);
  if (!match) return null;
  const key = new URLSearchParams(match[2] ?? '').get('key') ?? '';
  return {id: match[1]!, key};
}

export function orderGid(id: string, key: string | null): string | null {
  if (!/^\d+$/.test(id)) return null;
  return key ? `gid://shopify/Order/${id}?${new URLSearchParams({key})}` : `gid://shopify/Order/${id}`;
}

/** The search part of an order's link. */
export function orderSearch(key: string): string {
  return key ? `?${new URLSearchParams({key})}` : '';
}

/** The number of a customer address gid, what the page knows an address by. */
export function addressNumber(gid: string): string | null {
  return /^gid:\/\/shopify\/MailingAddress\/(\d+)/.exec(gid)?.[1] ?? null;
}
