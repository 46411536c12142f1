import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startContentService, type ContentService } from "@/content-service/http/server";
import { graphql } from "./helpers";

/**
 * Hygraph's localization contract on the shipped content (a temporary copy): a post and its
 * category get a Spanish localization (published), another post a Spanish draft only; queries
 * read them with `locales` in fallback order, `locale`, `localizations` and localized slugs.
 */

const POST = "post-chlamydia-symptoms-testing-treatment";
const DRAFT_ONLY = "post-choosing-a-home-sti-test";
const PREVIEW_TOKEN = "preview-token";
let contentDir: string;
let stateDir: string;
let service: ContentService;

function addLocalization(folder: string, id: string, localization: Record<string, unknown>) {
  const file = join(contentDir, folder, `${id}.json`);
  const stored = JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>;
  writeFileSync(file, JSON.stringify({ ...stored, localizations: { es: localization } }, null, 2));
}

beforeAll(async () => {
  contentDir = mkdtempSync(join(tmpdir(), "content-es-"));
  stateDir = mkdtempSync(join(tmpdir(), "content-state-"));
  cpSync(join(process.cwd(), "content-service", "content"), contentDir, { recursive: true });
  addLocalization("posts", POST, {
    createdAt: "2026-11-20T10:00:00.000Z",
    updatedAt: "2026-11-30T10:00:00.000Z",
    publishedAt: "2026-11-20T10:00:00.000Z",
    title: "Clamidia: síntomas, pruebas y tratamiento",
    slug: "clamidia-sintomas-pruebas-tratamiento",
    excerpt: "La clamidia es una de las ITS bacterianas más comunes.",
    seo: { title: "Clamidia: síntomas y tratamiento" },
  });
  addLocalization("categories", "category-infections", {
    createdAt: "2026-11-20T10:00:00.000Z",
    updatedAt: "2026-11-20T10:00:00.000Z",
    publishedAt: "2026-11-20T10:00:00.000Z",
    title: "Infecciones",
    slug: "infecciones",
  });
  addLocalization("posts", DRAFT_ONLY, {
    createdAt: "2026-11-21T10:00:00.000Z",
    updatedAt: "2026-11-21T10:00:00.000Z",
    publishedAt: null,
    title: "Cómo elegir una prueba casera de ITS",
    slug: "elegir-prueba-casera-its",
  });
  service = await startContentService({ port: 0, contentDir, stateDir, previewToken: PREVIEW_TOKEN });
});

afterAll(async () => {
  await service.close();
  rmSync(contentDir, { recursive: true, force: true });
  rmSync(stateDir, { recursive: true, force: true });
});

type Post = { id: string; locale: string; title: string; slug: string; excerpt?: string; seo?: { title: string; description: string }; category?: { title: string } | null };

describe("reading in a locale", () => {
  it("answers the default locale when no locale is asked for, as Hygraph does", async () => {
    const { body } = await graphql<{ post: Post }>(service, `{ post(where: { id: "${POST}" }) { locale title } }`);
    expect(body.data?.post).toEqual({ locale: "en", title: "Chlamydia: Symptoms, Testing and Treatment" });
  });

  it("returns each entry in the first of the locales it has, left to right, relations included", async () => {
    const { body } = await graphql<{ posts: Post[] }>(
      service,
      `{ posts(locales: [es, en], first: 100) { id locale title seo { title description } category { title } } }`,
    );
    const posts = body.data?.posts ?? [];
    const spanish = posts.find((post) => post.id === POST);
    expect(spanish).toMatchObject({ locale: "es", title: "Clamidia: síntomas, pruebas y tratamiento", category: { title: "Infecciones" } });
    // A component's localized field is the locale's; its other fields stay the default locale's.
    expect(spanish?.seo?.title).toBe("Clamidia: síntomas y tratamiento");
    expect(spanish?.seo?.description).toMatch(/^Chlamydia is one of the most common/);
    // Untranslated posts fall back to English; a Spanish draft is not in the published stage.
    expect(posts.find((post) => post.id === DRAFT_ONLY)).toMatchObject({ locale: "en", title: expect.stringMatching(/^[A-Z][a-z]/) });
    expect(posts.filter((post) => post.locale === "es").map((post) => post.id)).toEqual([POST]);
  });

  it("leaves out entries that have none of the locales asked for", async () => {
    const { body } = await graphql<{ posts: Post[]; postsConnection: { aggregate: { count: number } } }>(
      service,
      `{ posts(locales: [es]) { id locale } postsConnection(locales: [es]) { aggregate { count } } }`,
    );
    expect(body.data?.posts).toEqual([{ id: POST, locale: "es" }]);
    expect(body.data?.postsConnection.aggregate.count).toBe(1);
  });

  it("finds an entry by its slug in the requested locale, and not by the other locale's slug", async () => {
    const bySpanishSlug = await graphql<{ post: Post | null }>(service, `{ post(where: { slug: "clamidia-sintomas-pruebas-tratamiento" }, locales: [es, en]) { id locale } }`);
    expect(bySpanishSlug.body.data?.post).toEqual({ id: POST, locale: "es" });
    const inEnglish = await graphql<{ post: Post | null }>(service, `{ post(where: { slug: "clamidia-sintomas-pruebas-tratamiento" }) { id } }`);
    expect(inEnglish.body.data?.post).toBeNull();
    const filtered = await graphql<{ posts: Post[] }>(service, `{ posts(where: { slug_starts_with: "clamidia" }, locales: [es, en]) { id } }`);
    expect(filtered.body.data?.posts).toEqual([{ id: POST }]);
  });

  it("lists an entry's other localizations, and the current one with includeCurrent", async () => {
    const { body } = await graphql<{ post: { locale: string; localizations: { locale: string; slug: string }[]; all: { locale: string }[] } }>(
      service,
      `{ post(where: { id: "${POST}" }) { locale localizations(locales: [es, en]) { locale slug } all: localizations(locales: [en, es], includeCurrent: true) { locale } } }`,
    );
    expect(body.data?.post.localizations).toEqual([{ locale: "es", slug: "clamidia-sintomas-pruebas-tratamiento" }]);
    expect(body.data?.post.all).toEqual([{ locale: "en" }, { locale: "es" }]);
  });

  it("answers system dates per locale in Hygraph's variations", async () => {
    const { body } = await graphql<{ post: Record<string, string> }>(
      service,
      `{ post(where: { id: "${POST}" }, locales: [es]) { base: updatedAt(variation: BASE) own: updatedAt(variation: LOCALIZATION) combined: updatedAt created: createdAt(variation: LOCALIZATION) } }`,
    );
    expect(body.data?.post).toEqual({
      base: "2026-11-26T02:00:00.000Z",
      own: "2026-11-30T10:00:00.000Z",
      combined: "2026-11-30T10:00:00.000Z",
      created: "2026-11-20T10:00:00.000Z",
    });
  });

  it("shows a translation still in DRAFT only in the DRAFT stage", async () => {
    const published = await graphql<{ post: Post | null }>(service, `{ post(where: { id: "${DRAFT_ONLY}" }, locales: [es]) { locale } }`);
    expect(published.body.data?.post).toBeNull();
    const draft = await graphql<{ post: Post | null }>(service, `{ post(where: { id: "${DRAFT_ONLY}" }, locales: [es], stage: DRAFT) { locale title } }`, undefined, { token: PREVIEW_TOKEN });
    expect(draft.body.data?.post).toEqual({ locale: "es", title: "Cómo elegir una prueba casera de ITS" });
  });
});
