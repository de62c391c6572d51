// The catalogue half of the resolver map: one module per root field and per object type.
import {registerCatalogueNodes} from '../catalogue-nodes.js';
import {collection} from './Query/collection.js';
import {collections} from './Query/collections.js';
import {localization} from './Query/localization.js';
import {locations} from './Query/locations.js';
import {node} from './Query/node.js';
import {nodes} from './Query/nodes.js';
import {predictiveSearch} from './Query/predictiveSearch.js';
import {product} from './Query/product.js';
import {productRecommendations} from './Query/productRecommendations.js';
import {products} from './Query/products.js';
import {publicApiVersions} from './Query/publicApiVersions.js';
import {productTags} from './Query/productTags.js';
import {productTypes} from './Query/productTypes.js';
import {search} from './Query/search.js';
import {shop} from './Query/shop.js';
import {urlRedirects} from './Query/urlRedirects.js';
import {Collection} from './types/Collection.js';
import {Image} from './types/Image.js';
import {MediaImage} from './types/MediaImage.js';
import {Metafield} from './types/Metafield.js';
import {Product} from './types/Product.js';
import {ProductOption} from './types/ProductOption.js';
import {ProductOptionValue} from './types/ProductOptionValue.js';
import {ProductVariant} from './types/ProductVariant.js';
import {SellingPlan} from './types/SellingPlan.js';
import {SellingPlanAllocation} from './types/SellingPlanAllocation.js';
import {SellingPlanGroup} from './types/SellingPlanGroup.js';
import {paymentSettings, Shop} from './types/Shop.js';
import {ShopPolicy} from './types/ShopPolicy.js';
import type {Resolvers} from './generated-resolver-types.js';

registerCatalogueNodes();

export const catalogueResolvers: Resolvers = {
  QueryRoot: {
    product,
    productByHandle: (root, args: {handle: string}, ctx) => product(root, args, ctx),
    products,
    collection,
    collectionByHandle: (root, args: {handle: string}, ctx) => collection(root, args, ctx),
    collections,
    search,
    predictiveSearch,
    productRecommendations,
    productTypes,
    productTags,
    localization,
    locations,
    publicApiVersions,
    paymentSettings: (_root, _args, ctx) => paymentSettings(ctx),
    shop,
    node,
    nodes,
    urlRedirects,
  },
  Product,
  ProductVariant,
  ProductOption,
  ProductOptionValue,
  Image,
  MediaImage,
  Metafield,
  Collection,
  Shop,
  ShopPolicy,
  SellingPlanGroup,
  SellingPlan,
  SellingPlanAllocation,
};
