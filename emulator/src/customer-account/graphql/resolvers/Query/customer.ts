import type {QueryRootResolvers} from '../generated-resolver-types.js';

/** The customer the access token speaks for; a request without one never reaches the schema. */
export const customer: QueryRootResolvers['customer'] = (_root, _args, ctx) => ctx.customer;
