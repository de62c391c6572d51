import type {MetaDescriptor} from 'react-router';

/**
 * A listing's meta, kept out of search indexes when it is a variant of the list
 * (filtered, sorted, a later page): its canonical URL already names the plain
 * list, and its links still lead crawlers to the products.
 */
export function withNoIndex(meta: MetaDescriptor[], noIndex: boolean | undefined): MetaDescriptor[] {
  if (!noIndex) return meta;
  return [...meta.filter((tag) => !('name' in tag && tag.name === 'robots')), {name: 'robots', content: 'noindex, follow'}];
}
