import {expect, request as requests, test, type APIRequestContext, type APIResponse} from '@playwright/test';
import {screenPath} from '~/i18n/links';
import {LOCALES, type Locale} from '~/i18n/locales';
import {MIN_FILL_MS} from '~/lib/forms/fill-time-token.server';
import {RELAY_LIMITS} from '~/lib/relay/check-document.server';
import {expectNoStackTrace, expectPathLimitPage, expectSitePage, filledPath, formPaths} from '../fixtures/answer-checks';
import {createCustomer} from '../fixtures/customers';
import {loseNextAnswer, storedMessagesWith, uniqueEmail, uniqueText} from '../fixtures/submissions';

// Tables of what a careless or hostile client sends. Every combination below is one case.
const BODIES: {name: string; contentType?: string; data: string | Buffer}[] = [
  {name: 'empty form', contentType: 'application/x-www-form-urlencoded', data: ''},
  {name: 'bad percent', contentType: 'application/x-www-form-urlencoded', data: 'email=%ff%fe&password=%&x=%zz'},
  {name: 'repeated fields', contentType: 'application/x-www-form-urlencoded', data: 'email=a&email=b&password=c&password=d'},
  {name: 'bracket fields', contentType: 'application/x-www-form-urlencoded', data: 'lines[0][quantity]=1&__proto__[x]=1'},
  {name: 'cart input garbage', contentType: 'application/x-www-form-urlencoded', data: 'cartFormInput=%7B%22action%22%3A1%7D'},
  {name: 'JSON', contentType: 'application/json', data: '{"email":"a@example.be","password":"x"}'},
  {name: 'nested JSON', contentType: 'application/json', data: `${'['.repeat(5000)}${']'.repeat(5000)}`},
  {name: 'XML', contentType: 'application/xml', data: '<a>&xxe;</a>'},
  {name: 'multipart without boundary', contentType: 'multipart/form-data', data: 'x'},
  {name: 'multipart with a file', contentType: 'multipart/form-data; boundary=b', data: '--b\r\nContent-Disposition: form-data; name="email"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\nhi\r\n--b--\r\n'},
  {name: 'binary', contentType: 'application/octet-stream', data: Buffer.from([0, 255, 254, 0, 10, 13])},
  {name: 'no content type', data: 'email=a'},
  {name: 'oversize field', contentType: 'application/x-www-form-urlencoded', data: `email=a%40example.be&password=${'p'.repeat(200_000)}`},
  {name: 'oversize under the body limit', contentType: 'application/x-www-form-urlencoded', data: `message=${'m'.repeat(20_000)}`},
];

const COOKIES = ['i18n_redirected=%ff', 'i18n_redirected=xx', 'session=%E0%A4%A', 'cart=gid%3A%2F%2F%ff', `session=${'a'.repeat(4000)}`];

const METHODS = ['PUT', 'PATCH', 'DELETE', 'OPTIONS', 'PROPFIND'];

const RELAY_BODIES: {contentType: string; data: string}[] = [
  {contentType: 'application/json', data: '{'},
  {contentType: 'application/json', data: '[]'},
  {contentType: 'application/json', data: '"query"'},
  {contentType: 'application/json', data: `{"query":"{ shop { name } }","variables":${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}}`},
  {contentType: 'application/json', data: `{"query":"${'{ a '.repeat(3000)}"}`},
  {contentType: 'application/json', data: '{"query":"mutation { customerAccessTokenCreate(input: {}) { customerAccessToken { accessToken } } }"}'},
  {contentType: 'application/json', data: '{"query":"mutation { cartCreate(input: {buyerIdentity: {countryCode: 1}}) { cart { id } } }"}'},
  {contentType: 'application/json', data: '{"query":"{ shop { name } }","country":{"$ne":1}}'},
  {contentType: 'application/json', data: '\u0000\u00ff'},
  {contentType: 'application/x-www-form-urlencoded', data: 'query=x'},
  {contentType: 'text/plain', data: '{"query":"{ shop { name } }"}'},
];

