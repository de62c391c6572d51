// Loaders behind `node(id:)` / `nodes(ids:)`, keyed by the gid's type name.
// Another module adds its types with registerNode('Customer', loader) before the first request.
import type {EmulatorContext} from './context.js';

export type NodeLoader = (id: string, ctx: EmulatorContext) => object | null;

export const nodeResolvers = new Map<string, NodeLoader>();

export function registerNode(typeName: string, loader: NodeLoader): void {
  nodeResolvers.set(typeName, loader);
}
