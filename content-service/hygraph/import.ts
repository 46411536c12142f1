import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { isDeepStrictEqual } from "node:util";
import { fileInFolder } from "../assets/file-names";
import { ContentStore, embeddedIds, type Entry, type StoredEntry } from "../store/store";
import { AssetUploader, type AssetUploadChoice, type AssetUploadMode } from "./asset-upload";
import { ContentApi, type ContentApiOptions } from "./content-api";
import { deferredInput, entryInputs, type Target } from "./import-inputs";
import { ImportModels, project, projectResolver, storeKey, storeResolver, type Resolver } from "./import-models";
import { componentReferences, projectLocales, storeLocales } from "./import-localizations";
import { readAll } from "./import-read";
import { publishWhole, type ToPublish } from "./import-publish";
import { localizationsOf } from "../store/localization";
import { importOperations } from "./import-operations";
import { ImportProgress, type ImportSummary } from "./import-report";
import { refuseForMutations } from "./endpoints";
import { refusePlainHttp } from "./plain-http";

/**
 * `npm run hygraph:import [-- --allow-http] [--asset-upload post-data|remote-url|legacy] [--asset-base-url <url>]`: every entry and asset of the embedded content into a Hygraph project
 * (or another embedded service) through its Content API, in two passes. First, model by model in
 * the order that puts related models first, each entry is upserted by its unique field (assets
 * are uploaded, then given their key and alt), with its relations connected and its rich text
 * pointing at the project's ids; what points at an entry not there yet (a page embedding a later
 * page, a window period's final test) is set in the second pass. Then each entry published here
 * is published there. An entry already there and equal (compared field by field, relations by
 * key) is skipped, so a second run, or a run after an interrupted one, writes only what is missing.
 *
 * Every locale goes with its entry (import-localizations.ts); components that differ from the
 * project's are replaced there by their ids; an entry is published, with its locales, only when
 * all of it was written (import-publish.ts).
 */

export type ImportOptions = ContentApiOptions & AssetUploadChoice & {
  contentDir?: string;
  /** Stop after this many writes (tests: an interrupted import). */
  stopAfter?: number;
  log?: (line: string) => void;
  /** Where the progress line goes (a TTY); none when omitted. */
  progressStream?: NodeJS.WriteStream;
  /** Whether an http:// endpoint is meant (plain-http.ts); refused otherwise. */
  allowHttp?: boolean;
};

class Stopped extends Error {}

