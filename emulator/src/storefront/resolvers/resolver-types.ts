// Resolver map typing shared by the catalogue and commerce halves.
import type {GraphQLResolveInfo} from 'graphql';
import type {EmulatorContext} from '../graphql-context.js';

// Parents and arguments vary by field; resolvers narrow them where they use them.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type FieldResolver = (parent: any, args: any, ctx: EmulatorContext, info: GraphQLResolveInfo) => unknown;

export type TypeResolvers = Record<string, FieldResolver | {resolve: FieldResolver}>;

/** A type's resolvers, hand-typed (TypeResolvers) or generated from the schema (ProductResolvers, …). */
export type Resolvers = Record<string, TypeResolvers | object>;
