// The per-request context every Storefront resolver receives: the catalogue's scope plus what only
// the GraphQL layer needs (the public base URL for links, the clock, the request itself).
import type {CatalogueScope} from '../catalogue/catalogue-scope.js';

export interface EmulatorContext extends CatalogueScope {
  baseUrl: string;
  now: () => Date;
  request: Request;
}
