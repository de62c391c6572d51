import {createCookieSessionStorage} from 'react-router';
import {describe, expect, it} from 'vitest';
import {openSession, sealSession} from '~/lib/session/session-seal.server';
import {AppSession, sealedCookieSessionStorage} from '~/lib/session/session.server';

const SECRET = 'unit-test-session-secret';
const TOKEN = '4d5a31a5f96c7527a5323716ae73ebc4';
const DATA = {customerAccessToken: {accessToken: TOKEN, expiresAt: '2026-12-01T00:00:00Z'}, customerFirstName: 'Ada'};

/** The `session=…` pair of a Set-Cookie header, as the browser sends it back. */
const cookiePair = (setCookie: string) => setCookie.split(';')[0]!;

const requestWith = (cookie: string | null) =>
  new Request('http://localhost/account', cookie ? {headers: {Cookie: cookie}} : {});

/** Every way a reader of the cookie might decode it: as sent, and each part base64-decoded. */
function readings(setCookie: string): string[] {
  const value = decodeURIComponent(cookiePair(setCookie).slice('session='.length));
  return [value, ...value.split('.').map((part) => Buffer.from(part, 'base64').toString('utf8'))];
}

describe('sealed session', () => {
  it('opens what it sealed', async () => {
    expect(await openSession(await sealSession(DATA, [SECRET]), [SECRET])).toEqual(DATA);
  });

  it('seals the same data differently each time', async () => {
    expect(await sealSession(DATA, [SECRET])).not.toBe(await sealSession(DATA, [SECRET]));
  });

  it('refuses a seal with one character changed', async () => {
    const sealed = await sealSession(DATA, [SECRET]);
    const at = sealed.length - 5;
    const tampered = sealed.slice(0, at) + (sealed[at] === 'A' ? 'B' : 'A') + sealed.slice(at + 1);
    expect(await openSession(tampered, [SECRET])).toBeNull();
  });

  it('refuses a seal made with another key, and opens one made with an older secret still listed', async () => {
    const sealed = await sealSession(DATA, ['an-older-secret']);
    expect(await openSession(sealed, [SECRET])).toBeNull();
    expect(await openSession(sealed, [SECRET, 'an-older-secret'])).toEqual(DATA);
  });

  it('refuses what is not a seal', async () => {
    for (const value of [null, undefined, 42, {}, DATA, '', 'v1.', 'v1.!!!', 'v1.AAAA', 'v2.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAA']) {
      expect(await openSession(value, [SECRET])).toBeNull();
    }
  });
});

describe('session cookie', () => {
  it('round trip: what is set is read back on the next request', async () => {
    const first = await AppSession.init(requestWith(null), [SECRET]);
    first.set('customerAccessToken', DATA.customerAccessToken);
    const setCookie = await first.commit();
    const next = await AppSession.init(requestWith(cookiePair(setCookie)), [SECRET]);
    expect(next.get('customerAccessToken')).toEqual(DATA.customerAccessToken);
  });

  it('keeps the token unreadable in the cookie, still signed', async () => {
    const session = await AppSession.init(requestWith(null), [SECRET]);
    session.set('customerAccessToken', DATA.customerAccessToken);
    const setCookie = await session.commit();
    expect(setCookie).toMatch(/HttpOnly/);
    for (const reading of readings(setCookie)) {
      expect(reading).not.toContain(TOKEN);
      expect(reading).not.toContain('accessToken');
    }
  });

  it('treats a tampered cookie as no session', async () => {
    const session = await AppSession.init(requestWith(null), [SECRET]);
    session.set('customerAccessToken', DATA.customerAccessToken);
    const pair = cookiePair(await session.commit());
    const at = 'session='.length + 8;
    const tampered = pair.slice(0, at) + (pair[at] === 'A' ? 'B' : 'A') + pair.slice(at + 1);
    const next = await AppSession.init(requestWith(`${tampered}; cart=abc`), [SECRET]);
    expect(next.has('customerAccessToken')).toBe(false);
  });

  it('treats a cookie signed with another key as no session', async () => {
    const other = await AppSession.init(requestWith(null), ['another-secret']);
    other.set('customerAccessToken', DATA.customerAccessToken);
    const next = await AppSession.init(requestWith(cookiePair(await other.commit())), [SECRET]);
    expect(next.has('customerAccessToken')).toBe(false);
  });

  it('treats an old plain cookie, validly signed, as no session', async () => {
    const plain = createCookieSessionStorage({cookie: {name: 'session', secrets: [SECRET]}});
    const old = await plain.getSession();
    old.set('customerAccessToken', DATA.customerAccessToken);
    const pair = cookiePair(await plain.commitSession(old));
    expect(readings(`${pair};`).join()).toContain(TOKEN);
    const next = await AppSession.init(requestWith(pair), [SECRET]);
    expect(next.has('customerAccessToken')).toBe(false);
    expect(next.isPending).toBe(false);
  });

  it('reads garbage as no session', async () => {
    for (const cookie of ['session=', 'session=%E0%A4%A', 'session=abc.def', `session=${'x'.repeat(5000)}`]) {
      const next = await AppSession.init(requestWith(cookie), [SECRET]);
      expect(next.has('customerAccessToken')).toBe(false);
    }
  });

  it('signs out with an expired empty cookie', async () => {
    const session = await AppSession.init(requestWith(null), [SECRET]);
    expect(await session.destroy()).toMatch(/^session=; .*Expires=Thu, 01 Jan 1970/);
  });

  it('uses the storage alone as well', async () => {
    const storage = sealedCookieSessionStorage([SECRET], true);
    const session = await storage.getSession();
    session.set('customerFirstName', 'Ada');
    const setCookie = await storage.commitSession(session);
    expect(setCookie).toMatch(/Secure/);
    expect((await storage.getSession(cookiePair(setCookie))).get('customerFirstName')).toBe('Ada');
  });
});
