import type { Stage } from "../store/store";
import type { ContentApi } from "./content-api";
import { otherLocales, readInLocale } from "./import-localizations";
import type { ImportModels } from "./import-models";
import { importOperations } from "./import-operations";

/**
 * Entries per read: a page of entries with their relation lists stays under the API's query cost
 * limit; a model whose entries nest more (a menu's links and dropdowns, in every locale) is read in
 * smaller pages, halved until the API accepts the cost.
 */
const PAGE = 10;
const COST_REFUSED = /cost limit/i;

/** The target's entries of one model in one stage, read page by page. */
export async function readAll(api: ContentApi, models: ImportModels, model: string, stage: Stage): Promise<Record<string, unknown>[]> {
  const entries = await readPages(api, models.listQuery(model), (size) => importOperations.read(models, model, stage, size), {});
  if (!readInLocale(models, model)) return entries;
  // Its other locales as `localizations` would hold them, had the model a localized field of its own.
  const byId = new Map(entries.map((entry) => [String(entry.id), entry]));
  for (const locale of otherLocales(models)) {
    for (const version of await readPages(api, models.listQuery(model), (size) => importOperations.readLocale(models, model, stage, size), { locales: [locale] })) {
      const entry = byId.get(String(version.id));
      if (entry) entry.localizations = [...((entry.localizations as unknown[] | undefined) ?? []), { ...version, locale }];
    }
  }
  return entries;
}

async function readPages(api: ContentApi, list: string, query: (pageSize: number) => string, variables: Record<string, unknown>): Promise<Record<string, unknown>[]> {
  const entries: Record<string, unknown>[] = [];
  let size = PAGE;
  for (let skip = 0; ; ) {
    let data: Record<string, Record<string, unknown>[]>;
    try {
      data = await api.request<Record<string, Record<string, unknown>[]>>(query(size), { ...variables, skip });
    } catch (error) {
      if (size > 1 && COST_REFUSED.test(String(error))) {
        size = Math.floor(size / 2);
        continue;
      }
      throw error;
    }
    entries.push(...data[list]);
    if (data[list].length < size) return entries;
    skip += size;
  }
}
