import {publicApiVersionsAt} from '../../api-versions.js';
import type {EmulatorContext} from '../../graphql-context.js';

/** The versions Shopify lists today; the emulator answers each of them with its one model. */
export function publicApiVersions(_parent: unknown, _args: unknown, ctx: EmulatorContext) {
  return publicApiVersionsAt(ctx.now());
}
