// Error bodies in the shapes Shopify's Storefront API sends. Its GraphQL layer is graphql-ruby, so the
// common validation failures are reworded to graphql-ruby's messages and `extensions.code`s.
import {GraphQLError, type GraphQLFormattedError} from 'graphql';

export interface ErrorBody {
  errors: GraphQLFormattedError[];
}

export function errorBody(message: string, code: string): ErrorBody {
  return {errors: [{message, extensions: {code}}]};
}

const REWORDINGS: {
  pattern: RegExp;
  reword: (match: RegExpExecArray) => {message: string; extensions: Record<string, unknown>};
}[] = [
  {
    pattern: /^Cannot query field "(\w+)" on type "(\w+)"\./,
    reword: ([, field, type]) => ({
      message: `Field '${field}' doesn't exist on type '${type}'`,
      extensions: {code: 'undefinedField', typeName: type, fieldName: field},
    }),
  },
  {
    pattern: /^Unknown argument "(\w+)" on field "\w+\.(\w+)"\./,
    reword: ([, argument, field]) => ({
      message: `Field '${field}' doesn't accept argument '${argument}'`,
      extensions: {code: 'argumentNotAccepted', name: field, typeName: 'Field', argumentName: argument},
    }),
  },
  {
    pattern: /^Field "(?:\w+\.)?(\w+)" argument "(\w+)" of type "[^"]+" is required, but it was not provided\./,
    reword: ([, field, argument]) => ({
      message: `Field '${field}' is missing required arguments: ${argument}`,
      extensions: {code: 'missingRequiredArguments', className: 'Field', name: field, arguments: argument},
    }),
  },
  {
    pattern: /^Field "(\w+)" is not defined by type "(\w+)"\./,
    reword: ([, field, type]) => ({
      message: `InputObject '${type}' doesn't accept argument '${field}'`,
      extensions: {code: 'argumentNotAccepted', name: type, typeName: 'InputObject', argumentName: field},
    }),
  },
  {
    pattern: /^Unknown type "(\w+)"\./,
    reword: ([, type]) => ({
      message: `No such type ${type}, so it can't be a fragment condition`,
      extensions: {code: 'undefinedType', typeName: type},
    }),
  },
  {
    pattern: /^Field "(\w+)" must not have a selection since type "([^"]+)" has no subfields\./,
    reword: ([, field, type]) => ({
      message: `Selections can't be made on scalars (field '${field}' returns ${type} but has selections [...])`,
      extensions: {code: 'selectionMismatch', nodeName: `field '${field}'`, typeName: type},
    }),
  },
  {
    pattern: /^Field "(\w+)" of type "([^"]+)" must have a selection of subfields\./,
    reword: ([, field, type]) => ({
      message: `Field must have selections (field '${field}' returns ${type.replace(/[![\]]/g, '')} but has no selections. Did you mean '${field} { ... }'?)`,
      extensions: {code: 'selectionMismatch', nodeName: `field '${field}'`, typeName: type},
    }),
  },
];

export function formatValidationError(error: GraphQLError): GraphQLFormattedError {
  const formatted = error.toJSON();
  if (formatted.extensions?.code) return formatted;
  for (const {pattern, reword} of REWORDINGS) {
    const match = pattern.exec(error.message);
    if (match) {
      const {message, extensions} = reword(match);
      return {message, locations: formatted.locations, extensions};
    }
  }
  return {...formatted, extensions: {code: 'GRAPHQL_VALIDATION_FAILED'}};
}

export function formatSyntaxError(error: GraphQLError): GraphQLFormattedError {
  return {...error.toJSON(), extensions: {code: 'GRAPHQL_PARSE_FAILED'}};
}

/** Execution errors: our own GraphQLErrors pass through; anything unexpected is logged and masked. */
export function formatExecutionError(error: GraphQLError): GraphQLFormattedError {
  const original = error.originalError;
  if (original && !(original instanceof GraphQLError)) {
    console.error('[emulator] resolver failed:', original);
    return {
      message: 'Internal error. Looks like something went wrong on our end.',
      locations: error.locations,
      path: error.path,
      extensions: {code: 'INTERNAL_SERVER_ERROR'},
    };
  }
  const formatted = error.toJSON();
  return formatted.extensions?.code
    ? formatted
    : {...formatted, extensions: {...formatted.extensions, code: 'BAD_REQUEST'}};
}
