export interface CmsTokenStore {
  get(): string | null;
  set(token: string): void;
  clear(): void;
}

export const CMS_TOKEN_COOKIE = 'cms_jwt';
// Strapi's users-permissions JWTs last 30 days by default.
const MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

export class CmsTokenCookie implements CmsTokenStore {
  #token: string | null;
  #changed = false;
  readonly #secure: boolean;

  constructor(request: Request) {
    this.#secure = new URL(request.url).protocol === 'https:';
    this.#token = readCookie(request.headers.get('Cookie'), CMS_TOKEN_COOKIE);
  }

  get(): string | null {
    return this.#token;
  }

  set(token: string): void {
    this.#token = token;
    this.#changed = true;
  }

  clear(): void {
    this.#changed = this.#changed || this.#token !== null;
    this.#token = null;
  }

  setCookieHeader(): string | null {
    if (!this.#changed) return null;
    const value = this.#token === null ? '' : encodeURIComponent(this.#token);
    const maxAge = this.#token === null ? 0 : MAX_AGE_SECONDS;
    const attributes = [
      `${CMS_TOKEN_COOKIE}=${value}`,
      'Path=/',
      `Max-Age=${maxAge}`,
      'HttpOnly',
      'SameSite=Lax',
    ];
    if (this.#secure) attributes.push('Secure');
    return attributes.join('; ');
  }
}

function readCookie(header: string | null, name: string): string | null {
  for (const pair of header?.split(';') ?? []) {
    const separator = pair.indexOf('=');
    if (separator < 0 || pair.slice(0, separator).trim() !== name) continue;
    const raw = pair.slice(separator + 1).trim();
    if (!raw) return null;
    try {
      return decodeURIComponent(raw);
    } catch {
      return null;
    }
  }
  return null;
}
