import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { readMarkdownFile } from "@/content-service/editor/markdown-file";
import { graphql, withShippedContentCopy } from "./helpers";

/**
 * What an editor writes that the site reads as Markdown is refused when it is written, at its
 * line and column with what to write instead, when it is past the parser's bounds
 * (shared/markdown-bounds.ts): a brand's feature list through the API, an article's body and
 * front matter in the editors' Markdown push.
 */
const TOKEN = "mutation-token";
const test = withShippedContentCopy({ token: TOKEN });

const SIZE = 32 * 1024;
const NESTED_LIST = "- Free shipping\n" + "- ".repeat((SIZE - 20) / 2) + "x";

type Updated = { updatePromotion: { features_md: string } | null };
const updateFeatures = (features: string) =>
  graphql<Updated>(test.service, `mutation ($features: String) { updatePromotion(where: { slug: "clearpath-complete" }, data: { features_md: $features }) { features_md } }`, { features }, { token: TOKEN });

describe("a brand's features written through the API", () => {
  it("refuses 32 kB of nested list markers at its place, and keeps the features as they were", async () => {
    const refused = await updateFeatures(NESTED_LIST);
    expect(refused.body.errors?.[0].message).toMatch(/features_md: 2:17: more than 8 lists or quotes open on one line: start each level on its own line/);
    const read = await graphql<{ promotion: { features_md: string } }>(test.service, `{ promotion(where: { slug: "clearpath-complete" }, stage: DRAFT) { features_md } }`, undefined, { token: TOKEN });
    expect(read.body.data?.promotion.features_md).toMatch(/^- Broad panel with telehealth follow-up/);
  });

  it("takes a feature list of bold names and links, however many", async () => {
    const features = Array.from({ length: 60 }, (_, index) => `- **Feature ${index}**: [details](https://example.com/${index})`).join("\n");
    const written = await updateFeatures(features);
    expect(written.body.errors).toBeUndefined();
    expect(written.body.data?.updatePromotion?.features_md).toBe(features);
  });
});

describe("an editor's Markdown file", () => {
  const dir = mkdtempSync(join(tmpdir(), "markdown-bounds-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const file = (name: string, text: string) => {
    writeFileSync(join(dir, name), text);
    return join(dir, name);
  };

  it("is refused at the body's line and column when the body is past the parser's bounds", () => {
    const path = file("body.md", `---\ntitle: Testing\n---\n\nIntro.\n\n${"1. ".repeat(12)}x\n`);
    expect(() => readMarkdownFile(path)).toThrow(`${path}:7:25: more than 8 lists or quotes open on one line`);
  });

  it("is refused at the front matter's line when it has 100,000 keys, before YAML composes them", () => {
    const keys = Array.from({ length: 100_000 }, (_, index) => `key${index}: value`).join("\n");
    const path = file("keys.md", `---\ntitle: Testing\n${keys}\n---\n\nBody.\n`);
    expect(() => readMarkdownFile(path)).toThrow(`${path}:2002:8: front matter: more than 2000 fields and list items`);
  });

  it("reads a front matter with sources, tags and SEO fields", () => {
    const sources = Array.from({ length: 40 }, (_, index) => `  - title: Source ${index}\n    publisher: CDC\n    url: https://www.cdc.gov/${index}`).join("\n");
    const path = file("ok.md", `---\ntitle: Testing\ntags: [hiv, prep]\nseo:\n  title: T\nsources:\n${sources}\n---\n\nBody.\n`);
    expect(readMarkdownFile(path).frontMatter).toMatchObject({ title: "Testing", tags: ["hiv", "prep"], seo: { title: "T" } });
    expect((readMarkdownFile(path).frontMatter.sources as unknown[]).length).toBe(40);
  });
});
