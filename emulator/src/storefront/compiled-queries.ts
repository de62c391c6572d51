// Query operations run as compiled JavaScript (graphql-jit), one plan per document and operation,
// because graphql-js's per-field bookkeeping was about half of an uncached product page's CPU time.
// An answer with errors is worked out again by graphql-js, so error wording, paths and null propagation stay
// graphql-js's (and the emulator's NOT_IMPLEMENTED from its field resolver); queries only, since a
// mutation must not run twice.
import {execute, type DocumentNode, type ExecutionResult, type GraphQLSchema} from 'graphql';
import {compileQuery, isCompiledQuery, type CompiledQuery} from 'graphql-jit';
import {emulatorFieldResolver} from './field-resolver.js';

const plans = new WeakMap<DocumentNode, Map<string, CompiledQuery | null>>();

function planFor(schema: GraphQLSchema, document: DocumentNode, operationName: string | null): CompiledQuery | null {
  let byOperation = plans.get(document);
  if (!byOperation) {
    byOperation = new Map();
    plans.set(document, byOperation);
  }
  const key = operationName ?? '';
  let plan = byOperation.get(key);
  if (plan === undefined) {
    const compiled = compileQuery(schema, document, operationName ?? undefined, {customJSONSerializer: false});
    plan = isCompiledQuery(compiled) ? compiled : null;
    byOperation.set(key, plan);
  }
  return plan;
}

export interface QueryRun {
  schema: GraphQLSchema;
  document: DocumentNode;
  variables: Record<string, unknown>;
  operationName: string | null;
  contextValue: unknown;
}

/** The query's result, as graphql-js's execute() would give it. */
export function executeQuery(run: QueryRun): ExecutionResult | Promise<ExecutionResult> {
  const plan = planFor(run.schema, run.document, run.operationName);
  if (plan) {
    const result = plan.query(undefined, run.contextValue, run.variables);
    if (!(result instanceof Promise) && !result.errors?.length) return result;
  }
  return execute({
    schema: run.schema,
    document: run.document,
    variableValues: run.variables,
    operationName: run.operationName,
    contextValue: run.contextValue,
    fieldResolver: emulatorFieldResolver,
  });
}
