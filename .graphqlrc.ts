import type {IGraphQLConfig} from 'graphql-config';
import {getSchema} from '@shopify/hydrogen-codegen';

const CUSTOMER_ACCOUNT_DOCUMENTS = './app/graphql/customer-account/*.{ts,tsx,js,jsx}';

const graphqlConfig: IGraphQLConfig = {
  projects: {
    default: {
      schema: getSchema('storefront'),
      documents: ['./*.{ts,tsx,js,jsx}', './app/**/*.{ts,tsx,js,jsx}', `!${CUSTOMER_ACCOUNT_DOCUMENTS}`],
    },
    // The Customer Account API's operations, typed from its own schema.
    customer: {
      schema: getSchema('customer-account'),
      documents: [CUSTOMER_ACCOUNT_DOCUMENTS],
    },
  },
};

export default graphqlConfig;
