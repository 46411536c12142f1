import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { isDeepStrictEqual } from "node:util";
import { fileInFolder } from "../assets/file-names";
import { ContentStore, embeddedIds, type Entry, type Stage, type StoredEntry } from "../store/store";
import { AssetUploader, type AssetUploadChoice, type AssetUploadMode } from "./asset-upload";
import { ContentApi, type ContentApiOptions } from "./content-api";
import { deferredInput, entryInputs, type Target } from "./import-inputs";
import { ImportModels, project, projectResolver, storeKey, storeResolver } from "./import-models";
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
 * A component list of an entry already in the project is left as it is (Hygraph changes
 * components by their own ids): such a difference is reported as failed, to edit in the project.
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

/** Entries per read: a page of entries with their relation lists stays under the API's query cost limit. */
const PAGE = 10;

class Stopped extends Error {}

/** The target's entries of one model in one stage, read page by page. */
export async function readAll(api: ContentApi, models: ImportModels, model: string, stage: Stage): Promise<Record<string, unknown>[]> {
  const list = models.listQuery(model);
  const entries: Record<string, unknown>[] = [];
  for (let skip = 0; ; skip += PAGE) {
    const data = await api.request<Record<string, Record<string, unknown>[]>>(importOperations.read(models, model, stage, PAGE), { skip });
    entries.push(...data[list]);
    if (data[list].length < PAGE) return entries;
  }
}

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
  const summary: ImportSummary = { created: 0, updated: 0, skipped: 0, failed: [] };
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
  const same = (model: string, stored: Record<string, unknown> | null, there: Record<string, unknown> | undefined) =>
    stored === null ? there === undefined : there !== undefined && isDeepStrictEqual(project(models, model, stored, sourceResolver), project(models, model, there, targetResolver));
  const fail = (model: string, key: string, error: unknown) => summary.failed.push({ entry: `${model} ${key}`, reason: error instanceof Error ? error.message : String(error) });

  const deferred: { model: string; where: Record<string, string>; data: Record<string, unknown>; key: string }[] = [];
  const toPublish: { model: string; where: Record<string, string>; key: string }[] = [];
  const pendingEdits: { model: string; where: Record<string, string>; draft: Record<string, unknown>; key: string }[] = [];
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
          if (published && !draftEqual && !isDeepStrictEqual(project(models, model, draft, sourceResolver), project(models, model, published, sourceResolver))) {
            pendingEdits.push({ model, where, draft, key });
          }
          if (published && !publishedEqual) toPublish.push({ model, where, key });
          if ((published && publishedEqual) || same(model, first, there?.DRAFT)) continue;
          const inputs = entryInputs(models, model, first, target);
          let targetId = there?.id;
          if (model === "Asset") targetId = await writeAsset(api, uploader, contentDir, first as StoredEntry, targetId, inputs.update);
          else {
            const data = await api.request<Record<string, { id: string }>>(importOperations.upsert(model), { where, upsert: { create: inputs.create, update: inputs.update } });
            targetId = data[`upsert${model}`].id;
          }
          wrote();
          targetByKey.set(`${model}:${key}`, { ...there, id: targetId as string });
          targetKeyById.set(targetId as string, `${model}:${key}`);
          if (inputs.deferred) deferred.push({ model, where, data: inputs.deferred, key });
          if (there?.DRAFT && hasComponentChange(models, model, project(models, model, first, sourceResolver), project(models, model, there.DRAFT, targetResolver))) {
            fail(model, key, "its components changed since the last import; edit them in the project (Hygraph changes components by their own ids)");
          }
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
    // A project may refuse to publish a link to an entry not published yet (the embedded service's
    // editors' check does): what was refused is tried again while the rounds publish something.
    let pending = toPublish;
    while (pending.length) {
      const refused: { item: (typeof toPublish)[number]; error: unknown }[] = [];
      for (const item of pending) {
        try {
          await api.request(importOperations.publish(item.model), { where: item.where });
          wrote();
        } catch (error) {
          if (error instanceof Stopped) throw error;
          refused.push({ item, error });
        }
      }
      if (refused.length === pending.length) {
        for (const { item, error } of refused) fail(item.model, item.key, error);
        break;
      }
      pending = refused.map(({ item }) => item);
    }
    for (const { model, where, draft, key } of pendingEdits) {
      try {
        const inputs = entryInputs(models, model, draft, target);
        await api.request(importOperations.update(model), { where, data: { ...inputs.update, ...(inputs.deferred ? deferredInput(inputs.deferred, target) : {}) } });
        wrote();
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

/** Whether an entry's components differ (an update leaves them as they are). */
function hasComponentChange(models: ImportModels, model: string, wanted: Record<string, unknown>, there: Record<string, unknown>): boolean {
  return models.fields(model).some((field) => (field.kind === "component" || field.kind === "union") && !isDeepStrictEqual(wanted[field.apiId], there[field.apiId]));
}

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
