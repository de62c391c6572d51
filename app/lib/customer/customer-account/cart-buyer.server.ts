// The cart's buyer on the Customer Account API.
import type {RouterContextProvider} from 'react-router';
import {keepToken} from '../customer-session.server';
import {attachCart} from '../sign-in.server';
import {customerAccountClient} from '../account-data.server';
import type {AccountTokens} from './sign-in-flow.server';

type Context = Readonly<RouterContextProvider>;

/**
 * The cart carries the customer as its buyer (checkout files the order under them) through a Storefront
 * token the Customer Account API hands out, renewed with each new access token. Not having one only
 * leaves the cart a guest's.
 */
export async function carryToCart(context: Context, request: Request, tokens: AccountTokens): Promise<void> {
  try {
    const client = await customerAccountClient(context, request);
    const storefrontToken = await client.storefrontToken(tokens.accessToken);
    if (!storefrontToken) return;
    keepToken(context.session, {accessToken: storefrontToken, expiresAt: new Date(tokens.expiresAt).toISOString()});
    await attachCart(context, storefrontToken);
  } catch (error) {
    console.error('Cannot give the cart its buyer', error);
  }
}
