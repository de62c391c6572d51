// A benchmark scenario: prepare() runs once (setup requests allowed) and returns the request body
// for the i-th measured request.
export type GraphqlClient = (query: string, variables?: Record<string, unknown>) => Promise<any>;

export interface Scenario {
  name: string;
  prepare(client: GraphqlClient): Promise<(index: number) => string>;
}
