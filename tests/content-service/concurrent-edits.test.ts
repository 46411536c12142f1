import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseDocument } from "yaml";
import { contentCli, graphql, withShippedContentCopy, withTestService } from "./helpers";
import { fixClock } from "../support/clock";

/**
 * Two editors on one article: a pulled file records the revision it was made from, so a push
 * keeps what others changed since, refuses a field both changed, and writes nothing when nothing
 * changed. The service runs on a fixed day; its dates come from that clock.
 */
fixClock("2026-11-26T12:00:00.000Z");
const TOKEN = "concurrent-token";
const test = withTestService(6, { token: TOKEN });
const content = contentCli(() => test.service, TOKEN);

type Draft = { title: string; excerpt: string | null; tags: string[]; coverImage: { id: string } | null; subCategory: { slug: string } | null; updatedAt: string; content: { text: string } };
const draftOf = async (slug: string): Promise<Draft> =>
  (await graphql<{ post: Draft }>(test.service, `{ post(where: { slug: "${slug}" }) { title excerpt tags coverImage { id } subCategory { slug } updatedAt content { text } } }`, {}, { path: "/graphql/preview", token: TOKEN })).body.data!.post;

/** Pulls a post to a file of the test's content folder, as an editor does. */
async function pull(slug: string, name: string): Promise<string> {
  const file = join(test.contentDir, `${name}.md`);
  const pulled = await content("pull", "post", slug, "--out", file, "--force");
  expect(pulled.status, pulled.output).toBe(0);
  return file;
}

/** Edits a file's front matter as an editor would by hand (set a field, or delete it with undefined). */
function editFrontMatter(file: string, fields: Record<string, unknown>): void {
  const text = readFileSync(file, "utf8");
  const [, yaml, body] = /^---\n([\s\S]*?)---\n([\s\S]*)$/.exec(text)!;
  const document = parseDocument(yaml);
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) document.delete(key);
    else document.set(key, value);
  }
  writeFileSync(file, `---\n${document.toString()}---\n${body}`);
}

const editBody = (file: string, from: RegExp, to: string) => writeFileSync(file, readFileSync(file, "utf8").replace(from, to));
const firstSentence = /(\n\n)[A-Z][^.\n*_[\]]{20,}\./;
/** Each test runs the command line four to six times, a process each (seconds apiece on a busy machine). */
const CLI_STEPS = { timeout: 90_000 };

describe("two editors, one article", CLI_STEPS, () => {
  it("refuses the second push that changes the field the first changed, naming it; --force overwrites", async () => {
    const first = await pull("sample-article-1", "editor-a");
    const second = await pull("sample-article-1", "editor-b");
    editFrontMatter(first, { title: "Title from editor A" });
    expect((await content("update", "post", "sample-article-1", "--file", first)).status).toBe(0);

    editFrontMatter(second, { title: "Title from editor B" });
    const refused = await content("update", "post", "sample-article-1", "--file", second);
    expect(refused.status).toBe(1);
    expect(refused.output).toContain(`post "sample-article-1" has been changed since`);
    expect(refused.output).toMatch(/changed since \(last at [^)]+\): title\. Your file changes title \(now "Title from editor A", yours "Title from editor B"\) too/);
    expect((await draftOf("sample-article-1")).title).toBe("Title from editor A");

    const forced = await content("update", "post", "sample-article-1", "--file", second, "--force");
    expect(forced.status, forced.output).toBe(0);
    expect((await draftOf("sample-article-1")).title).toBe("Title from editor B");
  });

  it("merges two pushes that change different fields, keeping both", async () => {
    const first = await pull("sample-article-2", "editor-c");
    const second = await pull("sample-article-2", "editor-d");
    editFrontMatter(first, { excerpt: "An excerpt from editor C." });
    expect((await content("update", "post", "sample-article-2", "--file", first)).status).toBe(0);

    editBody(second, firstSentence, "$1A sentence corrected by editor D.");
    const merged = await content("update", "post", "sample-article-2", "--file", second);
    expect(merged.status, merged.output).toBe(0);
    expect(merged.output).toContain("Kept the changes made since");
    expect(merged.output).toContain("to: excerpt;");
    const draft = await draftOf("sample-article-2");
    expect(draft.excerpt).toBe("An excerpt from editor C.");
    expect(draft.content.text).toContain("A sentence corrected by editor D.");
  });

  it("keeps an excerpt set by `update --excerpt` and a title set over GraphQL when an older file is pushed", async () => {
    const file = await pull("sample-article-3", "editor-e");
    expect((await content("update", "post", "sample-article-3", "--excerpt", "Set on the command line.")).status).toBe(0);
    const viaApi = await graphql(test.service, 'mutation { updatePost(where: { slug: "sample-article-3" }, data: { title: "Set over GraphQL" }) { id } }', {}, { token: TOKEN });
    expect(viaApi.body.errors).toBeUndefined();

    editFrontMatter(file, { tags: ["chlamydia", "testing"] });
    const pushed = await content("update", "post", "sample-article-3", "--file", file);
    expect(pushed.status, pushed.output).toBe(0);
    expect(await draftOf("sample-article-3")).toMatchObject({ title: "Set over GraphQL", excerpt: "Set on the command line.", tags: ["chlamydia", "testing"] });
  });

  it("refuses a file that changes the excerpt `update --excerpt` changed since its pull", async () => {
    const file = await pull("sample-article-3", "editor-f");
    expect((await content("update", "post", "sample-article-3", "--excerpt", "Changed again on the command line.")).status).toBe(0);
    editFrontMatter(file, { excerpt: "A third excerpt." });
    const refused = await content("update", "post", "sample-article-3", "--file", file);
    expect(refused.status).toBe(1);
    expect(refused.output).toMatch(/: excerpt\. Your file changes excerpt \(now "Changed again on the command line\.", yours "A third excerpt\."\) too/);
    expect((await draftOf("sample-article-3")).excerpt).toBe("Changed again on the command line.");
  });
});

