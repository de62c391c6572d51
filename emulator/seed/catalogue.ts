// This shop's catalogue, whole: what the emulator is seeded from unless EMULATOR_SEED names a file.
import {collections} from './collections.js';
import {policies} from './policies.js';
import {products} from './products.js';
import {countryCodes, languageCodes, shop} from './shop.js';
import type {CatalogueSeed} from './types.js';

export const defaultCatalogueSeed: CatalogueSeed = {shop, countryCodes, languageCodes, products, collections, policies};