// Documents that cost the shop more than the caller: many names for one field, deep selections, a
// fragment spread many times. Each is refused before it is forwarded, with its reason.
const times = (count: number, make: (index: number) => string) => Array.from({length: count}, (_, index) => make(index)).join(' ');
const nested = (depth: number) => `${'a { '.repeat(depth)}id${' }'.repeat(depth)}`;
const RELAY_COST_CASES: {name: string; query: string; reason: RegExp | null; status?: number}[] = [
  {name: 'aliases at the limit', query: `{ cart(id: "gid://shopify/Cart/x") { ${times(RELAY_LIMITS.aliases, (index) => `a${index}: id`)} } }`, reason: null},
  {name: 'one alias over', query: `{ cart(id: "gid://shopify/Cart/x") { ${times(RELAY_LIMITS.aliases + 1, (index) => `a${index}: id`)} } }`, reason: /aliases/},
  {name: '120 aliases of a list', query: `{ product(handle: "x") { ${times(120, (index) => `v${index}: variants(first: 250) { nodes { id title } }`)} } }`, reason: /aliases/},
  {name: 'aliased sign-ins in one document', query: `mutation { ${times(3, (index) => `t${index}: customerAccessTokenCreate(input: {email: "a@example.be", password: "x"}) { customerAccessToken { accessToken } }`)} }`, reason: /root fields/, status: 403},
  // The root field's selection is the second level: n nested fields reach level n + 2.
  {name: 'depth at the limit', query: `{ cart(id: "x") { ${nested(RELAY_LIMITS.depth - 2)} } }`, reason: null},
  {name: 'one level too deep', query: `{ cart(id: "x") { ${nested(RELAY_LIMITS.depth - 1)} } }`, reason: /deeper/},
  {name: '1,300 levels deep', query: `{ cart(id: "x") { ${nested(1300)} } }`, reason: /deeper|valid GraphQL/},
  {name: 'one field over', query: `{ cart(id: "x") { ${times(RELAY_LIMITS.fields + 1, () => 'id')} } }`, reason: /fields/},
  {
    name: 'a fragment spread past the field budget',
    query: `{ cart(id: "x") { ${times(20, (index) => `l${index}: lines(first: 250) { nodes { ...Line } }`)} } } fragment Line on BaseCartLine { ${times(100, () => 'id')} }`,
    reason: /aliases|fields/,
  },
  {
    name: 'fragments that spread each other',
    query: `{ cart(id: "x") { ...A } } fragment A on Cart { id ...B } fragment B on Cart { id ...A }`,
    reason: /spreads itself/,
  },
  {name: 'a sign-in whose e-mail is an object', query: `mutation { s: customerAccessTokenCreate(input: {email: {a: 1}, password: "x"}) { customerAccessToken { accessToken } } }`, reason: /input.email/},
  {name: 'a reset mail to no string', query: `mutation { r: customerRecover(email: 12) { customerUserErrors { code } } }`, reason: /email/},
];

// Far beyond the longest path the site takes: answered by the small 404 page before routing.
const OVER_LONG_SUFFIX = `/${'x'.repeat(3000)}`;
const PAGE_SUFFIXES = ['', '?q=%ff', '?redirect=%2F%2Fevil.example', OVER_LONG_SUFFIX, '/%ff%fe', '/..%2F..%2Fetc', '.data?_routes=%ff'];

/** Any answer at all: below 500, and no trace of the code behind it. */
async function expectCalm(response: APIResponse, label: string): Promise<string> {
  expect(response.status(), label).toBeLessThan(500);
  const text = await response.text();
  expectNoStackTrace(text);
  return text;
}

/** An HTML answer is the site's page in the URL's language; a redirect or a JSON answer only calm. */
async function expectPageOrCalm(response: APIResponse, locale: Locale, label: string): Promise<void> {
  const type = response.headers()['content-type'] ?? '';
  if (type.includes('text/html') && response.status() !== 405) await expectSitePage(response, locale);
  else await expectCalm(response, label);
}

