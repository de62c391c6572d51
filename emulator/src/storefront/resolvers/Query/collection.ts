import {collectionByHandle, collectionById} from '../../catalogue.js';
import type {EmulatorContext} from '../../context.js';
import {fromGidNumber} from '../../gid.js';

export function collection(_root: unknown, args: {handle?: string | null; id?: string | null}, ctx: EmulatorContext) {
  if (args.id) {
    const id = fromGidNumber(args.id, 'Collection');
    return id === null ? null : collectionById(ctx.db, id);
  }
  return args.handle ? collectionByHandle(ctx.db, args.handle) : null;
}
