import {expect, test, type Page} from '@playwright/test';
import {PUBLIC_STOREFRONT_API_TOKEN, SHOP_ID, SKELETON_ORIGIN, skeletonPorts} from '../../scripts/skeleton/skeleton-env.mjs';
import {DEMO_CUSTOMER, PRODUCTS} from '../fixtures/catalogue';

// Hydrogen's stock skeleton on the emulator: /account sends the shopper to the hosted sign-in on
// https://shopify.com, the one-time code comes from the emulator's mailbox, and the skeleton's own
// account pages then show the customer and their order, until they sign out.
const EMULATOR = `http://127.0.0.1:${skeletonPorts().emulator}`;

async function storefront<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await fetch(`${EMULATOR}/api/2026-04/graphql.json`, {
    method: 'POST',
    headers: {'Content-Type': 'application/json', 'X-Shopify-Storefront-Access-Token': PUBLIC_STOREFRONT_API_TOKEN},
    body: JSON.stringify({query, variables}),
  });
  const body = (await response.json()) as {data: T; errors?: unknown};
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

/** An order for the demo customer, bought through the emulator's checkout with a legacy token as the buyer. */
async function placeOrder(page: Page): Promise<string> {
  const {customerAccessTokenCreate} = await storefront<{customerAccessTokenCreate: {customerAccessToken: {accessToken: string}}}>(
    `mutation ($input: CustomerAccessTokenCreateInput!) { customerAccessTokenCreate(input: $input) { customerAccessToken { accessToken } } }`,
    {input: {email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password}},
  );
  const {product} = await storefront<{product: {title: string; variants: {nodes: {id: string}[]}}}>(
    `query ($handle: String!) { product(handle: $handle) { title variants(first: 1) { nodes { id } } } }`,
    {handle: PRODUCTS.cd},
  );
  const {cartCreate} = await storefront<{cartCreate: {cart: {checkoutUrl: string}}}>(
    `mutation ($input: CartInput!) { cartCreate(input: $input) { cart { checkoutUrl } } }`,
    {
      input: {
        lines: [{merchandiseId: product.variants.nodes[0]!.id, quantity: 1}],
        buyerIdentity: {customerAccessToken: customerAccessTokenCreate.customerAccessToken.accessToken},
      },
    },
  );
  await page.goto(cartCreate.cart.checkoutUrl);
  await page.getByLabel('Last name', {exact: true}).fill(DEMO_CUSTOMER.lastName);
  await page.getByLabel('Address', {exact: true}).fill('Rue des Musiciens 12');
  await page.getByLabel('Postal code', {exact: true}).fill('5000');
  await page.getByLabel('City', {exact: true}).fill('Namur');
  await page.getByRole('button', {name: 'Pay now'}).click();
  await expect(page.getByRole('heading', {name: 'Thank you!'})).toBeVisible();
  return product.title;
}

async function oneTimeCode(since: number): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const response = await fetch(`${EMULATOR}/mailbox.json?to=${encodeURIComponent(DEMO_CUSTOMER.email)}`);
      const mails = (await response.json()) as {subject: string; text: string; createdAt: string}[];
      const mail = mails.find((candidate) => Date.parse(candidate.createdAt) >= since && /sign-in code/.test(candidate.subject));
      code = /^\s*(\d{6})\s*$/m.exec(mail?.text ?? '')?.[1] ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

test('a stock Hydrogen skeleton signs a customer in with the Customer Account API, shows the account, and signs out', async ({page}) => {
  const productTitle = await placeOrder(page);

  const asked = Date.now() - 1000;
  await page.goto('/account');
  await expect(page).toHaveURL(new RegExp(`^https://shopify\\.com/authentication/${SHOP_ID}/`));
  await page.getByLabel('Email', {exact: true}).fill(DEMO_CUSTOMER.email);
  await page.getByRole('button', {name: 'Continue'}).click();
  await page.getByLabel('6-digit code').fill(await oneTimeCode(asked));
  await page.getByRole('button', {name: 'Sign in', exact: true}).click();

  // Back on the skeleton: its /account leads to its orders, with the customer's name over them.
  await expect(page).toHaveURL(`${SKELETON_ORIGIN}/account/orders`);
  await expect(page.getByRole('heading', {level: 1})).toHaveText(`Welcome, ${DEMO_CUSTOMER.firstName}`);
  const order = page.getByRole('link', {name: /^#\d+$/});
  await expect(order).toHaveCount(1);
  await order.click();
  await expect(page.getByText(productTitle)).toBeVisible();

  // Signing out ends the session on Shopify's side too, then comes back to the skeleton's home.
  const endSession = page.waitForRequest((request) => request.url().startsWith(`https://shopify.com/authentication/${SHOP_ID}/logout?`));
  await page.getByRole('button', {name: 'Sign out'}).click();
  await endSession;
  await expect(page).toHaveURL(`${SKELETON_ORIGIN}/`);
  await page.goto('/account');
  await expect(page).toHaveURL(new RegExp(`^https://shopify\\.com/authentication/${SHOP_ID}/`));
  await expect(page.getByLabel('Email', {exact: true})).toBeVisible();
});
