import { requestContent, type ContentEndpoint } from "./content-client";
import type { Variables } from "graphql-request";

/** A content API endpoint bound to the site's configuration; what every query module runs on. */
export type ContentSource = {
  readonly endpoint: ContentEndpoint;
  request<TResult, TVariables extends Variables = Variables>(document: string, variables?: TVariables): Promise<TResult>;
};

export function createContentSource(endpoint: ContentEndpoint, timeoutMs?: number): ContentSource {
  return {
    endpoint,
    request: (document, variables) => requestContent(endpoint, document, variables, { timeoutMs }),
  };
}