let cases = 0;

async function post(request: APIRequestContext, path: string, body: (typeof BODIES)[number], cookie?: string) {
  cases++;
  const headers: Record<string, string> = {};
  if (body.contentType) headers['Content-Type'] = body.contentType;
  if (cookie) headers.Cookie = cookie;
  try {
    return await request.post(path, {headers, data: body.data, maxRedirects: 0, failOnStatusCode: false});
  } catch (error) {
    throw new Error(`POST ${path} (${body.name}): ${String(error)}`);
  }
}

test.describe.configure({mode: 'serial'});

test.afterAll(() => {
  console.info(`fuzz: ${cases} cases`);
});

// Each route gets every STRIDE-th body, shifted by its index, so every body meets many routes in a short run.
const STRIDE = 4;

test('every form route takes bad bodies calmly', async ({request}) => {
  test.setTimeout(90_000);
  for (const [index, {path, locale}] of formPaths().entries()) {
    for (const body of BODIES.filter((_, bodyIndex) => (bodyIndex + index) % STRIDE === 0)) {
      const response = await post(request, path, body);
      await expectPageOrCalm(response, locale, `${path} ${body.name}`);
    }
  }
});

test('forms with broken cookies and methods the site does not serve', async ({request}) => {
  test.setTimeout(90_000);
  for (const {path, locale} of formPaths().filter((_, index) => index % 5 === 0)) {
    for (const cookie of COOKIES) {
      const response = await post(request, path, BODIES[1], cookie);
      await expectPageOrCalm(response, locale, `${path} ${cookie}`);
    }
    for (const method of METHODS) {
      cases++;
      const response = await request.fetch(path, {method, maxRedirects: 0});
      expect(response.status(), `${method} ${path}`).toBe(405);
      await expectCalm(response, `${method} ${path}`);
    }
  }
});

test('the relay answers every bad body with JSON below 500', async ({request}) => {
  for (const body of RELAY_BODIES) {
    cases++;
    const response = await request.post('/api/shopify', {headers: {'Content-Type': body.contentType}, data: body.data});
    expect(response.headers()['content-type'], body.data.slice(0, 40)).toContain('application/json');
    await expectCalm(response, body.data.slice(0, 40));
  }
  for (const method of METHODS) {
    cases++;
    const response = await request.fetch('/api/shopify', {method});
    expect(response.status()).toBe(405);
    expect(response.headers()['content-type']).toContain('application/json');
  }
});

test('the relay refuses aliases, depth and cost past its limits, before forwarding', async ({request}) => {
  for (const {name, query, reason, status = 400} of RELAY_COST_CASES) {
    cases++;
    const response = await request.post('/api/shopify', {data: {query}, failOnStatusCode: false});
    expect(response.headers()['content-type'], name).toContain('application/json');
    const text = await expectCalm(response, name);
    if (reason) {
      expect(response.status(), name).toBe(status);
      expect((JSON.parse(text) as {error: string}).error, name).toMatch(reason);
    }
    // Nothing near the 687 KB an unbounded document drew.
    expect(text.length, name).toBeLessThan(20_000);
  }
});

// What a hostile visitor types into an auth form: empty, control characters, markup, template and query
// syntax, header injection, direction overrides, the longest field the site reads and one over.
const HOSTILE_VALUES = [
  '',
  '   ',
  'a\u0000b@example.be',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "' OR '1'='1' --",
  '{{7*7}}${7*7}#{7*7}',
  '__proto__',
  'a@example.be\r\nBcc: victim@example.be',
  '\u202egnp.exe@example.be',
  '\u200b@example.be',
  '😀'.repeat(300),
  `${'a'.repeat(64)}@${'b'.repeat(250)}.be`,
  '1e309',
  'gid://shopify/MailingAddress/1?model_name=CustomerAddress',
  'x'.repeat(9_999),
  'x'.repeat(10_001),
];

