import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { dropLocalizations, graphql, plantLocalization, withShippedContentCopy } from "./helpers";

/**
 * Hygraph's localization contract on the shipped content (a temporary copy, most of it translated):
 * a post and its category get a Spanish localization of the test's own (published), another post a
 * Spanish draft only, and a third none (the test translates it); queries
 * read them with `locales` in fallback order, `locale`, `localizations` and localized slugs.
 */

const POST = "post-chlamydia-symptoms-testing-treatment";
const DRAFT_ONLY = "post-choosing-a-home-sti-test";
const UNTRANSLATED = "post-syphilis-stages-and-testing";
const PREVIEW_TOKEN = "preview-token";
const TOKEN = "mutation-token";
const test = withShippedContentCopy({ previewToken: PREVIEW_TOKEN, token: TOKEN }, (contentDir) => {
  plantLocalization(contentDir, "posts", POST, {
    es: {
      createdAt: "2026-11-20T10:00:00.000Z",
      updatedAt: "2026-11-30T10:00:00.000Z",
      publishedAt: "2026-11-20T10:00:00.000Z",
      title: "Clamidia: síntomas, pruebas y tratamiento",
      slug: "clamidia-sintomas-pruebas-tratamiento",
      excerpt: "La clamidia es una de las ITS bacterianas más comunes.",
      seo: { title: "Clamidia: síntomas y tratamiento" },
    },
  });
  plantLocalization(contentDir, "categories", "category-infections", {
    es: { createdAt: "2026-11-20T10:00:00.000Z", updatedAt: "2026-11-20T10:00:00.000Z", publishedAt: "2026-11-20T10:00:00.000Z", title: "Infecciones", slug: "infecciones" },
  });
  plantLocalization(contentDir, "posts", DRAFT_ONLY, {
    es: { createdAt: "2026-11-21T10:00:00.000Z", updatedAt: "2026-11-21T10:00:00.000Z", publishedAt: null, title: "Cómo elegir una prueba casera de ITS", slug: "elegir-prueba-casera-its" },
  });
  dropLocalizations(contentDir, "posts", UNTRANSLATED);
});

/** The posts of the content copy whose Spanish translation is stored as published (the shipped ones and the test's). */
function publishedInSpanish(): string[] {
  const folder = join(test.contentDir, "posts");
  return readdirSync(folder)
    .map((name) => JSON.parse(readFileSync(join(folder, name), "utf8")) as { id: string; localizations?: { es?: { publishedAt?: string | null } } })
    .filter((post) => post.localizations?.es?.publishedAt)
    .map((post) => post.id)
    .sort();
}

type Post = { id: string; locale: string; title: string; slug: string; excerpt?: string; seo?: { title: string; description: string }; category?: { title: string } | null };

