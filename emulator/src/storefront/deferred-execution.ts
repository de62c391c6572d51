// `@defer` in the incremental delivery format Shopify implements (the draft of August 2022: an initial
// `{data, hasNext: true}`, then `{incremental: [{path, data, label?, errors?}], hasNext}`), for the
// multipart answer. graphql-js 16 executes deferred fragments inline, so the operation is cut up instead:
// the initial payload runs the operation without its deferred fragments, and each deferred fragment runs
// alone on the fields that lead to it, its result read at every place that path reaches (lists expand).
// Limits: every part is worked out at once from one snapshot, so the parts arrive together; a @defer
// nested inside a deferred fragment arrives with its parent; mutations are answered in one piece.
import {
  execute,
  Kind,
  type DocumentNode,
  type ExecutionResult,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLFormattedError,
  type GraphQLSchema,
  type InlineFragmentNode,
  type OperationDefinitionNode,
  type SelectionNode,
  type SelectionSetNode,
  type ValueNode,
} from 'graphql';
import {emulatorFieldResolver} from './field-resolver.js';
import {formatExecutionError} from './graphql-errors.js';

export const MULTIPART_CONTENT_TYPE = 'multipart/mixed; boundary="graphql"; deferSpec=20220824';

type Path = (string | number)[];

interface IncrementalItem {
  path: Path;
  data: Record<string, unknown> | null;
  label?: string;
  errors?: GraphQLFormattedError[];
}

export type Payload =
  | {data: unknown; errors?: GraphQLFormattedError[]; hasNext: boolean}
  | {incremental: IncrementalItem[]; hasNext: boolean}
  | {hasNext: false};

export interface DeferredRun {
  schema: GraphQLSchema;
  document: DocumentNode;
  operation: OperationDefinitionNode;
  variables: Record<string, unknown>;
  contextValue: unknown;
}

function variableValue(node: ValueNode, operation: OperationDefinitionNode, variables: Record<string, unknown>): unknown {
  if (node.kind === Kind.BOOLEAN) return node.value;
  if (node.kind !== Kind.VARIABLE) return undefined;
  const name = node.name.value;
  if (name in variables) return variables[name];
  const definition = operation.variableDefinitions?.find((v) => v.variable.name.value === name);
  return definition?.defaultValue?.kind === Kind.BOOLEAN ? definition.defaultValue.value : undefined;
}

/** Whether a fragment is deferred: `@defer` present and its `if` (default true) not false. */
function isDeferred(node: InlineFragmentNode, operation: OperationDefinitionNode, variables: Record<string, unknown>): boolean {
  const directive = node.directives?.find((d) => d.name.value === 'defer');
  if (!directive) return false;
  const condition = directive.arguments?.find((a) => a.name.value === 'if');
  return !condition || variableValue(condition.value, operation, variables) !== false;
}

function labelOf(node: InlineFragmentNode): string | undefined {
  const label = node.directives
    ?.find((d) => d.name.value === 'defer')
    ?.arguments?.find((a) => a.name.value === 'label')?.value;
  return label?.kind === Kind.STRING ? label.value : undefined;
}

/** Named fragments spread in place as inline fragments, so every deferred fragment is one node. */
function inlineSpreads(selectionSet: SelectionSetNode, fragments: Map<string, FragmentDefinitionNode>): SelectionSetNode {
  const selections = selectionSet.selections.map((selection): SelectionNode => {
    if (selection.kind === Kind.FRAGMENT_SPREAD) {
      const fragment = fragments.get(selection.name.value)!;
      return {
        kind: Kind.INLINE_FRAGMENT,
        typeCondition: fragment.typeCondition,
        directives: selection.directives,
        selectionSet: inlineSpreads(fragment.selectionSet, fragments),
      };
    }
    return selection.selectionSet ? {...selection, selectionSet: inlineSpreads(selection.selectionSet, fragments)} : selection;
  });
  return {...selectionSet, selections};
}

function withSelections(selectionSet: SelectionSetNode, selections: readonly SelectionNode[]): SelectionSetNode {
  return {...selectionSet, selections};
}

