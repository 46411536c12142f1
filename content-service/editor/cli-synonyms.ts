import { parseArgs } from "node:util";
import { DEFAULT_LOCALE, isLocale, LOCALES } from "../store/localization";
import { CLI_OPERATIONS } from "./cli-operations";

/**
 * `npm run content -- synonym "<term>" --to "…, …"` and `synonym "<term>" --remove`: the search's
 * synonyms (SearchSynonym), set and published in one step, since an entry has nothing to review.
 * With `--locale es`, the words are that language's localization of an entry: found by its term in
 * that language, or, for a new one, added to the entry whose English term `--of` names.
 */

type Request = (query: string, variables: Record<string, unknown>) => Promise<Record<string, unknown>>;

export const SYNONYM_HELP =
  'npm run content -- synonym "<term>" --to "<word or phrase>, …" | --remove  [--locale es [--of "<English term>"]]\n' +
  '  Search: a query containing the term also asks for each word or phrase (synonym "the clap" --to "gonorrhea").\n' +
  "  Creates or replaces the term's entry and publishes it: every site instance's search follows within a second. --remove deletes it.\n" +
  '  With --locale es: the Spanish words of an entry (synonym "PPE" --to "PEP" --locale es --of "post exposure prophylaxis");\n' +
  "  --of names the entry by its English term when the Spanish term is new. --remove takes the Spanish words away, the English entry stays.";

export async function synonymCommand(args: string[], api: { mutate: Request; preview: Request }): Promise<Record<string, unknown>> {
  const { values, positionals } = parseArgs({
    args,
    options: { to: { type: "string" }, remove: { type: "boolean", default: false }, locale: { type: "string" }, of: { type: "string" } },
    allowPositionals: true,
  });
  const term = positionals.join(" ").trim();
  if (!term || values.remove === Boolean(values.to)) throw new Error(SYNONYM_HELP);
  const synonyms = (values.to ?? "").split(",").map((synonym) => synonym.trim()).filter(Boolean);
  if (values.locale !== undefined && values.locale !== DEFAULT_LOCALE) return localizedSynonym(term, synonyms, values, api);
  if (values.of) throw new Error("--of names the entry a translation belongs to: give it with --locale");
  if (values.remove) return api.mutate(CLI_OPERATIONS.deleteSynonym, { term });
  const { searchSynonym } = await api.preview(CLI_OPERATIONS.findSynonym, { term });
  await (searchSynonym
    ? api.mutate(CLI_OPERATIONS.updateSynonym, { term, synonyms })
    : api.mutate(CLI_OPERATIONS.createSynonym, { term, synonyms }));
  return api.mutate(CLI_OPERATIONS.publishSynonym, { term });
}

async function localizedSynonym(
  term: string,
  synonyms: string[],
  values: { locale?: string; of?: string; remove?: boolean },
  api: { mutate: Request; preview: Request },
): Promise<Record<string, unknown>> {
  const locale = values.locale;
  if (!isLocale(locale)) throw new Error(`--locale "${locale}" is not one of the site's languages (${LOCALES.join(", ")})`);
  const found = (await api.preview(CLI_OPERATIONS.findSynonymIn, { term, locale })).searchSynonym as { id: string } | null;
  if (values.remove) {
    if (!found) throw new Error(`No ${locale} synonym "${term}" to remove`);
    await api.mutate(CLI_OPERATIONS.unpublishSynonymLocalization, { id: found.id, locale });
    return api.mutate(CLI_OPERATIONS.deleteSynonymLocalization, { id: found.id, locale });
  }
  let id = found?.id;
  if (!id) {
    if (!values.of) throw new Error(`"${term}" is a new ${locale} term: name the entry it translates with --of "<English term>"`);
    const english = (await api.preview(CLI_OPERATIONS.findSynonym, { term: values.of })).searchSynonym as { id: string } | null;
    if (!english) throw new Error(`No English synonym entry "${values.of}": create it first (synonym "${values.of}" --to "…")`);
    id = english.id;
  }
  await api.mutate(CLI_OPERATIONS.setSynonymLocalization, { id, locale, term, synonyms });
  return api.mutate(CLI_OPERATIONS.publishSynonymLocalization, { id, locale });
}
