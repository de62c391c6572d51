// Loaders behind `node(id:)` / `nodes(ids:)`, keyed by the gid's type name.
// Another module adds its types with registerNode('Customer', loader) before the first request.
import type {EmulatorContext} from './graphql-context.js';

/** `id` is the gid's id part; `gid` the whole id, for types whose ids carry more (an order's key). */
export type NodeLoader = (id: string, ctx: EmulatorContext, gid: string) => object | null;

export const nodeResolvers = new Map<string, NodeLoader>();

export function registerNode(typeName: string, loader: NodeLoader): void {
  nodeResolvers.set(typeName, loader);
}