function childrenOf(selection: SelectionNode): SelectionSetNode | undefined {
  return selection.kind === Kind.FRAGMENT_SPREAD ? undefined : selection.selectionSet;
}

function withChildren(selection: SelectionNode, selectionSet: SelectionSetNode): SelectionNode {
  return selection.kind === Kind.FRAGMENT_SPREAD ? selection : {...selection, selectionSet};
}

/** The fragments deferred at the first level: a @defer inside one of them goes with it. */
function outermostDefers(selectionSet: SelectionSetNode, deferred: (node: InlineFragmentNode) => boolean): InlineFragmentNode[] {
  const found: InlineFragmentNode[] = [];
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.INLINE_FRAGMENT && deferred(selection)) found.push(selection);
    else {
      const children = childrenOf(selection);
      if (children) found.push(...outermostDefers(children, deferred));
    }
  }
  return found;
}

function withoutDeferred(selectionSet: SelectionSetNode, deferred: (node: InlineFragmentNode) => boolean): SelectionSetNode {
  const selections = selectionSet.selections
    .filter((selection) => !(selection.kind === Kind.INLINE_FRAGMENT && deferred(selection)))
    .map((selection) => {
      const children = childrenOf(selection);
      return children ? withChildren(selection, withoutDeferred(children, deferred)) : selection;
    });
  return withSelections(selectionSet, selections);
}

function withoutDeferDirectives(selectionSet: SelectionSetNode): SelectionSetNode {
  const selections = selectionSet.selections.map((selection): SelectionNode => {
    const stripped = {...selection, directives: selection.directives?.filter((d) => d.name.value !== 'defer')};
    const children = childrenOf(selection);
    return children ? withChildren(stripped, withoutDeferDirectives(children)) : stripped;
  });
  return withSelections(selectionSet, selections);
}

/** Only the branch that leads to `target`, and the response keys of the fields on the way. */
function branchTo(
  selectionSet: SelectionSetNode,
  target: InlineFragmentNode,
): {selectionSet: SelectionSetNode; keys: string[]} | null {
  for (const selection of selectionSet.selections) {
    if (selection === target) {
      const alone: InlineFragmentNode = {
        ...target,
        directives: target.directives?.filter((d) => d.name.value !== 'defer'),
        selectionSet: withoutDeferDirectives(target.selectionSet),
      };
      return {selectionSet: withSelections(selectionSet, [alone]), keys: []};
    }
    const children = childrenOf(selection);
    if (!children) continue;
    const inner = branchTo(children, target);
    if (!inner) continue;
    const kept = withChildren(selection, inner.selectionSet);
    const keys = selection.kind === Kind.FIELD ? [responseKey(selection), ...inner.keys] : inner.keys;
    return {selectionSet: withSelections(selectionSet, [kept]), keys};
  }
  return null;
}

function responseKey(field: FieldNode): string {
  return field.alias?.value ?? field.name.value;
}

/** Every object the keys reach from `data`, with its path (list items get their index). */
function objectsAt(data: unknown, keys: string[], path: Path = []): {path: Path; value: unknown}[] {
  if (Array.isArray(data)) return data.flatMap((item, index) => objectsAt(item, keys, [...path, index]));
  if (keys.length === 0) return [{path, value: data}];
  if (data === null || typeof data !== 'object') return [];
  const [key, ...rest] = keys;
  return objectsAt((data as Record<string, unknown>)[key], rest, [...path, key]);
}

/** The part of an error's path that leads to the deferred fragment, or null when it lies elsewhere. */
function deferPathOf(errorPath: readonly (string | number)[] | undefined, keys: string[]): Path | null {
  if (!errorPath) return null;
  const path: Path = [];
  let next = 0;
  for (const step of errorPath) {
    if (next === keys.length && typeof step === 'string') return path;
    if (typeof step === 'number') path.push(step);
    else if (step === keys[next]) {
      path.push(step);
      next += 1;
    } else return null;
  }
  // An error on the way to the fragment was already in the initial payload.
  return null;
}

