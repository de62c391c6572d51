// Shopify finds an order by id only with its key: the route carries the number and the key, never the gid.

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

export function orderSearch(key: string): string {
  return key ? `?${new URLSearchParams({key})}` : '';
}

// An address gid can carry the customer's access token: the page knows an address by its number only.
// Legacy accounts call it a MailingAddress, the Customer Account API a CustomerAddress.
export function addressNumber(gid: string): string | null {
  return /^gid:\/\/shopify\/(?:Mailing|Customer)Address\/(\d+)/.exec(gid)?.[1] ?? null;
}
