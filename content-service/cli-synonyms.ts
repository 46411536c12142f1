import { parseArgs } from "node:util";

/**
 * `npm run content -- synonym "<term>" --to "…, …"` and `synonym "<term>" --remove`: the search's
 * synonyms (SearchSynonym), set and published in one step, since an entry has nothing to review.
 */

type Request = (query: string, variables: Record<string, unknown>) => Promise<Record<string, unknown>>;

export const SYNONYM_HELP =
  'npm run content -- synonym "<term>" --to "<word or phrase>, …" | --remove\n' +
  '  Search: a query containing the term also asks for each word or phrase (synonym "the clap" --to "gonorrhea").\n' +
  "  Creates or replaces the term's entry and publishes it: every site instance's search follows within a second. --remove deletes it.";

export async function synonymCommand(args: string[], api: { mutate: Request; preview: Request }): Promise<Record<string, unknown>> {
  const { values, positionals } = parseArgs({ args, options: { to: { type: "string" }, remove: { type: "boolean", default: false } }, allowPositionals: true });
  const term = positionals.join(" ").trim();
  if (!term || values.remove === Boolean(values.to)) throw new Error(SYNONYM_HELP);
  if (values.remove) return api.mutate("mutation ($term: String!) { deleteSearchSynonym(where: { term: $term }) { id term } }", { term });
  const synonyms = (values.to ?? "").split(",").map((synonym) => synonym.trim()).filter(Boolean);
  const { searchSynonym } = await api.preview("query ($term: String!) { searchSynonym(where: { term: $term }) { id } }", { term });
  await (searchSynonym
    ? api.mutate("mutation ($term: String!, $synonyms: [String!]!) { updateSearchSynonym(where: { term: $term }, data: { synonyms: $synonyms }) { id } }", { term, synonyms })
    : api.mutate("mutation ($term: String!, $synonyms: [String!]!) { createSearchSynonym(data: { term: $term, synonyms: $synonyms }) { id } }", { term, synonyms }));
  return api.mutate("mutation ($term: String!) { publishSearchSynonym(where: { term: $term }, to: PUBLISHED) { id term synonyms publishedAt } }", { term });
}