const AUTH_FORMS: {screen: 'login' | 'register' | 'recover' | 'reset' | 'activate'; fields: string[]}[] = [
  {screen: 'login', fields: ['email', 'password', 'redirect']},
  {screen: 'register', fields: ['firstName', 'lastName', 'email', 'password', 'acceptsMarketing']},
  {screen: 'recover', fields: ['email']},
  {screen: 'reset', fields: ['password', 'passwordConfirm']},
  {screen: 'activate', fields: ['password', 'passwordConfirm']},
];

const SIGNED_IN_FORMS: {screen: 'account' | 'addresses'; fields: string[]; intents?: string[]}[] = [
  {screen: 'account', fields: ['firstName', 'lastName', 'email', 'phone', 'acceptsMarketing']},
  {
    screen: 'addresses',
    fields: ['addressKey', 'firstName', 'lastName', 'company', 'address1', 'address2', 'zip', 'city', 'province', 'country', 'phone', 'isDefault'],
    intents: ['create', 'update', 'delete', 'default', '__proto__', ''],
  },
];

async function expectHostileAnswered(response: APIResponse, locale: Locale, label: string): Promise<void> {
  await expectPageOrCalm(response, locale, label);
  const text = await response.text();
  expect(text, label).not.toContain('<script>alert(1)');
  expect(text, label).not.toContain('<img src=x');
}

test('every auth form takes hostile values calmly, in the page of its language', async ({request}) => {
  test.setTimeout(120_000);
  // A client address of its own: these posts count against the sign-in, reset-mail and sign-up limits.
  const headers = {'oxygen-buyer-ip': `2001:db8:f1::${Date.now().toString(16).slice(-4)}`};
  for (const [formIndex, {screen, fields}] of AUTH_FORMS.entries()) {
    for (const [valueIndex, value] of HOSTILE_VALUES.entries()) {
      const locale = LOCALES[(formIndex + valueIndex) % LOCALES.length]!;
      const path = filledPath(screen, locale);
      cases++;
      const form = Object.fromEntries(fields.map((field) => [field, value]));
      const response = await request.post(path, {form, headers, maxRedirects: 0, failOnStatusCode: false});
      await expectHostileAnswered(response, locale, `${path} ${JSON.stringify(value.slice(0, 30))}`);
    }
  }
});

test('the signed-in forms (profile, addresses) take hostile values calmly', async ({baseURL}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('fuzz-profile');
  await createCustomer(email, 'fuzz-secret-1');
  const visitor = await requests.newContext({baseURL});
  const signIn = await visitor.post(screenPath('login', 'en'), {form: {email, password: 'fuzz-secret-1'}, maxRedirects: 0});
  expect(signIn.status()).toBe(302);
  for (const [formIndex, {screen, fields, intents}] of SIGNED_IN_FORMS.entries()) {
    for (const [valueIndex, value] of HOSTILE_VALUES.entries()) {
      const locale = LOCALES[(formIndex + valueIndex) % LOCALES.length]!;
      const path = screenPath(screen, locale);
      cases++;
      const form: Record<string, string> = Object.fromEntries(fields.map((field) => [field, value]));
      if (intents) form.intent = intents[valueIndex % intents.length]!;
      const response = await visitor.post(path, {form, maxRedirects: 0, failOnStatusCode: false});
      await expectHostileAnswered(response, locale, `${path} ${form.intent ?? ''} ${JSON.stringify(value.slice(0, 30))}`);
    }
  }
  // Still signed in: no hostile value ended the session or broke the account.
  const account = await visitor.get(screenPath('account', 'en'), {maxRedirects: 0});
  expect(account.status()).toBe(200);
  await visitor.dispose();
});

