import type {MetaDescriptor} from 'react-router';

export function withNoIndex(meta: MetaDescriptor[], noIndex: boolean | undefined): MetaDescriptor[] {
  if (!noIndex) return meta;
  return [...meta.filter((tag) => !('name' in tag && tag.name === 'robots')), {name: 'robots', content: 'noindex, follow'}];
}
