import { parseArgs } from "node:util";
import { CLI_OPERATIONS } from "./cli-operations";

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
  if (values.remove) return api.mutate(CLI_OPERATIONS.deleteSynonym, { term });
  const synonyms = (values.to ?? "").split(",").map((synonym) => synonym.trim()).filter(Boolean);
  const { searchSynonym } = await api.preview(CLI_OPERATIONS.findSynonym, { term });
  await (searchSynonym
    ? api.mutate(CLI_OPERATIONS.updateSynonym, { term, synonyms })
    : api.mutate(CLI_OPERATIONS.createSynonym, { term, synonyms }));
  return api.mutate(CLI_OPERATIONS.publishSynonym, { term });
}
