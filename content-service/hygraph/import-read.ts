import type { Stage } from "../store/store";
import type { ContentApi } from "./content-api";
import { otherLocales, readInLocale } from "./import-localizations";
import type { ImportModels } from "./import-models";
import { importOperations } from "./import-operations";

/** Entries per read: a page of entries with their relation lists stays under the API's query cost limit. */
const PAGE = 10;

/** The target's entries of one model in one stage, read page by page. */
export async function readAll(api: ContentApi, models: ImportModels, model: string, stage: Stage): Promise<Record<string, unknown>[]> {
  const entries = await readPages(api, models.listQuery(model), importOperations.read(models, model, stage, PAGE), {});
  if (!readInLocale(models, model)) return entries;
  // Its other locales as `localizations` would hold them, had the model a localized field of its own.
  const byId = new Map(entries.map((entry) => [String(entry.id), entry]));
  for (const locale of otherLocales(models)) {
    for (const version of await readPages(api, models.listQuery(model), importOperations.readLocale(models, model, stage, PAGE), { locales: [locale] })) {
      const entry = byId.get(String(version.id));
      if (entry) entry.localizations = [...((entry.localizations as unknown[] | undefined) ?? []), { ...version, locale }];
    }
  }
  return entries;
}

async function readPages(api: ContentApi, list: string, query: string, variables: Record<string, unknown>): Promise<Record<string, unknown>[]> {
  const entries: Record<string, unknown>[] = [];
  for (let skip = 0; ; skip += PAGE) {
    const data = await api.request<Record<string, Record<string, unknown>[]>>(query, { ...variables, skip });
    entries.push(...data[list]);
    if (data[list].length < PAGE) return entries;
  }
}
