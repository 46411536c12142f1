import { maxAliasesRule } from "@escape.tech/graphql-armor-max-aliases";
import { maxDepthRule } from "@escape.tech/graphql-armor-max-depth";
import { getNamedType, GraphQLError, type DocumentNode, type GraphQLSchema, type ValidationContext, type ValidationRule } from "graphql";
import { getComplexity, type ComplexityEstimator } from "graphql-query-complexity";
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from "@sti-aware/contract/paging";
import { emptyTally, filterCost, filterProblem, tallyFilter, type FilterTally } from "./filter-limits";
import { MODELS } from "../../store/models";

/**
 * Limits every query meets before it runs, as Hygraph enforces complexity limits. The site's
 * own largest query (a content page: up to 100 embeds, each chart with up to 100 promotions) has
 * depth 7, no aliases, ~300 tokens, ~3 kB and a cost of ~596,000 by the rule below; the cost
 * limit leaves room above that and refuses the nested `posts { author { posts … } }` pattern
 * (~980,000) before it runs. What slips under it is bounded while it runs (ANSWER_LIMITS).
 */
export const QUERY_LIMITS = {
  /** Nesting of selections, fragments flattened. */
  depth: 7,
  aliases: 20,
  /** Lexical tokens; parsing stops at the limit, so an oversized document costs almost nothing. */
  tokens: 2_000,
  /** Characters of query text, checked before parsing. */
  queryBytes: 32 * 1024,
  /** Estimated fields resolved (see `paginatedCost`), plus the filters' weight (filter-limits.ts). */
  cost: 750_000,
  /**
   * Bytes of a request body without a token (anonymous reads). The site's largest read is a few
   * KB; a filter big enough to matter is refused here before it is even parsed. Requests with a
   * token (the site's, editors') may send up to MAX_BODY_BYTES, for rich-text documents.
   */
  anonymousBodyBytes: 64 * 1024,
  /**
   * Values (array items and object members, at any depth) in the variables of a request without
   * a token. GraphQL coerces every variable before a filter's conditions can be counted, at a
   * cost per input object times its type's fields (a few ms per few hundred filter objects): this
   * refuses a filter far over the condition limit before that work. The heaviest filter the limits
   * allow holds ~120 values; the site's largest variables, 100 names.
   */
  anonymousVariableValues: 500,
} as const;

/** The request's variables hold more values than `limit`: counted with an early stop, so a huge list costs no more than the limit. */
export function tooManyVariableValues(variables: unknown, limit: number): boolean {
  let count = 0;
  const stack: unknown[] = [variables];
  while (stack.length) {
    const value = stack.pop();
    if (typeof value !== "object" || value === null) continue;
    const members = Array.isArray(value) ? value : Object.values(value);
    count += members.length;
    if (count > limit) return true;
    for (const member of members) if (typeof member === "object" && member !== null) stack.push(member);
  }
  return false;
}

/**
 * What an answer may hold, counted while the query runs (query-work.ts, sliced-json.ts): the
 * cost above is a worst case and the site's largest real answer is far smaller (~600 objects in
 * ~0.4 MB: a hundred posts with their search text, or with their authors and categories), so a
 * query that passes the
 * estimate but meets more data than any page needs is cut off, not served. Hygraph bounds its
 * answers the same way, by the page size of every list and a complexity limit.
 */
export const ANSWER_LIMITS = {
  /** Objects (entries, components, connection parts) in one answer. */
  objects: 5_000,
  /** Bytes of one answer's JSON. */
  bytes: 4 * 1024 * 1024,
} as const;

/**
 * The page size of a list when `first` is not given, as the resolvers apply it: Hygraph's 10 for
 * entries (a root list, a relation, a reverse relation such as an author's posts) and their
 * connections; components and rich-text references list up to the maximum.
 */
function defaultPageSize(typeName: string): number {
  return MODELS.includes(typeName) || typeName.endsWith("Connection") ? DEFAULT_PAGE_SIZE : MAX_PAGE_SIZE;
}

/**
 * Cost counts what a list field may return, as Hygraph's complexity does: a field that takes
 * `first` costs `first` (or its default page size) times one plus its selection, so nested and
 * reverse relations multiply; any other field costs one plus its selection; aliased fields each
 * count.
 */
const paginatedCost: ComplexityEstimator = ({ field, args, childComplexity }) => {
  const paginated = field.args.some((argument) => argument.name === "first");
  if (!paginated) return 1 + childComplexity;
  const first = typeof args.first === "number" && args.first >= 0 ? args.first : defaultPageSize(getNamedType(field.type).name);
  // `first: 0` still runs the list's filter and its aggregate: it costs as one entry.
  return Math.max(1, first) * (1 + childComplexity);
};

/** graphql-armor throws by default and calls its rejections syntax errors: report them as validation errors. */
const reportRejection = {
  propagateOnRejection: false,
  onReject: [(context: ValidationContext | null, error: GraphQLError) => context?.reportError(new GraphQLError(error.message.replace(/^Syntax Error: /, "")))],
};

/** Static limits, checked with the schema's own validation (their result can be cached per document). */
export const limitRules: ValidationRule[] = [
  maxDepthRule({ n: QUERY_LIMITS.depth, exposeLimits: true, flattenFragments: true, ...reportRejection }),
  maxAliasesRule({ n: QUERY_LIMITS.aliases, exposeLimits: true, ...reportRejection }),
];

/** Tallies every list field's `where` filter (not the unique lookups' `where`), then costs it as `paginatedCost` does. */
function filterCounting(tally: FilterTally): ComplexityEstimator {
  return (options) => {
    const where = options.field.args.find((argument) => argument.name === "where");
    if (where && /(?<!Unique)WhereInput$/.test(getNamedType(where.type).name)) tallyFilter(options.args.where, tally);
    return paginatedCost(options);
  };
}

/** The cost and filter limits depend on the variables (`first: $limit`, `where: $where`), so they are checked per request. */
export function costError(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown> | undefined,
  operationName: string | undefined,
): GraphQLError | null {
  let cost: number;
  const tally = emptyTally();
  try {
    cost = getComplexity({ schema, query: document, variables, operationName, estimators: [filterCounting(tally)] });
  } catch (error) {
    // Variables that do not match their declared types: execution reports them the same way.
    return error instanceof GraphQLError ? error : new GraphQLError(String(error));
  }
  const filterRefusal = filterProblem(tally);
  if (filterRefusal) return new GraphQLError(filterRefusal);
  cost += filterCost(tally);
  return cost > QUERY_LIMITS.cost
    ? new GraphQLError(`Query cost limit of ${QUERY_LIMITS.cost} exceeded, found ${cost}. Ask for fewer entries (first) or nest fewer lists.`)
    : null;
}

export const tokenLimitMessage = (found: string) =>
  `Query token limit of ${QUERY_LIMITS.tokens} exceeded (${found}). Send a smaller document.`;
