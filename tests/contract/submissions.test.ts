// Writing: contact messages and the newsletter's double opt-in, with the site's token, and who may read them.
import {afterAll, beforeAll, describe, expect, inject, it} from 'vitest';
import {CmsError} from '~/lib/cms/errors';
import {NewsletterAnswerSchema} from '~/lib/cms/schemas';
import {call, contentClient, contentFile, json} from './backends';
import {
  ADMIN,
  INBOX_TOKEN,
  NOTIFY_EMAIL,
  SITE_ORIGIN,
  SITE_TOKEN,
  STRAPI_ORIGIN,
  mailsTo,
  uniqueEmail,
  type BackendName,
} from './contract-env';

interface Stored {
  documentId: string;
  email: string;
  language: string;
  state?: string;
  message?: string;
}

async function inbox(backend: BackendName, path: 'contact-messages' | 'newsletter-subscriptions', email: string) {
  const response = await call(backend, `${path}?filters[email][$eqi]=${encodeURIComponent(email)}`, {token: INBOX_TOKEN});
  expect(response.status).toBe(200);
  return ((await response.json()) as {data: Stored[]}).data;
}

function subscription(email: string, language = 'fr') {
  return {
    email,
    consent: true,
    language,
    confirmUrl: `${SITE_ORIGIN}/fr/newsletter/confirmer`,
    unsubscribeUrl: `${SITE_ORIGIN}/fr/newsletter/desinscription`,
  };
}

/** The tokens of the newest confirmation mail to an address: confirm first, unsubscribe second. */
async function tokensFrom(email: string, atLeast = 1) {
  const mails = await mailsTo(email, {atLeast});
  expect(mails.length).toBe(atLeast);
  const links = mails[0]!.links.map((link) => new URL(link));
  const confirm = links.find((link) => link.pathname === '/fr/newsletter/confirmer');
  const unsubscribe = links.find((link) => link.pathname === '/fr/newsletter/desinscription');
  expect(confirm?.origin).toBe(SITE_ORIGIN);
  return {subject: mails[0]!.subject, confirm: confirm!.searchParams.get('token')!, unsubscribe: unsubscribe!.searchParams.get('token')!};
}

