import {
  Kind,
  parse,
  visit,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import {ALLOWED_ROOT_FIELDS, ALLOWED_SUBFIELDS, type AllowedOperationType} from './allowed-operations';
import {RelayRefusal} from './relay-response.server';

// Far above any query of the call table; keeps a hostile document from costing the parser.
const MAX_TOKENS = 4000;
// Also far above the call table (6 levels, 3 aliases, about 100 fields with their fragments): a
// selection 1,000 levels deep or a field asked for under 100 names costs the shop, not the caller.
export const RELAY_LIMITS = {depth: 15, aliases: 30, fields: 1500} as const;

export interface CheckedDocument {
  document: DocumentNode;
  operation: OperationDefinitionNode;
  operationType: AllowedOperationType;
  rootField: string;
  root: FieldNode;
}

function parseDocument(query: string): DocumentNode {
  try {
    return parse(query, {noLocation: true, maxTokens: MAX_TOKENS});
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new RelayRefusal(400, `The query is not a valid GraphQL document: ${message}`);
  }
}

function chooseOperation(
  operations: OperationDefinitionNode[],
  operationName: string | null | undefined,
): OperationDefinitionNode {
  if (operations.length === 0) throw new RelayRefusal(400, 'The document holds no operation.');
  if (operationName) {
    const named = operations.filter((operation) => operation.name?.value === operationName);
    if (named.length === 0) {
      throw new RelayRefusal(400, `The document has no operation named "${operationName}".`);
    }
    if (named.length > 1) {
      throw new RelayRefusal(400, `The document has several operations named "${operationName}".`);
    }
    return named[0];
  }
  if (operations.length > 1) {
    throw new RelayRefusal(400, 'The document holds several operations: name the one to run in operationName.');
  }
  return operations[0];
}

// Fragments are spread so a field cannot hide in one (`... on QueryRoot { customer }`) from the checks.
function collectFields(
  selectionSet: SelectionSetNode,
  fragments: Map<string, FragmentDefinitionNode>,
  path: string[] = [],
): FieldNode[] {
  return selectionSet.selections.flatMap((selection) => {
    if (selection.kind === Kind.FIELD) return [selection];
    if (selection.kind === Kind.INLINE_FRAGMENT) {
      return collectFields(selection.selectionSet, fragments, path);
    }
    const name = selection.name.value;
    const fragment = fragments.get(name);
    if (!fragment) throw new RelayRefusal(400, `The document uses an unknown fragment "${name}".`);
    if (path.includes(name)) throw new RelayRefusal(400, `The fragment "${name}" spreads itself.`);
    return collectFields(fragment.selectionSet, fragments, [...path, name]);
  });
}

function spreadsIn(selectionSet: SelectionSetNode): string[] {
  const names: string[] = [];
  visit(selectionSet, {
    FragmentSpread(node) {
      names.push(node.name.value);
    },
  });
  return names;
}

function usedFragments(
  operation: OperationDefinitionNode,
  fragments: Map<string, FragmentDefinitionNode>,
): FragmentDefinitionNode[] {
  const done = new Set<string>();
  const reach = (name: string, path: string[]) => {
    if (path.includes(name)) throw new RelayRefusal(400, `The fragment "${name}" spreads itself.`);
    if (done.has(name)) return;
    const fragment = fragments.get(name);
    if (!fragment) throw new RelayRefusal(400, `The document uses an unknown fragment "${name}".`);
    for (const next of spreadsIn(fragment.selectionSet)) reach(next, [...path, name]);
    done.add(name);
  };
  for (const name of spreadsIn(operation.selectionSet)) reach(name, []);
  return [...done].map((name) => fragments.get(name)!);
}

function refuseIntrospectionAndStreaming(document: DocumentNode): void {
  visit(document, {
    Field(node) {
      if (node.name.value === '__schema' || node.name.value === '__type') {
        throw new RelayRefusal(403, 'Introspection is not relayed.');
      }
    },
    Directive(node) {
      if (node.name.value === 'defer' || node.name.value === 'stream') {
        throw new RelayRefusal(400, `The relay answers in one piece: @${node.name.value} is not supported.`);
      }
    },
  });
}

/** Depth, aliases and fields of the operation, fragments spread; stops counting once past a limit. */
function refuseOversized(operation: OperationDefinitionNode, fragments: Map<string, FragmentDefinitionNode>): void {
  const counted = {aliases: 0, fields: 0};
  const walk = (selectionSet: SelectionSetNode, depth: number) => {
    if (depth > RELAY_LIMITS.depth) {
      throw new RelayRefusal(400, `The selection is deeper than the relay forwards (${RELAY_LIMITS.depth} levels).`);
    }
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        if (selection.alias && ++counted.aliases > RELAY_LIMITS.aliases) {
          throw new RelayRefusal(400, `The document uses more aliases than the relay forwards (${RELAY_LIMITS.aliases}).`);
        }
        if (++counted.fields > RELAY_LIMITS.fields) {
          throw new RelayRefusal(400, `The document asks for more fields than the relay forwards (${RELAY_LIMITS.fields}).`);
        }
        if (selection.selectionSet) walk(selection.selectionSet, depth + 1);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        walk(selection.selectionSet, depth);
      } else {
        // Spreads are known and acyclic by now (usedFragments).
        walk(fragments.get(selection.name.value)!.selectionSet, depth);
      }
    }
  };
  walk(operation.selectionSet, 1);
}

export function checkDocument(query: string, operationName?: string | null): CheckedDocument {
  const parsed = parseDocument(query);
  const operations: OperationDefinitionNode[] = [];
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of parsed.definitions) {
    if (definition.kind === Kind.OPERATION_DEFINITION) operations.push(definition);
    else if (definition.kind === Kind.FRAGMENT_DEFINITION) {
      if (fragments.has(definition.name.value)) {
        throw new RelayRefusal(400, `The fragment "${definition.name.value}" is defined twice.`);
      }
      fragments.set(definition.name.value, definition);
    } else {
      throw new RelayRefusal(400, 'The document may hold only operations and fragments.');
    }
  }

  const operation = chooseOperation(operations, operationName);
  const document: DocumentNode = {
    kind: Kind.DOCUMENT,
    definitions: [operation, ...usedFragments(operation, fragments)],
  };
  refuseIntrospectionAndStreaming(document);
  refuseOversized(operation, fragments);

  if (operation.operation === 'subscription') {
    throw new RelayRefusal(403, 'Subscriptions are not relayed.');
  }
  const operationType = operation.operation;
  const rootFields = collectFields(operation.selectionSet, fragments);
  if (rootFields.length !== 1) {
    throw new RelayRefusal(
      403,
      `The relay forwards one operation of the call table per request; this ${operationType} asks for ${rootFields.length} root fields.`,
    );
  }
  const [root] = rootFields;
  const rootField = root.name.value;
  if (!Object.hasOwn(ALLOWED_ROOT_FIELDS[operationType], rootField)) {
    throw new RelayRefusal(403, `The ${operationType} "${rootField}" is not one the relay forwards.`);
  }

  const subfields = ALLOWED_SUBFIELDS[rootField];
  if (subfields && root.selectionSet) {
    for (const field of collectFields(root.selectionSet, fragments)) {
      if (!subfields.has(field.name.value)) {
        throw new RelayRefusal(
          403,
          `Through "${rootField}" the relay forwards only ${[...subfields].filter((name) => !name.startsWith('__')).join(', ')}; "${field.name.value}" is not one of them.`,
        );
      }
    }
  }

  return {document, operation, operationType, rootField, root};
}
