/** A request's query as Next hands it to API routes and getServerSideProps. */
export type QueryValues = Partial<Record<string, string | string[]>>;

/**
 * The one way routes read a query parameter: a value given once, or undefined when it is
 * missing or repeated (`?secret=a&secret=b` is not a secret). The search page's `q` keeps what a
 * repeated box sent, joined with spaces (`repeated: "joined"`).
 */
export function queryValue(query: QueryValues, name: string, options: { repeated?: "refused" | "joined" } = {}): string | undefined {
  const value = query[name];
  if (typeof value === "string") return value;
  if (Array.isArray(value) && options.repeated === "joined") return value.join(" ");
  return undefined;
}