describe("an unchanged push", CLI_STEPS, () => {
  it("writes nothing: updatedAt stays, and the article stays published", async () => {
    const before = await draftOf("sample-article-4");
    const file = await pull("sample-article-4", "unchanged");
    const pushed = await content("update", "post", "sample-article-4", "--file", file);
    expect(pushed.status, pushed.output).toBe(0);
    expect(pushed.output).toContain(`Unchanged: post "sample-article-4" already has what ${file} holds; nothing written`);
    expect((await draftOf("sample-article-4")).updatedAt).toBe(before.updatedAt);
    // The list's review column is read on a fixed day (the generated articles were reviewed on 31 January 2026).
    const row = (await content("list", "--now", "2026-11-28")).output.split("\n").find((line) => line.split(/\s+/)[1] === "sample-article-4")?.replace(/\s+/g, " ");
    expect(row).toBe("post sample-article-4 published");
  });
});

describe("fields taken out of the front matter", CLI_STEPS, () => {
  it("clears the excerpt, tags, sub-category and cover image, and refuses a removed title or sources with what to do", async () => {
    const file = await pull("sample-article-5", "removed");
    editFrontMatter(file, { tags: ["to-be-removed"] });
    expect((await content("update", "post", "sample-article-5", "--file", file)).status).toBe(0);
    expect((await draftOf("sample-article-5")).tags).toEqual(["to-be-removed"]);

    const before = await draftOf("sample-article-5");
    expect(before.coverImage).not.toBeNull();
    expect(before.subCategory).not.toBeNull();
    editFrontMatter(file, { excerpt: undefined, tags: undefined, "sub-category": undefined, "cover-image": undefined });
    const cleared = await content("update", "post", "sample-article-5", "--file", file);
    expect(cleared.status, cleared.output).toBe(0);
    expect(await draftOf("sample-article-5")).toMatchObject({ excerpt: null, tags: [], subCategory: null, coverImage: null });

    editFrontMatter(file, { title: undefined });
    const noTitle = await content("update", "post", "sample-article-5", "--file", file);
    expect(noTitle.status).toBe(1);
    expect(noTitle.output.trim()).toBe(`${file}: front matter: title cannot be removed (every entry has one); put it back`);

    editFrontMatter(file, { title: "Title put back", sources: undefined });
    const noSources = await content("update", "post", "sample-article-5", "--file", file);
    expect(noSources.status).toBe(1);
    expect(noSources.output.trim()).toBe(`${file}: front matter: sources cannot be removed here (the API only adds them); put the "sources:" list back`);
    expect((await draftOf("sample-article-5")).title).not.toBe("Title put back");
  });

  it("says which fields a file without a revision leaves as they are", async () => {
    const file = join(test.contentDir, "by-hand.md");
    writeFileSync(file, "---\ntitle: Written by hand\n---\n\nA body written by hand, without pulling first.\n");
    const pushed = await content("update", "post", "sample-article-6", "--file", file);
    expect(pushed.status, pushed.output).toBe(0);
    expect(pushed.output).toMatch(/by-hand\.md records no revision \(pull writes one\), so fields it leaves out are kept as they are: excerpt, category, .*tags/);
    expect((await draftOf("sample-article-6")).title).toBe("Written by hand");
  });
});

describe("a fresh clone", CLI_STEPS, () => {
  const shipped = withShippedContentCopy({ token: TOKEN });
  const shippedCli = contentCli(() => shipped.service, TOKEN);

  it("lists nothing as changed since publish", async () => {
    const listed = await shippedCli("list");
    expect(listed.status, listed.output).toBe(0);
    const rows = listed.output.split("\n").filter((line) => /^(post|page) /.test(line));
    expect(rows.length).toBeGreaterThan(40);
    expect(rows.filter((line) => line.includes("changed since publish"))).toEqual([]);
  });
});