test('a sample of pages with odd paths, queries and cookies', async ({request}) => {
  test.setTimeout(90_000);
  const pages = LOCALES.flatMap((locale) =>
    (['home', 'shop', 'contact', 'cart'] as const).map((screen) => ({
      path: screenPath(screen, locale),
      locale,
    })),
  );
  for (const {path, locale} of pages) {
    for (const [index, suffix] of PAGE_SUFFIXES.entries()) {
      for (const cookie of [[undefined, COOKIES[0], COOKIES[2]][index % 3]]) {
        cases++;
        const target = `${path === '/' ? '' : path}${suffix}` || '/';
        const response = await request.get(target, {
          headers: cookie ? {Cookie: cookie} : {},
          maxRedirects: 0,
          failOnStatusCode: false,
        });
        const label = `GET ${target.slice(0, 80)} ${cookie ?? ''}`;
        if (suffix.startsWith('.data')) await expectCalm(response, label);
        else if (suffix === OVER_LONG_SUFFIX) await expectPathLimitPage(response, locale);
        else await expectPageOrCalm(response, locale, label);
      }
    }
  }
});

// Contact messages a person might really send, odd but valid (and a few not): each is marked, so the inbox
// can count it. `twice` posts the same form again (a double click, a reload); `lost` loses the first answer.
const MESSAGES_TO_STORE: {name: string; message: (mark: string) => string; twice?: true; lost?: true}[] = [
  {name: 'plain', message: (mark) => `Hello ${mark}`},
  {name: 'double post', message: (mark) => `Twice ${mark}`, twice: true},
  {name: 'lost answer', message: (mark) => `Lost ${mark}`, lost: true},
  {name: 'lost answer and a double post', message: (mark) => `Both ${mark}`, twice: true, lost: true},
  {name: 'unicode and RTL', message: (mark) => `Bonjour 👋🏽 مرحبا שלום ${mark} ñ ß Ω`},
  {name: 'markup', message: (mark) => `<script>alert(1)</script> ${mark} &amp; <b>bold</b>`},
  {name: 'newlines and padding', message: (mark) => `   \r\n line one ${mark}\n\n\tline two   `},
  {name: 'the longest allowed', message: (mark) => `${mark} ${'x'.repeat(5000 - mark.length - 1)}`},
  {name: 'one over the limit', message: (mark) => `${mark} ${'x'.repeat(5000 - mark.length)}`},
];

test('accepted contact messages are stored exactly once, refused ones never', async ({request}) => {
  test.setTimeout(90_000);
  // An address of its own, so these writes do not count against the other tests' shared one.
  const headers = {'oxygen-buyer-ip': `2001:db8:f0::${Date.now().toString(16).slice(-4)}`};
  const tokens: string[] = [];
  for (let index = 0; index < MESSAGES_TO_STORE.length; index++) {
    const html = await (await request.get(screenPath('contact', 'en'), {headers})).text();
    tokens.push(/name="startedAt" value="([^"]+)"/.exec(html)![1]!);
  }
  await new Promise((resolve) => setTimeout(resolve, MIN_FILL_MS + 250));
  for (const [index, sample] of MESSAGES_TO_STORE.entries()) {
    const mark = uniqueText(`fuzz-${index}`).replace(/\s/g, '-');
    const form = {name: 'Fuzz', email: 'fuzz@example.be', website: '', message: sample.message(mark), startedAt: tokens[index]!};
    if (sample.lost) await loseNextAnswer(mark);
    const statuses: number[] = [];
    for (let post = 0; post < (sample.twice ? 2 : 1); post++) {
      cases++;
      const response = await request.post(screenPath('contact', 'en'), {form, headers, maxRedirects: 0, failOnStatusCode: false});
      await expectCalm(response, `contact ${sample.name}`);
      statuses.push(response.status());
    }
    const accepted = statuses[0] === 200;
    expect(new Set(statuses).size, `${sample.name}: every post of one form gets one answer`).toBe(1);
    expect(await storedMessagesWith(mark), `${sample.name}: answered ${statuses[0]}`).toBe(accepted ? 1 : 0);
    if (sample.name === 'one over the limit') expect(statuses[0]).toBe(400);
    else expect(statuses[0], sample.name).toBe(200);
  }
});
