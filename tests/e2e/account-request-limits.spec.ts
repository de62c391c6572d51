import {expect, test, type APIRequestContext} from '@playwright/test';
import {screenPath} from '~/i18n/links';
import {ACCOUNT_REQUEST_LIMITS} from '~/lib/customer/account-request-limit.server';
import {createCustomer} from '../fixtures/customers';
import {MESSAGES} from '../fixtures/messages';
import {mailsTo, uniqueEmail} from '../fixtures/submissions';

const RECOVER = 'mutation Forgot($email: String!) { customerRecover(email: $email) { customerUserErrors { code } } }';
const REGISTER = `mutation Join($input: CustomerCreateInput!) {
  customerCreate(input: $input) { customer { id } customerUserErrors { code } }
}`;

// Each test its own client address, so these counts neither meet nor spoil the other specs' shared one.
const client = (label: number) => ({'oxygen-buyer-ip': `2001:db8:a${label}::${Date.now().toString(16).slice(-4)}`});

const formRecover = (request: APIRequestContext, email: string, headers: Record<string, string>, locale = 'en' as const) =>
  request.post(screenPath('recover', locale), {form: {email}, headers, maxRedirects: 0});

const relayRecover = (request: APIRequestContext, email: string, headers: Record<string, string>, alias = '') =>
  request.post('/api/shopify', {
    data: {query: alias ? RECOVER.replace('customerRecover', `${alias}: customerRecover`) : RECOVER, variables: {email}},
    headers,
  });

const relayRegister = (request: APIRequestContext, email: string, headers: Record<string, string>) =>
  request.post('/api/shopify', {data: {query: REGISTER, variables: {input: {email, password: 'long-enough-secret'}}}, headers});

const formRegister = (request: APIRequestContext, email: string, headers: Record<string, string>) =>
  request.post(screenPath('register', 'en'), {form: {email, password: 'long-enough-secret'}, headers, maxRedirects: 0});

test.describe('reset mails and new accounts are limited per address and per client', () => {
  test(`at most ${ACCOUNT_REQUEST_LIMITS.recover.address} reset mails reach one address, through the form and the relay`, async ({
    request,
  }) => {
    const email = uniqueEmail('mail-bomb');
    await createCustomer(email, 'right-secret');
    const headers = client(1);
    const answers = await Promise.all(
      Array.from({length: 15}, (_, index) =>
        index % 2 ? formRecover(request, email, headers) : relayRecover(request, email, headers, index % 4 ? '' : `r${index}`),
      ),
    );
    expect(answers.filter((answer) => answer.status() === 429).length).toBeGreaterThanOrEqual(
      15 - ACCOUNT_REQUEST_LIMITS.recover.address,
    );
    expect((await mailsTo(email)).length).toBeLessThanOrEqual(ACCOUNT_REQUEST_LIMITS.recover.address);

    const form = await formRecover(request, email, headers);
    expect(form.status()).toBe(429);
    expect(await form.text()).toContain(MESSAGES.en.account.errors.tooManyRequests);
    const relayed = await relayRecover(request, email, headers);
    expect(relayed.status()).toBe(429);
    expect(Number(relayed.headers()['retry-after'])).toBeGreaterThan(0);
    expect(await relayed.json()).toEqual({error: MESSAGES.en.account.errors.tooManyRequests});
  });

  test('an address without an account is limited the same way, so the limit tells nothing', async ({request}) => {
    const known = uniqueEmail('known');
    const unknown = uniqueEmail('unknown');
    await createCustomer(known, 'right-secret');
    const headers = client(2);
    const statuses = async (email: string) => {
      const seen: number[] = [];
      for (let index = 0; index <= ACCOUNT_REQUEST_LIMITS.recover.address; index++) {
        seen.push((await formRecover(request, email, headers)).status());
      }
      return seen;
    };
    const expected = [...Array<number>(ACCOUNT_REQUEST_LIMITS.recover.address).fill(200), 429];
    expect(await statuses(known)).toEqual(expected);
    expect(await statuses(unknown)).toEqual(expected);
  });

  test(`one client sends at most ${ACCOUNT_REQUEST_LIMITS.recover.client} reset mails, whatever the addresses`, async ({
    request,
  }) => {
    const headers = client(3);
    const extra = 10;
    const answers = await Promise.all(
      Array.from({length: ACCOUNT_REQUEST_LIMITS.recover.client + extra}, (_, index) =>
        (index % 2 ? formRecover : relayRecover)(request, uniqueEmail(`spray-${index}`), headers),
      ),
    );
    expect(answers.filter((answer) => answer.status() === 429).length).toBeGreaterThanOrEqual(extra);
  });

  test('new accounts are limited per address and per client, on the form and the relay', async ({request}) => {
    const headers = client(4);
    const email = uniqueEmail('joiner');
    const same = await Promise.all(
      Array.from({length: 10}, (_, index) => (index % 2 ? formRegister : relayRegister)(request, email, headers)),
    );
    expect(same.filter((answer) => answer.status() === 429).length).toBeGreaterThanOrEqual(
      10 - ACCOUNT_REQUEST_LIMITS.register.address,
    );

    const many = await Promise.all(
      Array.from({length: ACCOUNT_REQUEST_LIMITS.register.client + 5}, (_, index) =>
        relayRegister(request, uniqueEmail(`farm-${index}`), headers),
      ),
    );
    const refused = many.filter((answer) => answer.status() === 429);
    expect(refused.length).toBeGreaterThanOrEqual(5);
    expect(await refused[0]!.json()).toEqual({error: MESSAGES.en.account.errors.tooManyRequests});
  });
});
