import { createServer, type Server } from "node:http";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { getVariableValues } from "graphql/execution/values";
import { Kind, parse, validate } from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hygraphSchema } from "@/content-service/hygraph/hygraph-schema";
import { ContentApi } from "@/content-service/hygraph/content-api";
import { runImport } from "@/content-service/hygraph/import";
import { readAll } from "@/content-service/hygraph/import-read";
import { ImportModels, project, projectResolver, storeResolver } from "@/content-service/hygraph/import-models";
import { projectLocales, storeLocales } from "@/content-service/hygraph/import-localizations";
import { startContentService, type ContentService } from "@/content-service/http/server";
import { ContentStore } from "@/content-service/store/store";
import { localizationsOf, localizedVersion, type Locale } from "@/content-service/store/localization";
import { LOCALIZED_TYPES } from "@/content-service/store/models";

/**
 * `npm run hygraph:import` into a second, empty embedded service (the same contract as a hosted
 * project): the shipped content read from its folder (never written), compared entry by entry,
 * field by field, in the PUBLISHED stage, by each model's unique key.
 */

const SHIPPED = join(import.meta.dirname, "..", "..", "content-service", "content");
const TOKEN = "import-token";
const models = new ImportModels();
const lines: string[] = [];

let target: ContentService;
let targetDir: string;
const dirs: string[] = [];

beforeAll(async () => {
  targetDir = mkdtempSync(join(tmpdir(), "import-target-"));
  const stateDir = mkdtempSync(join(tmpdir(), "import-state-"));
  dirs.push(targetDir, stateDir);
  target = await startContentService({ port: 0, contentDir: targetDir, stateDir, token: TOKEN });
});