describe("reading in a locale", () => {
  it("answers the default locale when no locale is asked for, as Hygraph does", async () => {
    const { body } = await graphql<{ post: Post }>(test.service, `{ post(where: { id: "${POST}" }) { locale title } }`);
    expect(body.data?.post).toEqual({ locale: "en", title: "Chlamydia: Symptoms, Testing and Treatment" });
  });

  it("returns each entry in the first of the locales it has, left to right, relations included", async () => {
    const { body } = await graphql<{ posts: Post[] }>(
      test.service,
      `{ posts(locales: [es, en], first: 100) { id locale title seo { title description } category { title } } }`,
    );
    const posts = body.data?.posts ?? [];
    const spanish = posts.find((post) => post.id === POST);
    expect(spanish).toMatchObject({ locale: "es", title: "Clamidia: síntomas, pruebas y tratamiento", category: { title: "Infecciones" } });
    // A component's localized field is the locale's; its other fields stay the default locale's.
    expect(spanish?.seo?.title).toBe("Clamidia: síntomas y tratamiento");
    expect(spanish?.seo?.description).toMatch(/^Chlamydia is one of the most common/);
    // Untranslated posts fall back to English; a Spanish draft is not in the published stage.
    expect(posts.find((post) => post.id === UNTRANSLATED)).toMatchObject({ locale: "en", title: "Syphilis: Stages, Testing and Treatment" });
    expect(posts.find((post) => post.id === DRAFT_ONLY)).toMatchObject({ locale: "en", title: expect.stringMatching(/^[A-Z][a-z]/) });
    // In Spanish: exactly the posts with a published translation, the shipped ones included.
    expect(posts.filter((post) => post.locale === "es").map((post) => post.id).sort()).toEqual(publishedInSpanish());
  });

  it("leaves out entries that have none of the locales asked for", async () => {
    const { body } = await graphql<{ posts: Post[]; postsConnection: { aggregate: { count: number } } }>(
      test.service,
      `{ posts(locales: [es], first: 100) { id locale } postsConnection(locales: [es]) { aggregate { count } } }`,
    );
    const ids = (body.data?.posts ?? []).map((post) => post.id);
    // Left out: every post with no translation (as the one dropped here) and the one whose translation is a draft.
    expect(ids.sort()).toEqual(publishedInSpanish());
    expect(ids).toContain(POST);
    expect(ids).not.toContain(UNTRANSLATED);
    expect(ids).not.toContain(DRAFT_ONLY);
    expect(new Set(body.data?.posts.map((post) => post.locale))).toEqual(new Set(["es"]));
    expect(body.data?.postsConnection.aggregate.count).toBe(ids.length);
  });

  it("finds an entry by its slug in the requested locale, and not by the other locale's slug", async () => {
    const bySpanishSlug = await graphql<{ post: Post | null }>(test.service, `{ post(where: { slug: "clamidia-sintomas-pruebas-tratamiento" }, locales: [es, en]) { id locale } }`);
    expect(bySpanishSlug.body.data?.post).toEqual({ id: POST, locale: "es" });
    const inEnglish = await graphql<{ post: Post | null }>(test.service, `{ post(where: { slug: "clamidia-sintomas-pruebas-tratamiento" }) { id } }`);
    expect(inEnglish.body.data?.post).toBeNull();
    const filtered = await graphql<{ posts: Post[] }>(test.service, `{ posts(where: { slug_starts_with: "clamidia" }, locales: [es, en]) { id } }`);
    expect(filtered.body.data?.posts).toEqual([{ id: POST }]);
  });

  it("lists an entry's other localizations, and the current one with includeCurrent", async () => {
    const { body } = await graphql<{ post: { locale: string; localizations: { locale: string; slug: string }[]; all: { locale: string }[] } }>(
      test.service,
      `{ post(where: { id: "${POST}" }) { locale localizations(locales: [es, en]) { locale slug } all: localizations(locales: [en, es], includeCurrent: true) { locale } } }`,
    );
    expect(body.data?.post.localizations).toEqual([{ locale: "es", slug: "clamidia-sintomas-pruebas-tratamiento" }]);
    expect(body.data?.post.all).toEqual([{ locale: "en" }, { locale: "es" }]);
  });

  it("answers system dates per locale in Hygraph's variations", async () => {
    const { body } = await graphql<{ post: Record<string, string> }>(
      test.service,
      `{ post(where: { id: "${POST}" }, locales: [es]) { base: updatedAt(variation: BASE) own: updatedAt(variation: LOCALIZATION) combined: updatedAt created: createdAt(variation: LOCALIZATION) } }`,
    );
    expect(body.data?.post).toEqual({
      base: "2026-11-26T02:00:00.000Z",
      own: "2026-11-30T10:00:00.000Z",
      combined: "2026-11-30T10:00:00.000Z",
      created: "2026-11-20T10:00:00.000Z",
    });
  });

  it("reads the gcms-locales header's locales when the query gives none, and refuses an unknown locale there", async () => {
    const ask = (locales: string, query: string) =>
      fetch(`${test.service.url}/graphql`, { method: "POST", headers: { "content-type": "application/json", "gcms-locales": locales }, body: JSON.stringify({ query }) });
    const answer = await ask("es,en", `{ post(where: { id: "${POST}" }) { locale title } english: post(where: { id: "${POST}" }, locales: [en]) { locale } }`);
    expect(await answer.json()).toEqual({ data: { post: { locale: "es", title: "Clamidia: síntomas, pruebas y tratamiento" }, english: { locale: "en" } } });
    const refused = await ask("fr", "{ posts { id } }");
    expect(refused.status).toBe(400);
    expect(JSON.stringify(await refused.json())).toContain('gcms-locales: unknown locale \\"fr\\"');
  });

  it("shows a translation still in DRAFT only in the DRAFT stage", async () => {
    const published = await graphql<{ post: Post | null }>(test.service, `{ post(where: { id: "${DRAFT_ONLY}" }, locales: [es]) { locale } }`);
    expect(published.body.data?.post).toBeNull();
    const draft = await graphql<{ post: Post | null }>(test.service, `{ post(where: { id: "${DRAFT_ONLY}" }, locales: [es], stage: DRAFT) { locale title } }`, undefined, { token: PREVIEW_TOKEN });
    expect(draft.body.data?.post).toEqual({ locale: "es", title: "Cómo elegir una prueba casera de ITS" });
  });
});

