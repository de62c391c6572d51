import {emptyConnection, checkPageArgs, type PageArgs} from '../../cursor-connections.js';

/** The shop ships everything and has no pickup locations. */
export function locations(_root: unknown, args: PageArgs) {
  checkPageArgs(args);
  return emptyConnection();
}
