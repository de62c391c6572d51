// Shopify global ids: gid://shopify/<Type>/<id>.
// Offers: toGid(type, id), fromGid(gid, expectedType) → numeric/string id or null, parseGid(gid).
export function toGid(type: string, id: number | string): string {
  return `gid://shopify/${type}/${id}`;
}

export function parseGid(gid: string): {type: string; id: string} | null {
  const match = /^gid:\/\/shopify\/([A-Za-z]+)\/([^/?#]+)(?:\?.*)?$/.exec(gid);
  return match ? {type: match[1], id: match[2]} : null;
}

/** The id part when `gid` names a record of `expectedType`, otherwise null. */
export function fromGid(gid: string, expectedType: string): string | null {
  const parsed = parseGid(gid);
  return parsed && parsed.type === expectedType ? parsed.id : null;
}

/** Numeric id for integer-keyed tables; null when the gid is foreign or malformed. */
export function fromGidNumber(gid: string, expectedType: string): number | null {
  const id = fromGid(gid, expectedType);
  if (id === null || !/^\d+$/.test(id)) return null;
  return Number(id);
}
