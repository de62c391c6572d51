// What every Customer Account resolver receives: the catalogue's scope (line item titles and images
// follow `@inContext(language:)`), the clock, the public base URL, and the customer the token speaks for.
import type {CatalogueScope} from '../../catalogue/catalogue-scope.js';
import type {CustomerRecord} from '../../commerce/customer-store.js';

export interface CustomerAccountContext extends CatalogueScope {
  baseUrl: string;
  now: () => Date;
  /** Read when the request starts; mutations read it again inside their transaction. */
  customer: CustomerRecord;
}