export async function runImport(options: ImportOptions): Promise<ImportSummary> {
  refusePlainHttp({ HYGRAPH_ENDPOINT: options.endpoint, HYGRAPH_UPLOAD_URL: options.uploadUrl }, options.allowHttp === true);
  refuseForMutations("HYGRAPH_ENDPOINT", options.endpoint);
  const contentDir = options.contentDir ?? join(import.meta.dirname, "..", "content");
  const log = options.log ?? ((line: string) => console.log(line));
  const source = ContentStore.load(contentDir);
  const models = new ImportModels();
  const api = new ContentApi(options);
  const uploader = new AssetUploader(api, options);
  const order = models.order().filter((model) => source.all(model, "DRAFT").length);
  const summary: ImportSummary = { created: 0, updated: 0, skipped: 0, failed: [], unpublished: [] };
  const total = order.reduce((sum, model) => sum + source.all(model, "DRAFT").length, 0);
  const progress = new ImportProgress(total, options.progressStream);
  let writes = 0;
  const wrote = () => {
    writes++;
    if (options.stopAfter !== undefined && writes >= options.stopAfter) throw new Stopped();
  };

  // The source's keys, and what the target holds by key in each stage.
  const sourceKey = (id: string) => storeKey(models, source, id);
  const targetByKey = new Map<string, { id: string; DRAFT?: Record<string, unknown>; PUBLISHED?: Record<string, unknown> }>();
  const targetKeyById = new Map<string, string>();
  for (const model of order) {
    const unique = models.uniqueField(model);
    for (const stage of ["DRAFT", "PUBLISHED"] as const) {
      for (const entry of await readAll(api, models, model, stage)) {
        const key = `${model}:${String(entry[unique])}`;
        targetKeyById.set(String(entry.id), key);
        targetByKey.set(key, { ...targetByKey.get(key), id: String(entry.id), [stage]: entry });
      }
    }
  }
  const target: Target = {
    where: (id) => {
      const key = sourceKey(id);
      if (!key || !targetByKey.has(key)) return null;
      const [model, value] = [key.slice(0, key.indexOf(":")), key.slice(key.indexOf(":") + 1)];
      return { [models.uniqueField(model)]: value };
    },
    id: (id) => {
      const key = sourceKey(id);
      return (key && targetByKey.get(key)?.id) ?? null;
    },
  };
  const sourceResolver = storeResolver(models, source);
  const targetResolver = projectResolver(models, targetKeyById);
  // An entry in every locale: its own fields, then each other locale's localized ones.
  const view = (model: string, entry: Record<string, unknown>, resolve: Resolver, locales: typeof storeLocales) => ({ base: project(models, model, entry, resolve), locales: locales(models, model, entry, resolve) });
  const sourceView = (model: string, entry: Record<string, unknown>) => view(model, entry, sourceResolver, storeLocales);
  const targetView = (model: string, entry: Record<string, unknown>) => view(model, entry, targetResolver, projectLocales);
  const same = (model: string, stored: Record<string, unknown> | null, there: Record<string, unknown> | undefined) =>
    stored === null ? there === undefined : there !== undefined && isDeepStrictEqual(sourceView(model, stored), targetView(model, there));
  // What was not wholly written stays unpublished (import-publish.ts).
  const incomplete = new Set<string>();
  const fail = (model: string, key: string, error: unknown) => {
    incomplete.add(`${model}:${key}`);
    summary.failed.push({ entry: `${model} ${key}`, reason: error instanceof Error ? error.message : String(error) });
  };

  const deferred: { model: string; where: Record<string, string>; data: Record<string, unknown>; key: string }[] = [];
  const toPublish: ToPublish[] = [];
  // An edit waiting to be published, with what the project's draft will be before it (its components' ids).
  const pendingEdits: { model: string; where: Record<string, string>; draft: Record<string, unknown>; key: string; before: () => { view: View; components: Record<string, unknown> } }[] = [];
  try {
    for (const model of order) {
      const unique = models.uniqueField(model);
      for (const draft of relatedFirst(source, model)) {
        const key = String(draft[unique] ?? "");
        progress.tick(`${model} ${key || draft.id}`);
        if (!key) {
          fail(model, draft.id, `has no ${unique} to import it by (content-service/scripts/add-import-keys.ts gives each entry one)`);
          continue;
        }
        const published = source.get(draft.id, "PUBLISHED");
        const there = targetByKey.get(`${model}:${key}`);
        const where = { [unique]: key };
        try {
          const draftEqual = same(model, draft, there?.DRAFT);
          const publishedEqual = same(model, published, there?.PUBLISHED);
          if (draftEqual && publishedEqual) {
            summary.skipped++;
            continue;
          }
          if (there) summary.updated++;
          else summary.created++;
          // The version readers see here is written and published first; an edit waiting to be
          // published here is written over it afterwards, unpublished (pendingEdits).
          const first = published ?? draft;
          let written: { view: View; components: Record<string, unknown> } | null = null;
          if (published && !draftEqual && !isDeepStrictEqual(sourceView(model, draft), sourceView(model, published))) {
            pendingEdits.push({ model, where, draft, key, before: () => written ?? { view: targetView(model, there?.DRAFT ?? {}), components: there?.DRAFT ?? {} } });
          }
          if (published && !publishedEqual) toPublish.push({ model, where, key, locales: Object.keys(localizationsOf(published)) });
          if ((published && publishedEqual) || same(model, first, there?.DRAFT)) continue;
          // Components that differ are replaced (Hygraph changes a component by its id).
          const replace = there?.DRAFT ? pick(there.DRAFT, componentChanges(models, model, sourceView(model, first), targetView(model, there.DRAFT))) : {};
          const inputs = entryInputs(models, model, first, target, replace);
          let targetId = there?.id;
          if (model === "Asset") targetId = await writeAsset(api, uploader, contentDir, first as StoredEntry, targetId, inputs.update);
          else {
            const data = await api.request<Record<string, { id: string } & Record<string, unknown>>>(importOperations.upsert(models, model), { where, upsert: { create: inputs.create, update: inputs.update } });
            targetId = data[`upsert${model}`].id;
            written = { view: sourceView(model, first), components: data[`upsert${model}`] };
            // A translation naming one of the entry's components (the review it was made from) names the project's.
            const references = componentReferences(models, model, first, data[`upsert${model}`], !there, target.id);
            if (references) {
              await api.request(importOperations.update(model), { where, data: references });
              wrote();
            }
          }
          wrote();
          targetByKey.set(`${model}:${key}`, { ...there, id: targetId as string });
          targetKeyById.set(targetId as string, `${model}:${key}`);
          if (inputs.deferred) deferred.push({ model, where, data: inputs.deferred, key });
        } catch (error) {
          if (error instanceof Stopped) throw error;
          fail(model, key, error);
        }
      }
    }
    for (const { model, where, data, key } of deferred) {
      try {
        await api.request(importOperations.update(model), { where, data: deferredInput(data, target) });
        wrote();
      } catch (error) {
        if (error instanceof Stopped) throw error;
        fail(model, key, error);
      }
    }
    await publishWhole(api, toPublish, incomplete, { wrote, fail, unpublished: (item) => summary.unpublished.push(`${item.model} ${item.key}`), isStop: (error) => error instanceof Stopped });
    for (const { model, where, draft, key, before } of pendingEdits) {
      try {
        const { view: was, components } = before();
        const inputs = entryInputs(models, model, draft, target, pick(components, componentChanges(models, model, sourceView(model, draft), was)));
        const data = await api.request<Record<string, Record<string, unknown>>>(importOperations.updateAnswering(models, model), { where, data: { ...inputs.update, ...(inputs.deferred ? deferredInput(inputs.deferred, target) : {}) } });
        wrote();
        const references = componentReferences(models, model, draft, data[`update${model}`], false, target.id);
        if (references) {
          await api.request(importOperations.update(model), { where, data: references });
          wrote();
        }
      } catch (error) {
        if (error instanceof Stopped) throw error;
        fail(model, key, error);
      }
    }
  } catch (error) {
    if (!(error instanceof Stopped)) throw error;
    progress.done();
    log(`Stopped after ${writes} writes (--stop-after): run the import again to finish it.`);
    return summary;
  }
  progress.done();
  for (const line of progress.summaryLines(summary)) log(line);
  return summary;
}

