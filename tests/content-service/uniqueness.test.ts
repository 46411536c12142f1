import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { generateContent } from "@/content-service/scripts/generate";
import { startContentService } from "@/content-service/http/server";
import { graphql, withTestService } from "./helpers";

/**
 * Unique fields are unique in every stage, as on Hygraph. The hole: the check looked at drafts
 * only, so after a published post's draft was renamed, a new post could take the old slug and
 * be published beside it — two published posts answering one URL.
 */
const TOKEN = "uniqueness-token";
const test = withTestService(20, { token: TOKEN });

const mutate = (mutation: string) => graphql<Record<string, { slug: string } | null>>(test.service, `mutation { ${mutation} }`, undefined, { token: TOKEN });
const create = (slug: string) => mutate(`createPost(data: { title: "T ${slug}", slug: "${slug}", author: { connect: { slug: "amara-okafor" } } }) { slug }`);
const publishedWithSlug = async (slug: string) =>
  (await graphql<{ posts: { id: string }[] }>(test.service, `{ posts(where: { slug: "${slug}" }, first: 100) { id } }`)).body.data?.posts.length;

describe("a slug is unique in every stage", () => {
  it("a published post's slug stays taken after its draft is renamed, until the rename is published", async () => {
    // A renamed article is changed content: the rename carries its review, as publishing requires.
    const today = new Date().toISOString().slice(0, 10);
    const review = `seo: { update: { lastReviewed: "${today}", reviewedBy: { connect: { slug: "priya-raman" } } } }, changeLog: { create: [{ date: "${today}", summary: "New address; no medical change.", reviewedBy: { connect: { slug: "priya-raman" } } }] }`;
    expect((await mutate(`updatePost(where: { slug: "sample-article-4" }, data: { slug: "renamed-4", ${review} }) { slug }`)).status).toBe(200);
    const taken = await create("sample-article-4");
    expect(taken.status).toBe(400);
    expect(taken.body.errors?.[0].message).toBe('slug "sample-article-4" is already used by another Post (in its PUBLISHED version); slugs are unique in every stage');
    const renamedElsewhere = await mutate('updatePost(where: { slug: "sample-article-5" }, data: { slug: "sample-article-4" }) { slug }');
    expect(renamedElsewhere.status).toBe(400);
    expect(await publishedWithSlug("sample-article-4")).toBe(1);
    // Publishing the rename frees the old slug.
    expect((await mutate('publishPost(where: { slug: "renamed-4" }) { slug }')).status).toBe(200);
    expect((await create("sample-article-4")).status).toBe(200);
  });

  it("two writers racing for one slug: exactly one gets it", async () => {
    const answers = await Promise.all([
      create("raced-slug"),
      create("raced-slug"),
      mutate('updatePost(where: { slug: "sample-article-6" }, data: { slug: "raced-slug" }) { slug }'),
      mutate('updatePost(where: { slug: "sample-article-7" }, data: { slug: "raced-slug" }) { slug }'),
    ]);
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 400)).toHaveLength(3);
    const drafts = await graphql<{ posts: { id: string }[] }>(test.service, '{ posts(where: { slug: "raced-slug" }, stage: DRAFT) { id } }', undefined, { token: TOKEN });
    expect(drafts.body.data?.posts).toHaveLength(1);
  });

  it("content where one entry's published slug is another's refuses to start, naming both", async () => {
    const contentDir = mkdtempSync(join(tmpdir(), "uniqueness-"));
    try {
      generateContent(3, contentDir);
      const path = join(contentDir, "posts", "post-sample-article-2.json");
      const stored = JSON.parse(readFileSync(path, "utf8")) as Record<string, unknown>;
      const { _published: _ignored, ...published } = stored;
      void _ignored;
      writeFileSync(path, JSON.stringify({ ...stored, slug: "sample-article-2-new", _published: { ...published, slug: "sample-article-1" } }));
      await expect(startContentService({ port: 0, contentDir })).rejects.toThrow(/slug "sample-article-1" is also used by Post post-sample-article-\d; slugs are unique in every stage/);
    } finally {
      rmSync(contentDir, { recursive: true, force: true });
    }
  });
});