function run(runArgs: DeferredRun, operation: OperationDefinitionNode): ExecutionResult {
  const result = execute({
    schema: runArgs.schema,
    document: {kind: Kind.DOCUMENT, definitions: [operation]},
    variableValues: runArgs.variables,
    contextValue: runArgs.contextValue,
    fieldResolver: emulatorFieldResolver,
  });
  if (result instanceof Promise) throw new Error('Deferred fragments need synchronous resolvers');
  return result;
}

/** The operation with named fragments inlined, and its deferred fragments; none means a plain answer. */
export function planDefers(
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown>,
): {operation: OperationDefinitionNode; defers: InlineFragmentNode[]} {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  const inlined = {...operation, selectionSet: inlineSpreads(operation.selectionSet, fragments)};
  return {operation: inlined, defers: outermostDefers(inlined.selectionSet, (node) => isDeferred(node, inlined, variables))};
}

export function deferredPayloads(runArgs: DeferredRun): Payload[] {
  const {operation, defers} = planDefers(runArgs.document, runArgs.operation, runArgs.variables);
  const deferred = (node: InlineFragmentNode) => defers.includes(node);
  const initial = run(runArgs, {...operation, selectionSet: withoutDeferred(operation.selectionSet, deferred)});
  const payloads: Payload[] = [
    {
      data: initial.data ?? null,
      ...(initial.errors?.length ? {errors: initial.errors.map(formatExecutionError)} : {}),
      hasNext: true,
    },
  ];
  for (const target of defers) {
    const branch = branchTo(operation.selectionSet, target)!;
    const result = run(runArgs, {...operation, selectionSet: branch.selectionSet});
    const label = labelOf(target);
    const errorsByPath = new Map<string, GraphQLFormattedError[]>();
    for (const error of result.errors ?? []) {
      const path = deferPathOf(error.path, branch.keys);
      if (!path) continue;
      const key = JSON.stringify(path);
      errorsByPath.set(key, [...(errorsByPath.get(key) ?? []), formatExecutionError(error)]);
    }
    const items: IncrementalItem[] = [];
    for (const {path, value} of objectsAt(result.data, branch.keys)) {
      const errors = errorsByPath.get(JSON.stringify(path));
      errorsByPath.delete(JSON.stringify(path));
      // A type condition that does not match leaves nothing to deliver.
      if (value === null || typeof value !== 'object' || (Object.keys(value).length === 0 && !errors)) continue;
      items.push({path, data: value as Record<string, unknown>, ...(label === undefined ? {} : {label}), ...(errors ? {errors} : {})});
    }
    // Errors whose null reached above the fragment: delivered where the fragment would have been.
    for (const [path, errors] of errorsByPath) {
      items.push({path: JSON.parse(path) as Path, data: null, ...(label === undefined ? {} : {label}), errors});
    }
    if (items.length) payloads.push({incremental: items, hasNext: true});
  }
  if (payloads.length === 1) payloads.push({hasNext: false});
  else payloads[payloads.length - 1].hasNext = false;
  return payloads;
}

/**
 * The parts as Shopify frames them: each payload starts after a `--graphql` line and is closed by the
 * next one, so a reader can use each part as soon as it arrives; `--graphql--` ends the body.
 */
export function multipartChunks(payloads: Payload[]): string[] {
  return payloads.map(
    (payload, index) =>
      `${index === 0 ? '\r\n--graphql' : ''}\r\nContent-Type: application/json; charset=utf-8\r\n\r\n${JSON.stringify(payload)}\r\n--graphql${
        index === payloads.length - 1 ? '--\r\n' : ''
      }`,
  );
}

/** Whether the client takes a multipart answer (`Accept: multipart/mixed`, with or without parameters). */
export function acceptsMultipart(request: Request): boolean {
  return (request.headers.get('accept') ?? '')
    .split(',')
    .some((type) => type.split(';')[0].trim().toLowerCase() === 'multipart/mixed');
}
