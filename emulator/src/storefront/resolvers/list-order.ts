// The `reverse` argument of Storefront connections, applied before paging.
import type {PageArgs} from '../cursor-connections.js';

export type ReversiblePageArgs = PageArgs & {reverse?: boolean | null};

export function inRequestedOrder<T>(items: T[], args: ReversiblePageArgs): T[] {
  return args.reverse ? [...items].reverse() : items;
}
