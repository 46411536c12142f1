import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { importTranslations, type TranslationApi } from "@/content-service/editor/import-translations";
import { translationReport } from "@/content-service/check/check-translations";
import { graphql, withShippedContentCopy } from "./helpers";

/**
 * The translators' hand-off (/work/es-translation-spec.md) imported into a real service over a copy
 * of the shipped content: a small Spanish post (front matter and Markdown body) and FAQ of our own
 * are written as localized updates and published in Spanish; files with mistakes are refused, each
 * named at its file and line, and write nothing.
 */

const TOKEN = "mutation-token";
const test = withShippedContentCopy({ token: TOKEN, previewToken: TOKEN });
const dir = mkdtempSync(join(tmpdir(), "translations-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function write(path: string, text: string): string {
  const file = join(dir, "es", path);
  mkdirSync(join(file, ".."), { recursive: true });
  writeFileSync(file, text);
  return relative(process.cwd(), file);
}

const api = (): TranslationApi => {
  const call = (path: string) => async (query: string, variables: Record<string, unknown> = {}) => {
    const { body } = await graphql<Record<string, unknown>>(test.service, query, variables, { path, token: TOKEN });
    if (body.errors?.length) throw new Error(body.errors.map((error) => error.message).join(", "));
    return body.data ?? {};
  };
  return { mutate: call("/graphql"), preview: call("/graphql/preview") };
};

/** Every Spanish post and FAQ in the DRAFT stage (what an import writes to), as an editor's preview reads them. */
const spanishDrafts = () =>
  graphql<{ posts: { id: string; slug: string; title: string; updatedAt: string }[]; faqs: { id: string; question: string; updatedAt: string }[] }>(
    test.service,
    `{ posts(locales: [es], stage: DRAFT, first: 100) { id slug title updatedAt } faqs(locales: [es], stage: DRAFT, first: 100) { id question updatedAt } }`,
    undefined,
    { token: TOKEN },
  ).then((answer) => answer.body.data ?? { posts: [], faqs: [] });

const CHLAMYDIA = `---
slug: clamidia-sintomas-pruebas-tratamiento
title: "Clamidia: síntomas, pruebas y tratamiento"
excerpt: "La clamidia es una ITS bacteriana frecuente que a menudo no da síntomas; se detecta con una prueba y se cura con antibióticos."
seo:
  title: "Clamidia: síntomas, pruebas y tratamiento"
  description: "La clamidia a menudo no da síntomas. Se detecta con una prueba sencilla y se cura con antibióticos."
sources:
  - title: Chlamydial Infections - STI Treatment Guidelines
    publisher: Centers for Disease Control and Prevention
    url: https://www.cdc.gov/std/treatment-guidelines/chlamydia.htm
    date: "2021-07-22"
  - title: Chlamydia
    publisher: Centers for Disease Control and Prevention
    url: https://www.cdc.gov/std/chlamydia/
    date: "2024-01-30"
  - title: Gonococcal Infections Among Adolescents and Adults - STI Treatment Guidelines
    publisher: Centers for Disease Control and Prevention
    url: https://www.cdc.gov/std/treatment-guidelines/gonorrhea-adults.htm
    date: "2021-07-22"
translation:
  source-revision: change-chlamydia-symptoms-testing-treatment-2
  reviewed-by: lucas-brennan
  reviewed-on: "2026-11-26"
  change-note: "Traducción de prueba revisada frente al original en inglés."
---

La clamidia es una infección de transmisión sexual frecuente causada por la bacteria *Chlamydia trachomatis*. A menudo no causa síntomas.

## Tratamiento

Se cura con antibióticos.
`;

describe("import-translations", () => {
  it("writes a post's and a FAQ's translation and publishes them in Spanish alone, with the translation's review", async () => {
    const post = write("posts/post-chlamydia-symptoms-testing-treatment.md", CHLAMYDIA);
    const faq = write("faqs/faq-antibiotic-resistant-gonorrhea-1.json", JSON.stringify({ question: "¿Existe una gonorrea que no se pueda tratar?", answer: "Se han descrito casos raros difíciles de tratar en todo el mundo." }, null, 2));
    const { lines, failed } = await importTranslations(join(dir, "es"), "es", api());
    expect(failed).toBe(0);
    expect(lines).toEqual([
      `imported  ${faq}  → Faq faq-antibiotic-resistant-gonorrhea-1 (es)`,
      `imported  ${post}  → Post post-chlamydia-symptoms-testing-treatment (es)`,
      "2 translations imported and published in es, 0 refused.",
    ]);
    const { body } = await graphql<{ post: Record<string, unknown>; faq: Record<string, unknown> }>(
      test.service,
      `{ post(where: { slug: "clamidia-sintomas-pruebas-tratamiento" }, locales: [es]) { locale title seo { title } content { text } translationReviewedBy translationReviewNote sources { url } english: localizations(locales: [en]) { title } }
         faq(where: { key: "faq-antibiotic-resistant-gonorrhea-1" }, locales: [es, en]) { locale question } }`,
    );
    expect(body.data?.post).toMatchObject({
      locale: "es",
      title: "Clamidia: síntomas, pruebas y tratamiento",
      seo: { title: "Clamidia: síntomas, pruebas y tratamiento" },
      translationReviewedBy: "lucas-brennan",
      translationReviewNote: "Traducción de prueba revisada frente al original en inglés.",
      english: [{ title: "Chlamydia: Symptoms, Testing and Treatment" }],
    });
    expect(body.data?.post.content).toEqual({ text: expect.stringMatching(/^La clamidia es una infección de transmisión sexual frecuente[\s\S]*Tratamiento[\s\S]*Se cura con antibióticos\.$/) });
    expect(body.data?.faq).toEqual({ locale: "es", question: "¿Existe una gonorrea que no se pueda tratar?" });
    // Six shipped facts record that their source could not be known (docs/editorial.md): behind until reviewed.
    expect(translationReport(test.service.store, "es").stale.filter((entry) => entry.model !== "fact")).toEqual([]);
    rmSync(join(dir, "es"), { recursive: true, force: true });
  });

  it("refuses files with mistakes, each at its file and line, and writes nothing from them", async () => {
    const unknownField = write("posts/post-syphilis-stages-and-testing.md", "---\nslug: sifilis\ntitle: Sífilis\ncategory: infections\n---\n\nTexto.\n");
    const noReview = write("posts/post-choosing-a-home-sti-test.md", "---\nslug: elegir-prueba\ntitle: Elegir una prueba\ntranslation:\n  source-revision: nothing-like-it\n  reviewed-by: lucas-brennan\n  reviewed-on: \"2026-11-26\"\n  change-note: x\n---\n\nTexto.\n");
    const notLocalized = write("faqs/faq-antibiotic-resistant-gonorrhea-2.json", '{\n  "question": "¿Pregunta?",\n  "key": "otra"\n}\n');
    const noEntry = write("faqs/faq-that-does-not-exist.json", '{ "question": "¿?" }\n');
    const badEmbed = write("posts/post-antibiotic-resistant-gonorrhea.md", "---\nslug: gonorrea-resistente\ntitle: Gonorrea resistente\ntranslation:\n  source-revision: change-antibiotic-resistant-gonorrhea-1\n  reviewed-by: lucas-brennan\n  reviewed-on: \"2026-11-26\"\n  change-note: x\n---\n\nUn enlace [malo](javascript:alert(1)).\n");
    const before = await spanishDrafts();
    const { lines, failed, imported } = await importTranslations(join(dir, "es"), "es", api());
    expect({ failed, imported }).toEqual({ failed: 5, imported: 0 });
    expect(lines).toContain(`${notLocalized}:3: "key" is not a translated field of Faq (question, answer, translationSource, translationReviewedBy, translationReviewedOn)`);
    expect(lines).toContain(`${noEntry}:1: no Faq "faq-that-does-not-exist" (the file is named after the English entry's content file)`);
    expect(lines).toContain(`${unknownField}:4: "category" is not a translated field of a post (slug, title, excerpt, seo, translation, sources); fields that are not localized stay the English entry's`);
    expect(lines.find((line) => line.startsWith(noReview))).toMatch(new RegExp(`^${noReview}:5: translation.source-revision "nothing-like-it" is no review-history entry of the English post \\(newest: change-choosing-a-home-sti-test-`));
    expect(lines.find((line) => line.startsWith(badEmbed))).toMatch(new RegExp(`^${badEmbed}:11:\\d+: link `));
    // Nothing written: every Spanish post and FAQ (the shipped translations and the one imported above) reads as before.
    const after = await spanishDrafts();
    expect(after).toEqual(before);
    expect(after.posts.map((post) => post.id)).toContain("post-chlamydia-symptoms-testing-treatment");
    expect(after.posts.map((post) => post.slug)).not.toContain("sifilis");
    expect(after.posts.map((post) => post.slug)).not.toContain("elegir-prueba");
    expect(after.posts.map((post) => post.slug)).not.toContain("gonorrea-resistente");
  });

  it("imports a translation made from an older English revision, and says it is already behind", async () => {
    rmSync(join(dir, "es"), { recursive: true, force: true });
    const page = write("pages/page-about-us.md", '---\nslug: quienes-somos\ntitle: Quiénes somos\ntranslation:\n  source-revision: "2025-01-05T19:23:48.000Z"\n  reviewed-by: lucas-brennan\n  reviewed-on: "2026-11-26"\n  change-note: "Traducción revisada."\n---\n\nSomos un sitio de salud pública.\n');
    const { lines } = await importTranslations(join(dir, "es"), "es", api());
    expect(lines[0]).toBe(`imported  ${page}  → Page page-about-us (es); already behind the English (made from 2025-01-05T19:23:48.000Z, the English is now at ${(JSON.parse(readFileSync("content-service/content/pages/page-about-us.json", "utf8")) as { updatedAt: string }).updatedAt})`);
    expect(translationReport(test.service.store, "es").stale.filter((entry) => entry.model !== "fact").map((entry) => `${entry.model} ${entry.slug}`)).toEqual(["page about-us"]);
  });
});
