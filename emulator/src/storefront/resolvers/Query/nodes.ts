import type {EmulatorContext} from '../../graphql-context.js';
import {loadNode} from './node.js';

export function nodes(_root: unknown, args: {ids: string[]}, ctx: EmulatorContext) {
  return args.ids.map((id) => loadNode(id, ctx));
}
