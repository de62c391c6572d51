import {GraphQLError} from 'graphql';
import type {EmulatorContext} from '../../graphql-context.js';
import {parseGid} from '../../../ids/gid.js';
import {nodeResolvers} from '../../node-registry.js';

export function loadNode(id: string, ctx: EmulatorContext): object | null {
  const parsed = parseGid(id);
  if (!parsed) throw new GraphQLError(`Invalid global id '${id}'`, {extensions: {code: 'argumentLiteralsIncompatible'}});
  return nodeResolvers.get(parsed.type)?.(parsed.id, ctx, id) ?? null;
}

export function node(_root: unknown, args: {id: string}, ctx: EmulatorContext) {
  return loadNode(args.id, ctx);
}