describe.each(inject('backends'))('%s takes the visitors’ writes', (backend) => {
  const cms = () => contentClient(backend, 'en');

  it('stores a contact message with its language and mails the duo in their language (French)', async () => {
    const email = uniqueEmail('lotte');
    const text = `Spelen jullie op ons festival? ${email}`;
    const created = await cms().create<Stored>('contact-messages', {name: 'Lotte', email, message: text, language: 'nl'});
    expect(created).toMatchObject({name: 'Lotte', email, message: text, language: 'nl', documentId: expect.any(String)});
    expect(await inbox(backend, 'contact-messages', email)).toEqual([
      expect.objectContaining({email, message: text, language: 'nl', state: 'new'}),
    ]);
    const mails = (await mailsTo(NOTIFY_EMAIL, {atLeast: 1})).filter((mail) => mail.text.includes(text));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Nouveau message de Lotte via le site');
    // The duo open the message in the admin panel straight from the mail, to mark it read or answered.
    const path = `/content-manager/collection-types/api::contact-message.contact-message/${created.documentId}`;
    expect(mails[0]!.links.filter((link) => link.endsWith(path))).toHaveLength(1);
  });

  it.each([
    ['no name', {name: ''}],
    ['a name too long', {name: 'x'.repeat(101)}],
    ['no address', {email: ''}],
    ['not an address', {email: 'lotte@'}],
    ['a message too long', {message: 'x'.repeat(5001)}],
    ['an unknown language', {language: 'de'}],
    ['an unknown field', {phone: '+32 9 000 00 00'}],
    ['a status of its own (only the duo set it)', {state: 'answered'}],
  ])('refuses a contact message with %s (400 ValidationError), storing nothing', async (_, change) => {
    const email = uniqueEmail('refused');
    const error = await cms()
      .create('contact-messages', {name: 'Lotte', email, message: 'Hallo', language: 'nl', ...change})
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(CmsError);
    expect(error).toMatchObject({status: 400, name: 'ValidationError'});
    expect(await inbox(backend, 'contact-messages', email)).toEqual([]);
  });

  it('lets only the inbox token read messages; the site’s token can neither read nor delete them', async () => {
    const email = uniqueEmail('private');
    const created = await cms().create<Stored>('contact-messages', {name: 'P', email, message: 'Hallo', language: 'en'});
    for (const path of ['contact-messages', `contact-messages/${created.documentId}`, 'newsletter-subscriptions']) {
      expect((await call(backend, path)).status, `${path} without a token`).toBe(403);
      expect((await call(backend, path, {token: SITE_TOKEN})).status, `${path} with the site's token`).toBe(403);
    }
    const deleted = await call(backend, `contact-messages/${created.documentId}`, {method: 'DELETE', token: SITE_TOKEN});
    expect(deleted.status).toBe(403);
    const updated = await call(backend, `contact-messages/${created.documentId}`, {
      method: 'PUT',
      token: SITE_TOKEN,
      body: {data: {message: 'changed'}},
    });
    expect(updated.status).toBe(403);
    expect(await inbox(backend, 'contact-messages', email)).toEqual([expect.objectContaining({message: 'Hallo'})]);
    const inboxWrite = await call(backend, 'contact-messages', {
      method: 'POST',
      token: INBOX_TOKEN,
      body: {data: {name: 'P', email, message: 'from the inbox token', language: 'en'}},
    });
    expect(inboxWrite.status).toBe(403);
  });

  describe('a keyed write (Idempotency-Key)', () => {
    const post = (path: string, key: string, data: Record<string, unknown>) =>
      call(backend, path, {method: 'POST', token: SITE_TOKEN, body: {data}, headers: {'Idempotency-Key': key}});
    const message = (email: string, text = 'Komen jullie naar Gent?') => ({name: 'Lotte', email, message: text, language: 'nl'});

    it('stores a repeated request once and answers it with the first result', async () => {
      const email = uniqueEmail('keyed');
      const key = `contract-${crypto.randomUUID()}`;
      const first = await post('contact-messages', key, message(email));
      expect(first.status).toBe(201);
      const firstBody = await json(Promise.resolve(first));
      const repeat = await post('contact-messages', key, message(email));
      expect(repeat.status).toBe(201);
      expect((await json(Promise.resolve(repeat))).data.documentId).toBe(firstBody.data.documentId);
      expect(await inbox(backend, 'contact-messages', email)).toHaveLength(1);
      const mails = (await mailsTo(NOTIFY_EMAIL, {atLeast: 1})).filter((mail) => mail.text.includes(email));
      expect(mails).toHaveLength(1);
    });

    it('refuses the same key with another body (422), storing nothing more', async () => {
      const email = uniqueEmail('keyed-other');
      const key = `contract-${crypto.randomUUID()}`;
      expect((await post('contact-messages', key, message(email))).status).toBe(201);
      const other = await post('contact-messages', key, message(email, 'Another message entirely'));
      expect(other.status).toBe(422);
      expect((await json(Promise.resolve(other))).error).toMatchObject({status: 422, name: 'IdempotencyKeyReusedError'});
      const sameKeyElsewhere = await post('newsletter-subscriptions', key, subscription(email));
      expect(sameKeyElsewhere.status).toBe(422);
      expect(await inbox(backend, 'contact-messages', email)).toEqual([
        expect.objectContaining({message: 'Komen jullie naar Gent?'}),
      ]);
      expect(await inbox(backend, 'newsletter-subscriptions', email)).toEqual([]);
    });

    it('keeps nothing of a refused write: the key may be sent again with a valid body', async () => {
      const email = uniqueEmail('keyed-retry');
      const key = `contract-${crypto.randomUUID()}`;
      expect((await post('contact-messages', key, {...message(email), email: 'lotte@'})).status).toBe(400);
      expect((await post('contact-messages', key, message(email))).status).toBe(201);
      expect(await inbox(backend, 'contact-messages', email)).toHaveLength(1);
    });

    it('keys sign-ups too: a repeated sign-up sends one mail', async () => {
      const email = uniqueEmail('keyed-fan');
      const key = `contract-${crypto.randomUUID()}`;
      expect((await post('newsletter-subscriptions', key, subscription(email))).status).toBe(202);
      expect((await post('newsletter-subscriptions', key, subscription(email))).status).toBe(202);
      expect(await mailsTo(email, {atLeast: 2, timeoutMs: 1500})).toHaveLength(1);
    });

    it('refuses a malformed key (400)', async () => {
      const answer = await post('contact-messages', 'short', message(uniqueEmail('badkey')));
      expect(answer.status).toBe(400);
    });
  });

  it('signs up in double opt-in: pending, one mail in the visitor’s language, confirmed by its link, then unsubscribed', async () => {
    const email = uniqueEmail('fan');
    const answer = NewsletterAnswerSchema.parse(await cms().create('newsletter-subscriptions', subscription(email)));
    expect(answer).toEqual({email, language: 'fr'});
    expect(await inbox(backend, 'newsletter-subscriptions', email)).toEqual([
      expect.objectContaining({email, language: 'fr', state: 'pending'}),
    ]);
    const tokens = await tokensFrom(email);
    expect(tokens.subject).toBe('Confirmez votre inscription à la lettre d’information de Ronce & Rivière');

    // Asked again at once: the same answer, no second mail, still one row.
    const again = NewsletterAnswerSchema.parse(
      await cms().create('newsletter-subscriptions', subscription(email.toUpperCase())),
    );
    expect(again.language).toBe('fr');
    expect(await mailsTo(email, {atLeast: 2, timeoutMs: 1500})).toHaveLength(1);

    for (let click = 0; click < 2; click++) {
      const confirmed = NewsletterAnswerSchema.parse(
        await cms().perform('newsletter-subscriptions/confirm', {token: tokens.confirm}),
      );
      expect(confirmed).toEqual({email, language: 'fr', status: 'confirmed'});
    }
    expect(await inbox(backend, 'newsletter-subscriptions', email)).toEqual([expect.objectContaining({state: 'confirmed'})]);

    // A confirmed address that signs up again gets no mail and stays confirmed.
    await cms().create('newsletter-subscriptions', subscription(email));
    expect(await mailsTo(email, {atLeast: 2, timeoutMs: 1500})).toHaveLength(1);

    for (let click = 0; click < 2; click++) {
      const gone = NewsletterAnswerSchema.parse(
        await cms().perform('newsletter-subscriptions/unsubscribe', {token: tokens.unsubscribe}),
      );
      expect(gone).toEqual({email, language: 'fr', status: 'unsubscribed'});
    }
    expect(await inbox(backend, 'newsletter-subscriptions', email)).toEqual([
      expect.objectContaining({state: 'unsubscribed'}),
    ]);
    // Unsubscribing voids the confirmation link; signing up again starts over with a new mail.
    await expect(cms().perform('newsletter-subscriptions/confirm', {token: tokens.confirm})).rejects.toMatchObject({
      status: 404,
    });
    await cms().create('newsletter-subscriptions', subscription(email));
    const renewed = await tokensFrom(email, 2);
    expect(renewed.confirm).not.toBe(tokens.confirm);
    expect(await inbox(backend, 'newsletter-subscriptions', email)).toEqual([expect.objectContaining({state: 'pending'})]);
  });

  it('answers an unknown token 404 and refuses links to another site, a missing consent or a bad address (400)', async () => {
    for (const action of ['confirm', 'unsubscribe']) {
      await expect(
        cms().perform(`newsletter-subscriptions/${action}`, {token: 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'}),
      ).rejects.toMatchObject({status: 404, name: 'NotFoundError'});
    }
    const email = uniqueEmail('phish');
    for (const change of [
      {confirmUrl: 'https://elsewhere.example/confirm'},
      {unsubscribeUrl: 'https://elsewhere.example/unsubscribe'},
      {consent: false},
      {email: 'fan@'},
    ]) {
      await expect(
        cms().create('newsletter-subscriptions', {...subscription(email), ...change}),
        JSON.stringify(change),
      ).rejects.toMatchObject({status: 400, name: 'ValidationError'});
    }
    expect(await mailsTo(email, {timeoutMs: 500})).toEqual([]);
    expect(await inbox(backend, 'newsletter-subscriptions', email)).toEqual([]);
  });
});

/** The French "Mail texts" as the duo save them in the admin panel (Strapi only: the emulator has no panel). */
describe.skipIf(!inject('backends').includes('strapi'))('strapi sends the mail texts the duo edit', () => {
  const french = contentFile<Record<string, string>>('mail-text', 'fr')[0]!;
  let adminToken = '';

  async function saveFrench(fields: Record<string, string>) {
    const response = await fetch(`${STRAPI_ORIGIN}/content-manager/single-types/api::mail-text.mail-text?locale=fr`, {
      method: 'PUT',
      headers: {Authorization: `Bearer ${adminToken}`, 'Content-Type': 'application/json'},
      body: JSON.stringify(fields),
    });
    expect(response.status).toBe(200);
  }

  beforeAll(async () => {
    const response = await fetch(`${STRAPI_ORIGIN}/admin/login`, {
      method: 'POST',
      headers: {'Content-Type': 'application/json'},
      body: JSON.stringify(ADMIN),
    });
    adminToken = ((await response.json()) as {data: {token: string}}).data.token;
  });

  afterAll(async () => {
    const {confirmSubject, confirmBody, contactSubject, contactBody} = french;
    await saveFrench({confirmSubject, confirmBody, contactSubject, contactBody});
  });

  it('uses the edited French texts at once: the duo’s notification and a French visitor’s confirmation', async () => {
    const {confirmBody, contactBody} = french;
    await saveFrench({
      confirmSubject: 'Un dernier clic pour la lettre de Ronce & Rivière',
      confirmBody: `Édité. ${confirmBody}`,
      contactSubject: 'Message de {{name}} ({{language}})',
      contactBody: `Édité. ${contactBody}`,
    });

    const email = uniqueEmail('edited');
    await contentClient('strapi', 'fr').create('contact-messages', {name: 'Camille', email, message: `Bonjour ${email}`, language: 'fr'});
    const [notice] = (await mailsTo(NOTIFY_EMAIL, {atLeast: 1})).filter((mail) => mail.text.includes(email));
    expect(notice?.subject).toBe('Message de Camille (fr)');
    expect(notice?.text).toMatch(/^Édité\. Camille </);

    await contentClient('strapi', 'fr').create('newsletter-subscriptions', subscription(email));
    const [confirmation] = await mailsTo(email);
    expect(confirmation?.subject).toBe('Un dernier clic pour la lettre de Ronce & Rivière');
    expect(confirmation?.text).toMatch(/^Édité\. Bonjour,/);
  });
});

describe.skipIf(!inject('backends').includes('strapi'))('strapi erases an address on request', () => {
  it('deleting a subscriber in the admin panel removes the address and the kept answers naming it', async () => {
    const login = await fetch(`${STRAPI_ORIGIN}/admin/login`, {
      method: 'POST',
      headers: {'Content-Type': 'application/json'},
      body: JSON.stringify(ADMIN),
    });
    const adminToken = ((await login.json()) as {data: {token: string}}).data.token;
    const email = uniqueEmail('erased');
    const key = `contract-${crypto.randomUUID()}`;
    const signUp = () =>
      call('strapi', 'newsletter-subscriptions', {
        method: 'POST',
        token: SITE_TOKEN,
        body: {data: subscription(email)},
        headers: {'Idempotency-Key': key},
      });
    expect((await signUp()).status).toBe(202);
    const [stored] = await inbox('strapi', 'newsletter-subscriptions', email);
    const deleted = await fetch(
      `${STRAPI_ORIGIN}/content-manager/collection-types/api::newsletter-subscription.newsletter-subscription/${stored!.documentId}`,
      {method: 'DELETE', headers: {Authorization: `Bearer ${adminToken}`}},
    );
    expect(deleted.status).toBe(200);
    expect(await inbox('strapi', 'newsletter-subscriptions', email)).toEqual([]);

    // The kept answer of the keyed sign-up went too: the same request is handled anew, not replayed.
    const again = await signUp();
    expect(again.status).toBe(202);
    expect(again.headers.get('Idempotent-Replayed')).toBeNull();
    expect(await mailsTo(email, {atLeast: 2})).toHaveLength(2);
  });
});
