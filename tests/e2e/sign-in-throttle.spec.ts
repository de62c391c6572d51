import {expect, test, type APIRequestContext} from '@playwright/test';
import {screenPath} from '~/i18n/links';
import {MAX_FAILURES} from '~/lib/customer/sign-in-throttle';
import {createCustomer} from '../fixtures/customers';
import {MESSAGES} from '../fixtures/messages';
import {uniqueEmail} from '../fixtures/submissions';

const SIGN_IN = `mutation SignIn($input: CustomerAccessTokenCreateInput!) {
  customerAccessTokenCreate(input: $input) {
    customerAccessToken { accessToken }
    customerUserErrors { code message }
  }
}`;

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/{{\s*(\w+)\s*}}/g, (_, name: string) => String(values[name]));

// Headers a client can send itself; none of them may give a guesser a fresh count.
const forgedAddress = (attempt: number): Record<string, string> => ({
  'oxygen-buyer-ip': `203.0.113.${attempt}`,
  'cf-connecting-ip': `198.51.100.${attempt}`,
  'x-forwarded-for': `192.0.2.${attempt}`,
});

const relaySignIn = (request: APIRequestContext, email: string, password: string, headers = {}, language?: string) =>
  request.post('/api/shopify', {
    data: {query: SIGN_IN, variables: {input: {email, password}}, ...(language ? {language} : {})},
    headers,
  });

const formSignIn = (request: APIRequestContext, email: string, password: string, headers = {}) =>
  request.post(screenPath('login', 'en'), {form: {email, password}, headers, maxRedirects: 0});

test.describe('password guessing is slowed down at every door', () => {
  test(`the relay refuses after ${MAX_FAILURES} wrong passwords, the right one included`, async ({request}) => {
    const email = uniqueEmail('relay-throttle');
    await createCustomer(email, 'right-secret');
    for (let attempt = 1; attempt < MAX_FAILURES; attempt++) {
      const wrong = await relaySignIn(request, email, `guess-${attempt}`);
      expect(wrong.status()).toBe(200);
      const body = (await wrong.json()) as {data: {customerAccessTokenCreate: {customerAccessToken: unknown}}};
      expect(body.data.customerAccessTokenCreate.customerAccessToken).toBeNull();
    }
    const locked = await relaySignIn(request, email, `guess-${MAX_FAILURES}`, {}, 'FR');
    expect(locked.status()).toBe(429);
    expect(locked.headers()['retry-after']).toBe('60');
    expect(await locked.json()).toEqual({error: fill(MESSAGES.fr.account.errors.throttled, {seconds: 60})});

    const right = await relaySignIn(request, email, 'right-secret');
    expect(right.status()).toBe(429);
    expect((await right.json()) as unknown).toEqual({error: expect.stringContaining('60') as unknown});
  });

  test('a sign-in under an alias or inside a fragment is counted all the same', async ({request}) => {
    const email = uniqueEmail('aliased');
    await createCustomer(email, 'right-secret');
    const disguised = [
      `mutation ($input: CustomerAccessTokenCreateInput!) { t: customerAccessTokenCreate(input: $input) { customerAccessToken { accessToken } } }`,
      `mutation ($input: CustomerAccessTokenCreateInput!) { ...Guess } fragment Guess on Mutation { g: customerAccessTokenCreate(input: $input) { customerAccessToken { accessToken } } }`,
    ];
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= MAX_FAILURES; attempt++) {
      const query = disguised[attempt % disguised.length]!;
      const answer = await request.post('/api/shopify', {data: {query, variables: {input: {email, password: `guess-${attempt}`}}}});
      statuses.push(answer.status());
    }
    expect(statuses).toEqual([...Array<number>(MAX_FAILURES - 1).fill(200), 429]);
    expect((await relaySignIn(request, email, 'right-secret')).status()).toBe(429);
    expect((await formSignIn(request, email, 'right-secret')).status()).toBe(429);
  });

  test('a forged address header does not start a fresh count, on the relay or the form', async ({request}) => {
    const email = uniqueEmail('forged-ip');
    await createCustomer(email, 'right-secret');
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= MAX_FAILURES; attempt++) {
      const door = attempt % 2 ? relaySignIn : formSignIn;
      statuses.push((await door(request, email, `guess-${attempt}`, forgedAddress(attempt))).status());
    }
    expect(statuses.at(-1)).toBe(429);
    expect((await formSignIn(request, email, 'right-secret', forgedAddress(99))).status()).toBe(429);
    expect((await relaySignIn(request, email, 'right-secret', forgedAddress(98))).status()).toBe(429);
  });

  test('the form and the relay share one count', async ({request}) => {
    const email = uniqueEmail('shared-count');
    await createCustomer(email, 'right-secret');
    for (let attempt = 1; attempt < MAX_FAILURES; attempt++) {
      expect((await formSignIn(request, email, `guess-${attempt}`)).status()).toBe(400);
    }
    expect((await relaySignIn(request, email, 'guess-last')).status()).toBe(429);
    const form = await formSignIn(request, email, 'right-secret');
    expect(form.status()).toBe(429);
    expect(await form.text()).toContain(fill(MESSAGES.en.account.errors.throttled, {seconds: 60}).slice(0, 30));
  });

  test('the right password before the limit signs in and clears the count', async ({request}) => {
    const email = uniqueEmail('clears');
    await createCustomer(email, 'right-secret');
    for (let attempt = 1; attempt < MAX_FAILURES; attempt++) await relaySignIn(request, email, `guess-${attempt}`);
    const right = await relaySignIn(request, email, 'right-secret');
    expect(right.status()).toBe(200);
    const body = (await right.json()) as {data: {customerAccessTokenCreate: {customerAccessToken: unknown}}};
    expect(body.data.customerAccessTokenCreate.customerAccessToken).not.toBeNull();
    expect((await relaySignIn(request, email, 'guess-again')).status()).toBe(200);
  });

  test('40 wrong passwords sent at once, through both doors, are checked at most 5 times', async ({request}) => {
    const email = uniqueEmail('parallel');
    await createCustomer(email, 'right-secret');
    const answers = await Promise.all(
      Array.from({length: 40}, (_, attempt) =>
        (attempt % 2 ? relaySignIn : formSignIn)(request, email, `guess-${attempt}`),
      ),
    );
    const checked = answers.filter((answer) => answer.status() !== 429);
    // The attempt that reaches the limit is checked and answered 429 itself, so at most 4 answers tell.
    expect(checked.length).toBeLessThanOrEqual(MAX_FAILURES - 1);
    expect((await relaySignIn(request, email, 'right-secret')).status()).toBe(429);
  });
});