afterAll(async () => {
  await target?.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** Every request the import sends, held against Hygraph's own schema (variables included) before the target sees it. */
const hygraph = hygraphSchema();
const refusedByHygraph: string[] = [];
const checkedFetch: typeof fetch = async (input, init) => {
  if (typeof init?.body === "string") {
    const { query, variables } = JSON.parse(init.body) as { query: string; variables: Record<string, unknown> };
    const document = parse(query);
    const operation = document.definitions.find((definition) => definition.kind === Kind.OPERATION_DEFINITION);
    const problems = [...validate(hygraph, document).map((error) => error.message), ...(getVariableValues(hygraph, operation?.variableDefinitions ?? [], variables).errors ?? []).map((error) => error.message)];
    refusedByHygraph.push(...problems.map((problem) => `${operation?.name?.value}: ${problem}`));
  }
  return fetch(input, init);
};

const importInto = (options: { stopAfter?: number } = {}) =>
  runImport({ endpoint: `${target.url}/graphql`, token: TOKEN, allowHttp: true, contentDir: SHIPPED, log: (line) => lines.push(line), fetchImpl: checkedFetch, ...options });

/** Every published entry of the shipped content and of the target, as "Model:key" → its fields in each locale (relations and embeds by key). */
async function publishedContent(): Promise<{ shipped: Map<string, unknown>; imported: Map<string, unknown> }> {
  const source = ContentStore.load(SHIPPED);
  const api = new ContentApi({ endpoint: `${target.url}/graphql`, token: TOKEN });
  const shipped = new Map<string, unknown>();
  const imported = new Map<string, unknown>();
  const targetKeys = new Map<string, string>();
  const targetEntries: [string, Record<string, unknown>][] = [];
  for (const model of models.order()) {
    const unique = models.uniqueField(model);
    const resolver = storeResolver(models, source);
    for (const entry of source.all(model, "PUBLISHED")) shipped.set(`${model}:${String(entry[unique])}`, { ...project(models, model, entry, resolver), locales: storeLocales(models, model, entry, resolver) });
    for (const entry of await readAll(api, models, model, "PUBLISHED")) {
      targetKeys.set(String(entry.id), `${model}:${String(entry[unique])}`);
      targetEntries.push([model, entry]);
    }
  }
  for (const [model, entry] of targetEntries) {
    const resolver = projectResolver(models, targetKeys);
    imported.set(`${model}:${String(entry[models.uniqueField(model)])}`, { ...project(models, model, entry, resolver), locales: projectLocales(models, model, entry, resolver) });
  }
  return { shipped, imported };
}

/**
 * Every entry file of a content folder by "Model:key", read without the import's code: ids (of
 * entries and components) and what the project sets itself (publishedAt, an asset's dates,
 * handle and file name) and empty fields (null is no value) left out, every other string that
 * is an entry id replaced by its key, and one naming a component of its entry (a translation's
 * source revision names a review-history item) by that component's place ("changeLog[0]").
 */
function filesByKey(contentDir: string): Map<string, unknown> {
  const store = ContentStore.load(contentDir);
  const keyOf = new Map([...store.documents].map(([id, { model, stored }]) => [id, `${model}:${String(stored[models.uniqueField(model)])}`]));
  const PROJECT_OWNED = new Set(["id", "publishedAt", "handle", "fileName", "_published"]);
  const normalise = (value: unknown, places: Map<string, string>, field = ""): unknown => {
    if (Array.isArray(value)) return value.map((item) => normalise(item, places));
    if (typeof value === "string") return field === "key" ? value : (keyOf.get(value) ?? places.get(value) ?? value);
    if (typeof value !== "object" || value === null) return value;
    return Object.fromEntries(Object.entries(value).filter(([name, inner]) => !PROJECT_OWNED.has(name) && inner !== null).map(([name, inner]) => [name, normalise(inner, places, name)]));
  };
  const componentPlaces = (stored: Record<string, unknown>) =>
    new Map(
      Object.entries(stored).flatMap(([name, value]) =>
        Array.isArray(value) ? value.flatMap((item, index) => (typeof (item as { id?: unknown } | null)?.id === "string" ? [[(item as { id: string }).id, `${name}[${index}]`] as [string, string]] : [])) : [],
      ),
    );
  // A translation as readers get it: the entry in that locale (a localization here stores only what
  // differs from the English; Hygraph's holds every localized field).
  // A model localized only in its components (a menu) has no translation dates in Hygraph's API.
  const inLocales = (model: string, stored: Record<string, unknown>) => {
    const locales = Object.keys(localizationsOf(stored)) as Locale[];
    if (!locales.length) return stored;
    const left = ["__base", "__localization", "localizations", "locale", ...(LOCALIZED_TYPES.has(model) ? [] : ["createdAt", "updatedAt"])];
    const version = (locale: Locale) => Object.fromEntries(Object.entries(localizedVersion(stored, locale) ?? {}).filter(([name]) => !left.includes(name)));
    return { ...stored, localizations: Object.fromEntries(locales.map((locale) => [locale, version(locale)])) };
  };
  // An asset's dates are its upload's (Hygraph's upload takes none).
  return new Map([...store.documents].map(([id, { model, stored }]) => [keyOf.get(id) as string, normalise(model === "Asset" ? { ...stored, createdAt: null, updatedAt: null } : inLocales(model, stored), componentPlaces(stored))]));
}

describe("npm run hygraph:import into an empty project", () => {
  it("stopped half-way, then run again, reproduces every published entry of the shipped content exactly, nothing twice", async () => {
    const stopped = await importInto({ stopAfter: 150 });
    expect(stopped.created).toBeGreaterThan(100);
    expect(lines.at(-1)).toContain("Stopped after 150 writes");

    const finished = await importInto();
    expect(finished.failed).toEqual([]);
    expect(refusedByHygraph).toEqual([]);
    expect(lines.at(-1)).toMatch(/^Imported \d+ entries and assets: \d+ created, \d+ updated, \d+ skipped \(already there and equal\), 0 failed$/);

    const { shipped, imported } = await publishedContent();
    expect(shipped.size).toBeGreaterThan(350);
    expect([...imported.keys()].sort()).toEqual([...shipped.keys()].sort());
    for (const [key, fields] of shipped) expect(imported.get(key), key).toEqual(fields);

    // The same, read straight from the two folders' files: every locale of every entry (the
    // Spanish of ~190 entries, their components' Spanish included) arrives as it is here.
    const shippedFiles = filesByKey(SHIPPED);
    const importedFiles = filesByKey(targetDir);
    expect([...importedFiles.keys()].sort()).toEqual([...shippedFiles.keys()].sort());
    for (const [key, file] of shippedFiles) expect(importedFiles.get(key), key).toEqual(file);
    expect([...importedFiles.values()].filter((file) => "localizations" in (file as object)).length).toBeGreaterThan(150);
  }, 240_000);

  it("a second import changes nothing: every entry and asset is skipped", async () => {
    const again = await importInto();
    expect({ created: again.created, updated: again.updated, failed: again.failed }).toEqual({ created: 0, updated: 0, failed: [] });
    expect(lines.at(-1)).toMatch(/: 0 created, 0 updated, \d+ skipped/);
    const total = [...(await publishedContent()).shipped.keys()].length;
    expect(again.skipped).toBe(total);
  }, 240_000);
});

describe("an edit waiting to be published here", () => {
  it("is imported as the project's draft, over the published version readers keep seeing", async () => {
    const copy = mkdtempSync(join(tmpdir(), "import-source-"));
    dirs.push(copy);
    cpSync(SHIPPED, copy, { recursive: true });
    const file = join(copy, "posts", "post-antibiotic-resistant-gonorrhea.json");
    const current = JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>;
    writeFileSync(file, JSON.stringify({ ...current, title: "Antibiotic-resistant gonorrhea: an edit in review", _published: current }));

    const result = await runImport({ endpoint: `${target.url}/graphql`, token: TOKEN, allowHttp: true, contentDir: copy, log: () => {}, fetchImpl: checkedFetch });
    expect({ created: result.created, updated: result.updated, failed: result.failed }).toEqual({ created: 0, updated: 1, failed: [] });
    expect(refusedByHygraph).toEqual([]);
    const api = new ContentApi({ endpoint: `${target.url}/graphql`, token: TOKEN });
    const title = async (stage: string) =>
      (await api.request<{ post: { title: string } }>(`{ post(where: { slug: "antibiotic-resistant-gonorrhea" }, stage: ${stage}) { title } }`)).post.title;
    expect(await title("DRAFT")).toBe("Antibiotic-resistant gonorrhea: an edit in review");
    expect(await title("PUBLISHED")).toBe(current.title);
    expect((await runImport({ endpoint: `${target.url}/graphql`, token: TOKEN, allowHttp: true, contentDir: copy, log: () => {} })).updated).toBe(0);
  }, 240_000);
});

describe("the import's Content API client", () => {
  let server: Server;
  const seen: number[] = [];
  beforeAll(async () => {
    // A stand-in for Hygraph's rate limit: the first request is answered 429 with Retry-After: 1.
    server = createServer((req, res) => {
      seen.push(Date.now());
      if (seen.length === 1) {
        res.writeHead(429, { "retry-after": "1", "content-type": "application/json" });
        res.end(JSON.stringify({ errors: [{ message: "Too many requests" }] }));
        return;
      }
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({ data: { ok: true } }));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("answers a 429 by waiting the time its Retry-After asks for, then retrying", async () => {
    const address = server.address() as { port: number };
    const api = new ContentApi({ endpoint: `http://127.0.0.1:${address.port}/graphql`, token: "t", baseDelayMs: 10 });
    expect(await api.request<{ ok: boolean }>("{ ok }")).toEqual({ ok: true });
    expect(seen).toHaveLength(2);
    expect(seen[1] - seen[0]).toBeGreaterThanOrEqual(950);
  });
});
