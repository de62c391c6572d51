const VERSION = 'v1';
const IV_BYTES = 12;
const SALT = new TextEncoder().encode('session-cookie');
const INFO = new TextEncoder().encode('aes-gcm-256 v1');
const AAD = new TextEncoder().encode('session');

export type SessionData = Record<string, unknown>;

// Keyed by the secret itself (one or two per deployment), never by anything a request brings.
const keys = new Map<string, Promise<CryptoKey>>();

function sealingKey(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle
      .importKey('raw', new TextEncoder().encode(secret), 'HKDF', false, ['deriveKey'])
      .then((material) =>
        crypto.subtle.deriveKey(
          {name: 'HKDF', hash: 'SHA-256', salt: SALT, info: INFO},
          material,
          {name: 'AES-GCM', length: 256},
          false,
          ['encrypt', 'decrypt'],
        ),
      );
    keys.set(secret, key);
  }
  return key;
}

export async function sealSession(data: SessionData, secrets: readonly string[]): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const plain = new TextEncoder().encode(JSON.stringify(data));
  const sealed = await crypto.subtle.encrypt(
    {name: 'AES-GCM', iv, additionalData: AAD},
    await sealingKey(secrets[0]!),
    plain,
  );
  const bytes = new Uint8Array(IV_BYTES + sealed.byteLength);
  bytes.set(iv);
  bytes.set(new Uint8Array(sealed), IV_BYTES);
  return `${VERSION}.${toBase64Url(bytes)}`;
}

export async function openSession(value: unknown, secrets: readonly string[]): Promise<SessionData | null> {
  if (typeof value !== 'string' || !value.startsWith(`${VERSION}.`)) return null;
  const bytes = fromBase64Url(value.slice(VERSION.length + 1));
  if (!bytes || bytes.length <= IV_BYTES) return null;
  for (const secret of secrets) {
    try {
      const plain = await crypto.subtle.decrypt(
        {name: 'AES-GCM', iv: bytes.subarray(0, IV_BYTES), additionalData: AAD},
        await sealingKey(secret),
        bytes.subarray(IV_BYTES),
      );
      const data: unknown = JSON.parse(new TextDecoder().decode(plain));
      return data && typeof data === 'object' && !Array.isArray(data) ? (data as SessionData) : null;
    } catch {
      // Not sealed with this secret: try the next.
    }
  }
  return null;
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) return null;
  try {
    const binary = atob(text.replaceAll('-', '+').replaceAll('_', '/'));
    return Uint8Array.from(binary, (char) => char.charCodeAt(0));
  } catch {
    return null;
  }
}
