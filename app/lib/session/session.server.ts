import type {HydrogenSession} from '@shopify/hydrogen';
import {createCookie, createSession, type Session, type SessionStorage} from 'react-router';
import {openSession, sealSession} from './session-seal.server';

export class AppSession implements HydrogenSession {
  public isPending = false;

  #sessionStorage;
  #session;

  constructor(sessionStorage: SessionStorage, session: Session) {
    this.#sessionStorage = sessionStorage;
    this.#session = session;
  }

  static async init(request: Request, secrets: string[]) {
    const secure = new URL(request.url).protocol === 'https:';
    const storage = sealedCookieSessionStorage(secrets, secure);
    const session = await storage
      .getSession(request.headers.get('Cookie'))
      .catch(() => storage.getSession());
    return new this(storage, session);
  }

  get has() {
    return this.#session.has;
  }

  get get() {
    return this.#session.get;
  }

  get flash() {
    return this.#session.flash;
  }

  get unset() {
    this.isPending = true;
    return this.#session.unset;
  }

  get set() {
    this.isPending = true;
    return this.#session.set;
  }

  destroy() {
    return this.#sessionStorage.destroySession(this.#session);
  }

  commit() {
    this.isPending = false;
    return this.#sessionStorage.commitSession(this.#session);
  }
}

export function sealedCookieSessionStorage(secrets: string[], secure: boolean): SessionStorage {
  const cookie = createCookie('session', {httpOnly: true, path: '/', sameSite: 'lax', secure, secrets});
  return {
    async getSession(cookieHeader) {
      const sealed: unknown = cookieHeader ? await cookie.parse(cookieHeader) : null;
      return createSession((await openSession(sealed, secrets)) ?? {});
    },
    async commitSession(session, options) {
      return cookie.serialize(await sealSession(session.data, secrets), options);
    },
    async destroySession(_session, options) {
      return cookie.serialize('', {...options, maxAge: undefined, expires: new Date(0)});
    },
  };
}
