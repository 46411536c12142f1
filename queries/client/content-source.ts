import type { Variables } from "graphql-request";
import { requestContent, type ContentDocument, type ContentEndpoint, type ContentRequestOptions, type VariablesArgument } from "./content-client";

/** A content API endpoint bound to the site's configuration; what every query module runs on. */
export type ContentSource = {
  readonly endpoint: ContentEndpoint;
  /** Runs a typed document (queries/generated): the result and the variables are the document's own types. */
  request<TResult, TVariables extends Variables>(document: ContentDocument<TResult, TVariables>, ...variables: VariablesArgument<TVariables>): Promise<TResult>;
};

export function createContentSource(endpoint: ContentEndpoint, timeoutMs?: number, options: Omit<ContentRequestOptions, "timeoutMs"> = {}): ContentSource {
  return {
    endpoint,
    request: (document, ...[variables]) => requestContent(endpoint, document, variables, { ...options, timeoutMs }),
  };
}