describe("writing and publishing a translation", () => {
  const SYPHILIS = UNTRANSLATED;
  const read = (locales: string) =>
    graphql<{ post: { locale: string; title: string; slug: string; base: string } | null }>(
      test.service,
      `{ post(where: { id: "${SYPHILIS}" }, locales: ${locales}) { locale title slug base: updatedAt(variation: BASE) } }`,
    ).then((answer) => answer.body.data?.post ?? null);
  const mutate = (query: string) => graphql<Record<string, { id: string } | null>>(test.service, query, undefined, { token: TOKEN });

  it("refuses a translation's slug that is not normal, as an English one is, saying what to write; stores nothing", async () => {
    for (const [slug, normal] of [["../../api/revalidate", "apirevalidate"], ["Sífilis etapas", "sifilis-etapas"]]) {
      const { status, body } = await mutate(`mutation { updatePost(where: { id: "${SYPHILIS}" }, data: { localizations: { create: [{ locale: es, data: { title: "Sífilis", slug: "${slug}" } }] } }) { id } }`);
      expect(status).toBe(400);
      expect(body.errors?.[0].message).toBe(
        `localizations.create[0].data.slug: "${slug}" is not valid: a slug is lowercase letters a-z, digits and single hyphens, starting with a letter (write "${normal}")`,
      );
    }
    expect(await read("[es]")).toBeNull();
    const english = await graphql(test.service, 'mutation { createPost(data: { title: "T", slug: "../../api/revalidate", author: { connect: { slug: "amara-okafor" } } }) { id } }', undefined, { token: TOKEN });
    expect(english.body.errors?.[0].message).toMatch(/^slug "..\/..\/api\/revalidate" is not valid: a slug is lowercase letters/);
  });

  it("creates a translation in DRAFT, publishes it alone, and leaves the English fields and dates as they were", async () => {
    const before = await read("[en]");
    const created = await mutate(`mutation { updatePost(where: { id: "${SYPHILIS}" }, data: { localizations: { create: [{ locale: es, data: { title: "Sífilis: etapas, pruebas y tratamiento", slug: "sifilis-etapas" } }] } }) { id } }`);
    expect(created.body.errors).toBeUndefined();
    expect(await read("[es]")).toBeNull();
    await mutate(`mutation { publishPost(where: { id: "${SYPHILIS}" }, locales: [es], publishBase: false) { id } }`);
    expect(await read("[es]")).toMatchObject({ locale: "es", title: "Sífilis: etapas, pruebas y tratamiento", slug: "sifilis-etapas" });
    expect(await read("[en]")).toEqual(before);
  });

  it("keeps the published translation until its edit is published", async () => {
    await mutate(`mutation { updatePost(where: { id: "${SYPHILIS}" }, data: { localizations: { update: [{ locale: es, data: { title: "Sífilis: guía" } }] } }) { id } }`);
    expect((await read("[es]"))?.title).toBe("Sífilis: etapas, pruebas y tratamiento");
    await mutate(`mutation { publishPost(where: { id: "${SYPHILIS}" }, locales: [es], publishBase: false) { id } }`);
    expect((await read("[es]"))?.title).toBe("Sífilis: guía");
  });

  it("refuses a Spanish slug another post has in Spanish, naming the field", async () => {
    const { status, body } = await mutate(`mutation { updatePost(where: { id: "${SYPHILIS}" }, data: { localizations: { upsert: [{ locale: es, create: { title: "x", slug: "clamidia-sintomas-pruebas-tratamiento" }, update: { slug: "clamidia-sintomas-pruebas-tratamiento" } }] } }) { id } }`);
    expect(status).toBe(400);
    expect(body.errors?.[0].message).toMatch(/localizations\.upsert\[0\]\.update\.slug: "clamidia-sintomas-pruebas-tratamiento" is already used by another Post in es/);
  });

  it("unpublishes the translation alone; the English stays published", async () => {
    await mutate(`mutation { unpublishPost(where: { id: "${SYPHILIS}" }, locales: [es], unpublishBase: false) { id } }`);
    expect(await read("[es]")).toBeNull();
    expect((await read("[es, en]"))?.locale).toBe("en");
  });
});
