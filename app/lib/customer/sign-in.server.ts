import type {RouterContextProvider} from 'react-router';
import {createCustomerClient} from './customer-client.server';
import {forgetCustomer, keepFirstName, keepToken, storedToken} from './customer-session.server';
import {rememberSignedOut} from './signed-out-tokens.server';
import type {StoredToken} from './token-rules';

type Context = Readonly<RouterContextProvider>;

export async function startSession(context: Context, token: StoredToken): Promise<void> {
  keepToken(context.session, token);
  const customer = await createCustomerClient(context.storefront).greeting(token.accessToken);
  keepFirstName(context.session, customer?.firstName);
  await attachCart(context, token.accessToken);
}

// Only an existing cart: none is made for this, and a failure keeps the cart as it was.
export async function attachCart(context: Context, accessToken: string | null): Promise<void> {
  if (!context.cart.getCartId()) return;
  try {
    await context.cart.updateBuyerIdentity({customerAccessToken: accessToken});
  } catch (error) {
    console.error('Cannot update cart buyer identity', error);
  }
}

export async function endSession(context: Context): Promise<void> {
  const token = storedToken(context.session);
  forgetCustomer(context.session);
  if (!token) return;
  await attachCart(context, null);
  try {
    await createCustomerClient(context.storefront).signOut(token.accessToken);
  } catch (error) {
    // The session no longer holds it, but a copy of the old cookie would: refused until it expires.
    console.error('Cannot delete customer access token', error);
    await rememberSignedOut(token, context.appEnv.SESSION_SECRET).catch((failure: unknown) =>
      console.error('Cannot remember the signed-out token', failure),
    );
  }
}
