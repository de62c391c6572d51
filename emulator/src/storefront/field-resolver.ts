// The resolver used where the emulator has none: the parent's property if it has one, null where the
// schema allows it, and otherwise an error that names the field. Never an invented value.
import {GraphQLError, isNonNullType, type GraphQLFieldResolver} from 'graphql';

export const emulatorFieldResolver: GraphQLFieldResolver<unknown, unknown> = (
  source,
  _args,
  _ctx,
  info,
) => {
  if (source !== null && typeof source === 'object' && info.fieldName in source) {
    const value = (source as Record<string, unknown>)[info.fieldName];
    if (typeof value === 'function') return (value as () => unknown).call(source);
    return value;
  }
  if (isNonNullType(info.returnType)) {
    throw new GraphQLError(
      `Field '${info.parentType.name}.${info.fieldName}' is not implemented by the emulator`,
      {extensions: {code: 'NOT_IMPLEMENTED'}},
    );
  }
  return null;
};