/**
 * A model's entries with those its entries relate to or embed first (the row a window period's
 * final test is, a page another page embeds), so that only a cycle waits for the second pass.
 */
function relatedFirst(source: ContentStore, model: string): Entry[] {
  const entries = source.all(model, "DRAFT");
  const ordered: Entry[] = [];
  const placed = new Set<string>();
  const visit = (entry: Entry) => {
    if (placed.has(entry.id)) return;
    placed.add(entry.id);
    const references = Object.values(entry).flatMap((value) => (typeof value === "string" ? [value] : Array.isArray(value) ? value.filter((item) => typeof item === "string") : embeddedIds(value)));
    for (const id of references) {
      const related = id !== entry.id && source.documents.get(id)?.model === model ? source.get(id, "DRAFT") : null;
      if (related) visit(related);
    }
    ordered.push(entry);
  };
  for (const entry of entries) visit(entry);
  return ordered;
}

type View = { base: Record<string, unknown>; locales: Record<string, Record<string, unknown>> };

/** The component fields whose value differs between two versions of an entry, in any locale. */
function componentChanges(models: ImportModels, model: string, wanted: View, there: View): string[] {
  const components = models.fields(model).filter((field) => field.kind === "component" || field.kind === "union");
  const locales = new Set([...Object.keys(wanted.locales), ...Object.keys(there.locales)]);
  return components
    .filter((field) => !isDeepStrictEqual(wanted.base[field.apiId], there.base[field.apiId]) || [...locales].some((locale) => !isDeepStrictEqual(wanted.locales[locale]?.[field.apiId], there.locales[locale]?.[field.apiId])))
    .map((field) => field.apiId);
}

const pick = (entry: Record<string, unknown>, fields: string[]) => Object.fromEntries(fields.map((field) => [field, entry[field] ?? null]));

/**
 * An asset: its file uploaded when it is not in the project yet (asset-upload.ts: Hygraph Asset
 * Management's createAsset and signed POST, a remote URL, or the legacy /upload), then its own
 * fields (key, alt) set, once the upload is complete. The file is the one its entry names in the content folder's files/, nothing elsewhere: a
 * content folder from someone else could name ../../.env, and the import would upload it.
 */
async function writeAsset(api: ContentApi, uploader: AssetUploader, contentDir: string, asset: StoredEntry, targetId: string | undefined, fields: Record<string, unknown>): Promise<string> {
  let id = targetId;
  if (!id) {
    const path = fileInFolder(join(contentDir, "files"), String(asset.fileName));
    if (!path) throw new Error(`fileName "${String(asset.fileName)}" is not a file name in the content folder's files/ (a plain name: no folders, no ..); nothing was uploaded`);
    const bytes = readFileSync(path);
    ({ id } = await uploader.upload({ bytes, fileName: String(asset.fileName), mimeType: String(asset.mimeType ?? "application/octet-stream"), alt: String(asset.alt ?? "") }));
  }
  await api.request(importOperations.update("Asset"), { where: { id }, data: fields });
  return id;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const endpoint = process.env.HYGRAPH_ENDPOINT;
  const token = process.env.HYGRAPH_CONTENT_TOKEN;
  if (!endpoint || !token) {
    console.error("Set HYGRAPH_ENDPOINT (the project's Content API endpoint) and HYGRAPH_CONTENT_TOKEN (a permanent auth token that may create, update and publish).");
    process.exit(2);
  }
  const stopAt = process.argv.indexOf("--stop-after");
  const argument = (name: string) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined);
  runImport({
    allowHttp: process.argv.includes("--allow-http"),
    endpoint,
    token,
    uploadUrl: process.env.HYGRAPH_UPLOAD_URL,
    assetUpload: argument("--asset-upload") as AssetUploadMode | undefined,
    assetBaseUrl: argument("--asset-base-url"),
    stopAfter: stopAt > 0 ? Number(process.argv[stopAt + 1]) : undefined,
    progressStream: process.stdout.isTTY ? process.stdout : undefined,
  }).then(
    (summary) => process.exit(summary.failed.length ? 1 : 0),
    (error: unknown) => {
      console.error(`Import failed: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    },
  );
}
