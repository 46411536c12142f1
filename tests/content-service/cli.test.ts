import { spawn } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { contentCli, graphql, withTestService } from "./helpers";
import { parse as parseYaml } from "yaml";

/** The editor command line against a running service, as an editor types it. */
const TOKEN = "cli-token";
const test = withTestService(8, { token: TOKEN });
const content = contentCli(() => test.service, TOKEN);
const today = () => new Date().toISOString().slice(0, 10);
const rowOf = (output: string, slug: string) => output.split("\n").find((line) => line.split(/\s+/)[1] === slug)?.replace(/\s+/g, " ");

describe("help", () => {
  it("answers --help for the whole tool and for each command", async () => {
    const all = await content("--help");
    expect(all.status).toBe(0);
    for (const command of ["list", "show <post|page> <slug>", "update post <slug>", "publish post <slug>", "unpublish post <slug> [--force]", "check [--now YYYY-MM-DD]"]) {
      expect(all.output).toContain(`npm run content -- ${command}`);
    }
    const update = await content("update", "post", "--help");
    expect(update.output).toMatch(/^npm run content -- update post <slug> \[--title "…"\]/);
    expect(update.output).toContain('[--reviewed-by <author slug> --reviewed-on YYYY-MM-DD --change-note "…"]');
    expect((await content("check", "--help")).output).toContain("The editors' check of the content files");
  });
});

describe("naming things", () => {
  it("refuses an unknown slug, listing the valid ones", async () => {
    const post = await content("publish", "post", "sample-article-99");
    expect(post.status).toBe(1);
    expect(post.output).toMatch(/^Unknown post "sample-article-99"\. Valid post slugs: sample-article-1, sample-article-2, /m);
    const author = await content("update", "post", "sample-article-1", "--reviewed-by", "dr-nobody", "--reviewed-on", today(), "--change-note", "x");
    expect(author.output).toMatch(/^Unknown author "dr-nobody"\. Valid author slugs: .*amara-okafor/m);
  });

  it("refuses a day that does not exist and a review without its change note", async () => {
    const impossible = await content("update", "post", "sample-article-1", "--reviewed-by", "priya-raman", "--reviewed-on", "2026-02-30", "--change-note", "Checked.");
    expect(impossible.status).toBe(1);
    expect(impossible.output).toContain('--reviewed-on "2026-02-30" is not a date (YYYY-MM-DD)');
    const noNote = await content("update", "post", "sample-article-1", "--reviewed-by", "priya-raman", "--reviewed-on", today());
    expect(noNote.output).toContain("A medical review needs --reviewed-by <author slug>, --reviewed-on YYYY-MM-DD and --change-note \"…\" together");
  });
});

