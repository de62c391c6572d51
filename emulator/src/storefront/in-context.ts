// Reads `@inContext(country:, language:, buyer:)` from the operation that will run.
import {Kind, valueFromASTUntyped, type DocumentNode, type OperationDefinitionNode, type ValueNode} from 'graphql';

export interface InContext {
  country: string;
  language: string;
}

const DEFAULT_CONTEXT: InContext = {country: 'BE', language: 'EN'};

export function selectOperation(
  document: DocumentNode,
  operationName: string | null | undefined,
): OperationDefinitionNode | undefined {
  const operations = document.definitions.filter(
    (definition): definition is OperationDefinitionNode =>
      definition.kind === Kind.OPERATION_DEFINITION,
  );
  if (operationName) return operations.find((operation) => operation.name?.value === operationName);
  return operations.length === 1 ? operations[0] : undefined;
}

function valueOf(
  node: ValueNode,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown>,
): string | undefined {
  if (node.kind === Kind.ENUM || node.kind === Kind.STRING) return node.value;
  if (node.kind !== Kind.VARIABLE) return undefined;
  const name = node.name.value;
  const provided = variables[name];
  if (typeof provided === 'string') return provided;
  const definition = operation.variableDefinitions?.find((v) => v.variable.name.value === name);
  return definition?.defaultValue ? valueOf(definition.defaultValue, operation, {}) : undefined;
}

export function readInContext(
  operation: OperationDefinitionNode | undefined,
  variables: Record<string, unknown>,
): InContext {
  const directive = operation?.directives?.find((d) => d.name.value === 'inContext');
  if (!operation || !directive) return DEFAULT_CONTEXT;
  const context = {...DEFAULT_CONTEXT};
  for (const argument of directive.arguments ?? []) {
    const value = valueOf(argument.value, operation, variables);
    if (value && (argument.name.value === 'country' || argument.name.value === 'language')) {
      context[argument.name.value] = value;
    }
  }
  return context;
}

export interface BuyerContext {
  customerAccessToken: string;
  companyLocationId: string | null;
}

/** `@inContext(buyer:)` as given (a literal, a variable, or a literal holding variables); null without one. */
export function readBuyer(
  operation: OperationDefinitionNode | undefined,
  variables: Record<string, unknown>,
): BuyerContext | null {
  const directive = operation?.directives?.find((d) => d.name.value === 'inContext');
  const argument = directive?.arguments?.find((a) => a.name.value === 'buyer');
  if (!operation || !argument) return null;
  const withDefaults: Record<string, unknown> = {};
  for (const definition of operation.variableDefinitions ?? []) {
    if (definition.defaultValue) withDefaults[definition.variable.name.value] = valueFromASTUntyped(definition.defaultValue);
  }
  const buyer: unknown = valueFromASTUntyped(argument.value, {...withDefaults, ...variables});
  if (buyer === null || typeof buyer !== 'object') return null;
  const {customerAccessToken, companyLocationId} = buyer as Record<string, unknown>;
  return {
    customerAccessToken: typeof customerAccessToken === 'string' ? customerAccessToken : '',
    companyLocationId: typeof companyLocationId === 'string' ? companyLocationId : null,
  };
}
