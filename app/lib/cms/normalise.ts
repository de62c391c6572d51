type JsonObject = Record<string, unknown>;

export interface NormalisedResponse {
  data: unknown;
  meta: JsonObject;
}

export function normaliseResponse(body: unknown): NormalisedResponse {
  if (!isObject(body) || !('data' in body)) {
    throw new TypeError('A Strapi response has a "data" field.');
  }
  const meta = isObject(body.meta) ? body.meta : {};
  return {data: normaliseData(body.data), meta};
}

export function normaliseData(data: unknown): unknown {
  if (Array.isArray(data)) return data.map(normaliseTopEntry);
  return normaliseTopEntry(data);
}

function normaliseTopEntry(entry: unknown): unknown {
  if (isV4Entry(entry)) return flattenV4Entry(entry);
  return entry;
}

function flattenV4Entry(entry: JsonObject & {attributes: JsonObject}): JsonObject {
  const {attributes, ...system} = entry;
  const flat: JsonObject = {...system};
  for (const [key, value] of Object.entries(attributes)) flat[key] = normaliseV4Value(value);
  return flat;
}

function normaliseV4Value(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(normaliseV4Value);
  if (!isObject(value)) return value;
  if (isV4RelationWrapper(value)) {
    const {data} = value;
    if (Array.isArray(data)) return data.map(normaliseV4Value);
    return normaliseV4Value(data);
  }
  if (isV4Entry(value)) return flattenV4Entry(value);
  const walked: JsonObject = {};
  for (const [key, child] of Object.entries(value)) walked[key] = normaliseV4Value(child);
  return walked;
}

function isV4Entry(value: unknown): value is JsonObject & {attributes: JsonObject} {
  return isObject(value) && 'id' in value && isObject(value.attributes);
}

function isV4RelationWrapper(value: JsonObject): value is {data: unknown} {
  const keys = Object.keys(value);
  if (!keys.includes('data') || keys.some((key) => key !== 'data' && key !== 'meta')) return false;
  const {data} = value;
  return data === null || Array.isArray(data) || isV4Entry(data);
}

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