describe("editing a post", () => {
  it("updates, records a review, lists the status, shows the entry and publishes it", async () => {
    const body = join(test.contentDir, "body.md");
    writeFileSync(body, "## What changed\n\nThe [CDC guidance](https://www.cdc.gov/std/) now says so.\n");
    const updated = await content(
      "update", "post", "sample-article-1", "--title", "Sample article, reviewed", "--file", body, "--tags", "testing, review",
      "--seo-title", "Sample article reviewed", "--reviewed-by", "priya-raman", "--reviewed-on", today(), "--change-note", "Testing advice checked against CDC guidance.",
    );
    expect(updated.output).toContain('"slug": "sample-article-1"');
    expect(rowOf((await content("list")).output, "sample-article-1")).toBe("post sample-article-1 changed since publish");

    const shown = JSON.parse((await content("show", "post", "sample-article-1")).output) as Record<string, unknown>;
    expect(shown).toMatchObject({ title: "Sample article, reviewed", tags: ["testing", "review"], seo: { title: "Sample article reviewed", lastReviewed: today(), reviewedBy: { slug: "priya-raman" } } });
    expect((shown.changeLog as unknown[])[0]).toEqual({ date: today(), summary: "Testing advice checked against CDC guidance.", reviewedBy: { slug: "priya-raman" } });
    expect((shown.content as { text: string }).text).toContain("The CDC guidance now says so.");

    expect((await content("publish", "post", "sample-article-1")).status).toBe(0);
    expect(rowOf((await content("list")).output, "sample-article-1")).toBe("post sample-article-1 published");
  });

  it("prints what the editors' check refuses when publishing", async () => {
    await content("update", "post", "sample-article-2", "--title", "Changed without a review");
    const refused = await content("publish", "post", "sample-article-2");
    expect(refused.status).toBe(1);
    expect(refused.output).toMatch(/^publishPost: Post "sample-article-2" has 1 error from the editors' check, fix them first: updatedAt: changed on/m);
  });

  it("lists drafts and reviews that are due", async () => {
    await content("create", "post", "--title", "A fresh draft", "--author", "amara-okafor");
    const listed = (await content("list", "--now", "2099-01-01")).output;
    expect(rowOf(listed, "a-fresh-draft")).toBe("post a-fresh-draft draft");
    expect(rowOf(listed, "sample-article-3")).toMatch(/^post sample-article-3 published review due \(last \d{4}-\d{2}-\d{2}\)$/);
  });
});

describe("the search's synonyms", () => {
  it("synonym sets and publishes a term's words, again replaces them, --remove deletes the entry", async () => {
    const published = async () =>
      (await graphql<{ searchSynonyms: { term: string; synonyms: string[] }[] }>(test.service, '{ searchSynonyms(where: { term: "the zorbs" }) { term synonyms } }')).body.data?.searchSynonyms;
    const set = await content("synonym", "the zorbs", "--to", "gonorrhea, gonorrhoea");
    expect(set.status).toBe(0);
    expect(await published()).toEqual([{ term: "the zorbs", synonyms: ["gonorrhea", "gonorrhoea"] }]);
    expect((await content("synonym", "the zorbs", "--to", "gonorrhea")).status).toBe(0);
    expect(await published()).toEqual([{ term: "the zorbs", synonyms: ["gonorrhea"] }]);
    expect((await content("synonym", "the zorbs", "--remove")).status).toBe(0);
    expect(await published()).toEqual([]);
    expect((await content("synonym", "--help")).output).toContain('npm run content -- synonym "<term>" --to');
  });

  it("with --locale es, sets a Spanish term as the translation of the entry --of names, publishes that language alone, and removes it again", { timeout: 60_000 }, async () => {
    const spanish = async () =>
      (await graphql<{ searchSynonyms: { term: string; synonyms: string[] }[] }>(test.service, '{ searchSynonyms(where: { term: "zorbas" }, locales: [es]) { term synonyms } }')).body.data?.searchSynonyms;
    expect((await content("synonym", "the zorbs", "--to", "gonorrhea")).status).toBe(0);
    const orphan = await content("synonym", "zorbas", "--to", "gonorrea", "--locale", "es");
    expect(orphan).toMatchObject({ status: 1, output: expect.stringContaining('"zorbas" is a new es term: name the entry it translates with --of "<English term>"') });
    expect((await content("synonym", "zorbas", "--to", "gonorrea", "--locale", "es", "--of", "no such term")).output).toContain('No English synonym entry "no such term"');
    expect((await content("synonym", "zorbas", "--to", "gonorrea, blenorragia", "--locale", "es", "--of", "the zorbs")).status).toBe(0);
    expect(await spanish()).toEqual([{ term: "zorbas", synonyms: ["gonorrea", "blenorragia"] }]);
    // Found again by its Spanish term: no --of needed to change its words.
    expect((await content("synonym", "zorbas", "--to", "gonorrea", "--locale", "es")).status).toBe(0);
    expect(await spanish()).toEqual([{ term: "zorbas", synonyms: ["gonorrea"] }]);
    expect((await content("synonym", "zorbas", "--to", "x", "--locale", "fr", "--of", "the zorbs")).output).toContain('--locale "fr" is not one of the site\'s languages (en, es)');
    expect((await content("synonym", "zorbas", "--remove", "--locale", "es")).status).toBe(0);
    expect(await spanish()).toEqual([]);
    // The English entry stays.
    const english = await graphql<{ searchSynonyms: { term: string }[] }>(test.service, '{ searchSynonyms(where: { term: "the zorbs" }) { term } }');
    expect(english.body.data?.searchSynonyms).toEqual([{ term: "the zorbs" }]);
    expect((await content("synonym", "the zorbs", "--remove")).status).toBe(0);
  });
});

describe("deleting a post", () => {
  it("refuses without a terminal to confirm on unless --yes is given", async () => {
    await content("create", "post", "--title", "Delete me", "--author", "amara-okafor");
    const refused = await content("delete", "post", "delete-me");
    expect(refused.status).toBe(1);
    expect(refused.output).toContain('Delete post "delete-me" for good (its draft and published versions)?\nNo terminal to answer on: pass --yes to confirm.');
    expect(rowOf((await content("list")).output, "delete-me")).toBe("post delete-me draft");

    const deleted = await content("delete", "post", "delete-me", "--yes");
    expect(deleted.status).toBe(0);
    expect(rowOf((await content("list")).output, "delete-me")).toBeUndefined();
  });

  it("asks on a terminal and deletes only on yes", async () => {
    await content("create", "post", "--title", "Ask me first", "--author", "amara-okafor");
    // `script` gives the command a terminal; the answer is typed into it.
    const onTerminal = (answer: string) =>
      new Promise<string>((resolve) => {
        const command = [process.execPath, "node_modules/tsx/dist/cli.mjs", "content-service/editor/cli.ts", "delete", "post", "ask-me-first"].join(" ");
        const child = spawn("script", ["-qec", command, "/dev/null"], { env: { ...process.env, CONTENT_SERVICE_URL: test.service.url, CONTENT_SERVICE_TOKEN: TOKEN } });
        let output = "";
        child.stdout.on("data", (chunk: Buffer) => {
          output += chunk.toString();
          if (output.includes("[y/N]") && !child.stdin.writableEnded) child.stdin.end(`${answer}\n`);
        });
        child.on("close", () => resolve(output));
      });
    const declined = await onTerminal("n");
    expect(declined).toContain('Delete post "ask-me-first" for good (its draft and published versions)? [y/N]');
    expect(declined).toContain("Nothing deleted.");
    expect(rowOf((await content("list")).output, "ask-me-first")).toBe("post ask-me-first draft");
    await onTerminal("y");
    expect(rowOf((await content("list")).output, "ask-me-first")).toBeUndefined();
  });
});

describe("Markdown problems", () => {
  const markdownFile = (name: string, text: string) => {
    const path = join(test.contentDir, name);
    writeFileSync(path, text);
    return path;
  };

  it("points a refused link at its line and column in the file", async () => {
    const file = markdownFile("bad-link.md", "## Symptoms\n\nMost people have none.\nSee the [CDC page](https://www.cdc.gov/std/) and\nthen [click here](javascript:alert%281%29) for more.\n");
    const refused = await content("update", "post", "sample-article-4", "--file", file);
    expect(refused.status).toBe(1);
    expect(refused.output.trim()).toBe(`${file}:5:6: link "javascript:alert%281%29" is not an http(s) URL, mailto:, a path on this site or an #anchor`);
  });

  it("says at its line and column that a bare address was stored as a link, and refuses strikethrough at its place", async () => {
    const file = markdownFile("bare-address.md", "## Where to get tested\n\nSee\nwww.cdc.gov/sti or write to team@example.org.\n");
    const pushed = await content("update", "post", "sample-article-4", "--file", file);
    expect(pushed.status).toBe(0);
    expect(pushed.output).toContain(
      `Converted as the site shows it:\n${file}:4:1: the bare address "www.cdc.gov/sti" is stored as a link to http://www.cdc.gov/sti\n` +
        `${file}:4:29: the bare address "team@example.org" is stored as a link to mailto:team@example.org`,
    );
    const struck = markdownFile("struck.md", "Intro.\n\nThe ~~old~~ advice.\n");
    const refused = await content("update", "post", "sample-article-4", "--file", struck);
    expect(refused.status).toBe(1);
    expect(refused.output.trim()).toBe(`${struck}:3:5: rich text has no strikethrough (~~…~~): delete the old words, or say what changed in words`);
  });

  it("refuses HTML at its place", async () => {
    const file = markdownFile("html.md", "Intro.\n\n- one\n- two <script>alert(1)</script>\n");
    const refused = await content("create", "post", "--title", "With HTML", "--author", "amara-okafor", "--file", file);
    expect(refused.output.trim()).toBe(`${file}:4:7: HTML is not accepted ("<script>"): write Markdown, and embed entries with {{embed Model id}}`);
  });

  it("names an unknown embed at its line and lists the valid ids", async () => {
    const file = markdownFile("bad-embed.md", "## A figure\n\n  {{embed Asset asset-does-not-exist}}\n");
    const refused = await content("update", "post", "sample-article-4", "--file", file);
    expect(refused.output).toMatch(new RegExp(`^${file.replace(/[.]/g, "\\.")}:3:3: embed no entry "asset-does-not-exist" exists\\. Valid Asset ids: asset-`, "m"));
  });
});

describe("pull, edit one sentence, push", () => {
  type Shown = { title: string; content: { text: string }; changeLog: { summary: string }[] };
  const draftOf = async (slug: string) => {
    const answer = await graphql<{ post: { title: string; tags: string[]; content: { json: unknown } } }>(test.service, `{ post(where: { slug: "${slug}" }) { title tags content { json } } }`, {}, { path: "/graphql/preview", token: TOKEN });
    return answer.body.data!.post;
  };

  it("writes the post as front matter and Markdown, and sends back only what the editor changed", async () => {
    const file = join(test.contentDir, "sample-article-5.md");
    const before = await draftOf("sample-article-5");
    const pulled = await content("pull", "post", "sample-article-5", "--out", file);
    expect(pulled.output).toContain(`Wrote ${file}. Send it back with: npm run content -- update post sample-article-5 --file ${file}`);
    const text = readFileSync(file, "utf8");
    const [, yaml, body] = /^---\n([\s\S]*?)---\n\n([\s\S]*)$/.exec(text)!;
    expect(parseYaml(yaml)).toMatchObject({ title: before.title, tags: before.tags });
    const sentence = /[A-Z][^.\n*_[\]]{20,}\./.exec(body)![0];
    writeFileSync(file, text.replace(body, body.replace(sentence, "A corrected sentence.")));

    const pushed = await content("update", "post", "sample-article-5", "--file", file, "--reviewed-by", "priya-raman", "--reviewed-on", today(), "--change-note", "One sentence corrected.");
    expect(pushed.status, pushed.output).toBe(0);
    const after = await draftOf("sample-article-5");
    expect(JSON.stringify(after.content.json)).toBe(JSON.stringify(before.content.json).replace(JSON.stringify(sentence).slice(1, -1), "A corrected sentence."));
    expect(after.title).toBe(before.title);
    const shown = JSON.parse((await content("show", "post", "sample-article-5")).output) as Shown;
    expect(shown.changeLog[0].summary).toBe("One sentence corrected.");
  });

  it("applies the front matter and refuses a body problem at the file's own line", async () => {
    const file = join(test.contentDir, "sample-article-6.md");
    await content("pull", "post", "sample-article-6", "--out", file);
    const text = readFileSync(file, "utf8").replace(/^title: .*$/m, "title: A new title from the file");
    writeFileSync(file, text);
    expect((await content("update", "post", "sample-article-6", "--file", file)).status).toBe(0);
    expect((await draftOf("sample-article-6")).title).toBe("A new title from the file");

    const lines = text.split("\n");
    const bodyLine = lines.indexOf("---", 1) + 3;
    lines.splice(bodyLine - 1, 0, "Now <b>bold</b>.", "");
    writeFileSync(file, lines.join("\n"));
    const refused = await content("update", "post", "sample-article-6", "--file", file);
    expect(refused.status).toBe(1);
    expect(refused.output.trim()).toBe(`${file}:${bodyLine}:5: HTML is not accepted ("<b>"): write Markdown, and embed entries with {{embed Model id}}`);
    expect(readFileSync(file, "utf8")).toContain("Now <b>bold</b>.");
  });

  it("keeps a block Markdown cannot write, says so, and sends it back unchanged", async () => {
    const underlined = { type: "paragraph", children: [{ text: "Underlined for emphasis", underline: true }] };
    const written = await graphql(test.service, "mutation ($data: PostUpdateInput!) { updatePost(where: { slug: \"sample-article-7\" }, data: $data) { id } }", {
      data: { content: { children: [{ type: "paragraph", children: [{ text: "Plain first." }] }, underlined] } },
    }, { token: TOKEN });
    expect(written.body.errors).toBeUndefined();
    const file = join(test.contentDir, "sample-article-7.md");
    const pulled = await content("pull", "post", "sample-article-7", "--out", file);
    expect(pulled.output).toContain("1 block cannot be written in Markdown (block 2, a paragraph): kept as Hygraph JSON in ```rich-text blocks");
    writeFileSync(file, readFileSync(file, "utf8").replace("Plain first.", "Plain first, edited."));
    expect((await content("update", "post", "sample-article-7", "--file", file)).status).toBe(0);
    expect((await draftOf("sample-article-7")).content.json).toEqual({ children: [{ type: "paragraph", children: [{ text: "Plain first, edited." }] }, underlined] });
    expect((await content("pull", "post", "sample-article-7", "--out", file)).output).toContain(`${file} exists`);
  });

  it("pulls a page and sends back its body and header from the file", async () => {
    const file = join(test.contentDir, "about-us.md");
    const pageOf = async () => (await graphql<{ page: { headerOneText: string; content: { json: unknown } } }>(test.service, '{ page(where: { slug: "about-us" }) { headerOneText content { json } } }', {}, { path: "/graphql/preview", token: TOKEN })).body.data!.page;
    const before = await pageOf();
    expect((await content("pull", "page", "about-us", "--out", file)).status).toBe(0);
    const text = readFileSync(file, "utf8");
    expect(text).toContain(`header-one: ${before.headerOneText}`);
    writeFileSync(file, text.replace(`header-one: ${before.headerOneText}`, "header-one: Who we are"));
    const pushed = await content("update", "page", "about-us", "--file", file);
    expect(pushed.status, pushed.output).toBe(0);
    expect(await pageOf()).toEqual({ headerOneText: "Who we are", content: before.content });
  });
});
