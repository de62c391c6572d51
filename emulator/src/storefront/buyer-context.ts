// `@inContext(buyer:)`. On Shopify it prices a B2B buyer's catalogue for their company location, and it
// is ignored on cart queries and mutations (a cart keeps its own buyer identity). The emulator models no
// companies, so a valid customer sees the public catalogue, which is what Shopify shows a customer
// without a company; a token that names nobody, or any company location, is refused instead of being
// answered as if it had worked.
import {Kind, type GraphQLFormattedError, type OperationDefinitionNode} from 'graphql';
import {customerForAccessToken} from '../commerce/access-tokens.js';
import {customerForAccountToken} from '../customer-account/account-tokens.js';
import type {Database} from '../db/database.js';
import {errorBody} from './graphql-errors.js';
import {readBuyer} from './in-context.js';

function touchesOnlyCarts(operation: OperationDefinitionNode): boolean {
  return operation.selectionSet.selections.every(
    (selection) =>
      selection.kind === Kind.FIELD && (selection.name.value.startsWith('cart') || selection.name.value === '__typename'),
  );
}

/** The errors to answer instead of data, or null when the buyer is absent, ignored or valid. */
export function buyerRefusal(
  db: Database,
  operation: OperationDefinitionNode | undefined,
  variables: Record<string, unknown>,
  now: Date,
): GraphQLFormattedError[] | null {
  const buyer = readBuyer(operation, variables);
  if (!operation || !buyer || touchesOnlyCarts(operation)) return null;
  // Either token Shopify accepts here: a Storefront customer access token (legacy sign-in, or the Customer
  // Account API's storefrontCustomerAccessTokenCreate) or a Customer Account API access token.
  const customer =
    customerForAccessToken(db, buyer.customerAccessToken, now) ?? customerForAccountToken(db, buyer.customerAccessToken, now);
  if (!customer) {
    return errorBody('Invalid buyer: the customer access token is unknown or has expired.', 'BAD_REQUEST').errors;
  }
  if (buyer.companyLocationId) {
    return errorBody('Invalid buyer: company location not found or not allowed.', 'BAD_REQUEST').errors;
  }
  return null;
}
