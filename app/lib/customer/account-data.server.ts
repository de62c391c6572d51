// The signed-in screens' one way to the customer's data, whichever API the shop signs customers in with.
import type {RouterContextProvider} from 'react-router';
import {isAccountOutage} from '~/lib/backend-budget.server';
import type {AppEnv} from '~/lib/env.server';
import {createAccountClient} from './customer-account/account-client.server';
import {accountEndpoints} from './customer-account/endpoints.server';
import {createCustomerClient, type CustomerClient} from './customer-client.server';

type Context = Readonly<RouterContextProvider>;

export type AccountData = Pick<
  CustomerClient,
  | 'greeting'
  | 'overview'
  | 'orders'
  | 'order'
  | 'addresses'
  | 'update'
  | 'createAddress'
  | 'updateAddress'
  | 'deleteAddress'
  | 'setDefaultAddress'
>;

/** Customers sign in on Shopify's hosted page when the shop's Customer Account API client is set. */
export function usesCustomerAccountApi(env: Pick<AppEnv, 'PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID' | 'SHOP_ID'>): boolean {
  return Boolean(env.PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID && env.SHOP_ID);
}

export async function accountData(context: Context, request: Request): Promise<AccountData> {
  if (!usesCustomerAccountApi(context.appEnv)) return createCustomerClient(context.storefront);
  return customerAccountClient(context, request);
}

/** The Customer Account API's client for this request, its endpoint found and every call in its budget. */
export async function customerAccountClient(context: Context, request: Request) {
  const budget = context.backendBudget;
  const {graphql} = await budget.run('customer accounts', () => accountEndpoints(context.appEnv), isAccountOutage);
  return createAccountClient({endpoint: graphql, origin: new URL(request.url).origin, budget}, context.storefront);
}
