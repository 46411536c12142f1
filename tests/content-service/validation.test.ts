import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { RICH_TEXT_LIMITS } from "@/content-service/rich-text/validate";
import { startContentService } from "@/content-service/http/server";
import documents from "../fixtures/hygraph-rich-text.json";
import { graphql, withTestService } from "./helpers";

const TOKEN = "validation-token";
const test = withTestService(5, { token: TOKEN });

type Answer = Awaited<ReturnType<typeof graphql<Record<string, { id: string; slug: string } | null>>>>;

const createPost = (slug: string, content: unknown, extra: Record<string, unknown> = {}): Promise<Answer> =>
  graphql(
    test.service,
    "mutation ($data: PostCreateInput!) { createPost(data: $data) { id slug } }",
    { data: { title: `Post ${slug}`, slug, author: { connect: { slug: "amara-okafor" } }, content, ...extra } },
    { token: TOKEN },
  );

const mutate = (query: string, variables: Record<string, unknown>): Promise<Answer> => graphql(test.service, query, variables, { token: TOKEN });

const paragraph = (...children: unknown[]) => ({ type: "paragraph", children });
const doc = (...children: unknown[]) => ({ children });
const postFiles = () => readdirSync(join(test.contentDir, "posts")).sort();

function expectRefused(answer: Answer, message: RegExp) {
  expect(answer.status).toBe(400);
  expect(answer.body.data).toBeNull();
  expect(answer.body.errors?.[0].message).toMatch(message);
}

describe("rich text is validated on write, like Hygraph", () => {
  it.each([
    ["a node type named like a built-in property", doc({ type: "constructor", children: [{ text: "x" }] }), /^content\.children\[0\]\.type: "constructor" is not a rich-text node type/],
    ["an unknown node type", doc({ type: "heading-seven", children: [{ text: "x" }] }), /content\.children\[0\]\.type: "heading-seven" is not a rich-text node type/],
    ["a leaf whose text is not a string", doc(paragraph({ text: 42 })), /^content\.children\[0\]\.children\[0\]\.text: must be a string \(got number\)/],
    ["an element without children", doc({ type: "paragraph" }), /^content\.children\[0\]\.children: a paragraph needs a list of at least one child node/],
    ["children that are not a list", doc({ type: "paragraph", children: "text" }), /content\.children\[0\]\.children: a paragraph needs a list/],
    ["a null node", doc(paragraph(null)), /content\.children\[0\]\.children\[0\]: a node must be an element or a text leaf \(got null\)/],
    ["a mark that is not a boolean", doc(paragraph({ text: "x", bold: "yes" })), /\.bold: must be true or false/],
    ["a link without href or entry", doc(paragraph({ type: "link", children: [{ text: "x" }] })), /\.href: a link needs a string href or an entry/],
    ["text at the top level", doc({ text: "loose" }), /content\.children\[0\]: text must be inside a block element/],
    ["a document that is not a document", "just a string", /^content: must be a rich-text document/],
  ])("refuses %s with 400 naming the field and the rule, and writes nothing", async (_name, content, message) => {
    const before = postFiles();
    expectRefused(await createPost("refused-shape", content), message);
    expect(postFiles()).toEqual(before);
  });

  it("refuses embeds of missing entries and of types the field cannot embed", async () => {
    expectRefused(await createPost("embeds-missing", doc({ type: "embed", nodeId: "no-such-entry", nodeType: "Faq", children: [{ text: "" }] })), /\.nodeId: no entry "no-such-entry" exists/);
    // A post's content embeds Asset, DeepLink, Promotion, ProductReview and Faq (models.graphql): not other posts.
    expectRefused(
      await createPost("embeds-post", doc({ type: "embed", nodeId: "post-sample-article-1", nodeType: "Post", children: [{ text: "" }] })),
      /\.nodeType: "Post" cannot be embedded here \(allowed: Asset, DeepLink, Promotion, ProductReview, Faq\)/,
    );
    expectRefused(
      await createPost("embeds-wrong-type", doc({ type: "embed", nodeId: "deeplink-testwise", nodeType: "Faq", children: [{ text: "" }] })),
      /\.nodeId: "deeplink-testwise" is a DeepLink, not a Faq/,
    );
    expectRefused(
      await createPost("links-missing", doc(paragraph({ type: "link", nodeId: "deeplink-nobody", nodeType: "DeepLink", children: [{ text: "x" }] }))),
      /no entry "deeplink-nobody" exists/,
    );
  });

  it("refuses documents nested too deep or too large", async () => {
    let deep: unknown = { text: "deep" };
    for (let level = 0; level < 30; level++) deep = { type: "bulleted-list", children: [{ type: "list-item", children: [{ type: "list-item-child", children: [deep] }] }] };
    expectRefused(await createPost("too-deep", doc(deep)), new RegExp(`elements nested deeper than ${RICH_TEXT_LIMITS.maxDepth} levels`));
    // 10,000 nodes no longer fit in the size limit, which now refuses them first.
    const many = doc(...Array.from({ length: RICH_TEXT_LIMITS.maxNodes }, () => paragraph({ text: "x" })));
    expectRefused(await createPost("too-many", many), new RegExp(`^content: is \\d+ bytes as JSON; the limit is ${RICH_TEXT_LIMITS.maxJsonBytes} bytes per rich-text document`));
  });

  it("refuses what the site could not serve: more than 100 references, an entry embedded again and again, a document past its size", async () => {
    const faqs = readdirSync(join(test.contentDir, "faqs")).map((file) => file.replace(/\.json$/, ""));
    const embed = (id: string) => ({ type: "embed", nodeId: id, nodeType: "Faq", children: [{ text: "" }] });
    const before = postFiles();
    expect((await createPost("hundred-faqs", doc(...faqs.slice(0, RICH_TEXT_LIMITS.maxReferences).map(embed)))).status).toBe(200);
    expectRefused(
      await createPost("too-many-faqs", doc(...faqs.slice(0, RICH_TEXT_LIMITS.maxReferences + 1).map(embed))),
      /^content: embeds or links more than 100 entries; the limit is 100 references per rich-text document/,
    );
    // The probe's page embedded one entry 4,999 times (0.5 MB, refused by its size); a fourth time is already refused.
    expectRefused(await createPost("probe-embeds", doc(...Array.from({ length: 4_999 }, () => embed(faqs[0])))), /^content: is 534907 bytes as JSON/);
    expectRefused(
      await createPost("repeated-embed", doc(...Array.from({ length: 4 }, () => embed(faqs[0])))),
      /^content\.children\[3\]: embeds "[^"]+" a 4th time; an entry may be embedded at most 3 times per document/,
    );
    expectRefused(await createPost("big-post", doc(paragraph({ text: "x".repeat(RICH_TEXT_LIMITS.maxJsonBytes) }))), /^content: is \d+ bytes as JSON; the limit is 131072/);
    expect(postFiles()).toEqual([...before, "post-hundred-faqs.json"].sort());
  });

  it("refuses text fields over their limits", async () => {
    expectRefused(await createPost("long-title", doc(paragraph({ text: "x" })), { title: "t".repeat(251) }), /^title: longer than 250 characters/);
    expectRefused(await createPost("many-tags", doc(paragraph({ text: "x" })), { tags: Array.from({ length: 21 }, (_, i) => `tag${i}`) }), /^tags: at most 20 tags/);
    expectRefused(await createPost("s".repeat(151), doc(paragraph({ text: "x" }))), /^slug: longer than 150 characters/);
    expectRefused(
      await mutate("mutation ($data: PageUpdateInput!) { updatePage(where: { slug: \"about-us\" }, data: $data) { id } }", { data: { metaDescription: "m".repeat(501) } }),
      /^metaDescription: longer than 500 characters/,
    );
  });

  it("accepts every node type of Hygraph's rich text, and the service restarts on what it accepted", async () => {
    const content = doc(
      { type: "heading-two", children: [{ text: "Heading", bold: true }] },
      paragraph({ text: "See " }, { type: "link", href: "https://example.org/", openInNewTab: true, children: [{ text: "this" }] }, { type: "link", nodeId: "deeplink-testwise", nodeType: "DeepLink", children: [{ text: "TestWise" }] }),
      { type: "bulleted-list", children: [{ type: "list-item", children: [{ type: "list-item-child", children: [{ text: "item", italic: true }] }] }] },
      { type: "table", children: [{ type: "table_body", children: [{ type: "table_row", children: [{ type: "table_cell", children: [paragraph({ text: "cell" })] }] }] }] },
      { type: "code-block", children: [{ text: "code", code: true }] },
      { type: "image", src: "https://example.org/a.png", children: [{ text: "" }] },
      { type: "embed", nodeId: "faq-what-is-prep-1", nodeType: "Faq", children: [{ text: "" }] },
    );
    const created = await createPost("every-node-type", content);
    expect(created.status).toBe(200);
    expect(created.body.data?.createPost?.slug).toBe("every-node-type");
    const restarted = await startContentService({ port: 0, contentDir: test.contentDir });
    await restarted.close();
  });
});

describe("rich text as Hygraph sends it", () => {
  const named = Object.entries(documents).filter(([name]) => name !== "_comment");

  it.each(named)("accepts Hygraph's %s document as it is", async (name, content) => {
    const answer = await createPost(`hygraph-${name}`, content);
    expect(answer.body.errors).toBeUndefined();
    expect(answer.status).toBe(200);
  });

  const image = (attributes: Record<string, unknown>) => doc({ type: "image", src: "https://media.graphassets.com/abc", children: [{ text: "" }], ...attributes });
  it.each([
    ["a link to javascript:", doc(paragraph({ type: "link", href: "javascript:alert(1)", children: [{ text: "x" }] })), /^content\.children\[0\]\.children\[0\]\.href: "javascript:alert\(1\)" is not an http\(s\) URL, mailto:, a path on this site or an #anchor/],
    ["a protocol-relative link", doc(paragraph({ type: "link", href: "//evil.example/", children: [{ text: "x" }] })), /\.href: "\/\/evil\.example\/" is not an http\(s\) URL/],
    ["an image without src", doc({ type: "image", altText: "x", children: [{ text: "" }] }), /^content\.children\[0\]\.src: an image needs a string src/],
    ["an image from a data: URL", image({ src: "data:image/png;base64,AAAA" }), /^content\.children\[0\]\.src: "data:image\/png;base64,AAAA" is not an http\(s\) URL or a path on the content service/],
    ["an image whose width is text", image({ width: "400" }), /^content\.children\[0\]\.width: must be a whole number of pixels above 0, or null/],
    ["an image whose height is 0", image({ height: 0 }), /\.height: must be a whole number of pixels above 0, or null/],
    ["an image whose alt text is not text", image({ altText: 42 }), /^content\.children\[0\]\.altText: must be a string/],
    ["a video from javascript:", doc({ type: "video", src: "javascript:alert(1)", children: [{ text: "" }] }), /^content\.children\[0\]\.src: "javascript:alert\(1\)" is not an http\(s\) URL/],
    ["an iframe without url", doc({ type: "iframe", src: "https://www.youtube-nocookie.com/embed/x", children: [{ text: "" }] }), /^content\.children\[0\]\.url: an iframe needs a string url/],
    ["an iframe of a path", doc({ type: "iframe", url: "/api/preview", children: [{ text: "" }] }), /^content\.children\[0\]\.url: "\/api\/preview" is not an http\(s\) URL/],
    ["a class name with quotes", doc({ type: "class", className: 'a" onclick="x', children: [paragraph({ text: "x" })] }), /^content\.children\[0\]\.className: "a\" onclick=\"x" must be 1 to 4 class names of letters, digits, - and _/],
    ["an empty class name", doc({ type: "class", className: " ", children: [paragraph({ text: "x" })] }), /\.className: " " must be 1 to 4 class names/],
  ])("refuses %s with 400 naming the field and the rule", async (_name, content, message) => {
    expectRefused(await createPost("refused-media", content), message);
  });
});

describe("deleting and unpublishing entries that others use", () => {
  it("refuses to delete a post a page embeds, naming the page; unpublishing leaves the page valid", async () => {
    const sources = { create: [{ title: "STI Treatment Guidelines", publisher: "CDC", url: "https://www.cdc.gov/std/treatment-guidelines/" }] };
    expect((await createPost("embedded-post", doc(paragraph({ text: "x" })), { sources })).status).toBe(200);
    await mutate('mutation { publishPost(where: { slug: "embedded-post" }) { id } }', {});
    const pageContent = doc(paragraph({ text: "Read this:" }), { type: "embed", nodeId: "post-embedded-post", nodeType: "Post", children: [{ text: "" }] });
    const updated = await mutate("mutation ($data: PageUpdateInput!) { updatePage(where: { slug: \"about-us\" }, data: $data) { id } }", {
      // An edit after the page's last medical review needs a new one before it is published.
      data: { content: pageContent, seo: { update: { lastReviewed: new Date().toISOString().slice(0, 10), reviewedBy: { connect: { slug: "priya-raman" } } } } },
    });
    expect(updated.status).toBe(200);
    const pagePublished = await mutate('mutation { publishPage(where: { slug: "about-us" }) { id } }', {});
    expect(pagePublished.body.errors).toBeUndefined();

    expectRefused(await mutate('mutation { deletePost(where: { slug: "embedded-post" }) { id } }', {}), /^deletePost: Post "embedded-post" is still referenced by Page page-about-us \(content\); remove those references first/);
    expect(postFiles()).toContain("post-embedded-post.json");

    // The published page would lose the post: unpublishing takes an explicit force.
    expectRefused(await mutate('mutation { unpublishPost(where: { slug: "embedded-post" }) { id } }', {}), /^unpublishPost: Post "embedded-post" is linked to or embedded by published entries: Page about-us \(content\); change those first, or send the request with the extension force: true/);
    const unpublished = await graphql(test.service, 'mutation { unpublishPost(where: { slug: "embedded-post" }) { id } }', {}, { token: TOKEN, extensions: { force: true } });
    expect(unpublished.status).toBe(200);
    const page = await graphql<{ page: { content: { references: { id: string }[] } } }>(test.service, '{ page(where: { slug: "about-us" }) { content { references { ... on Post { id } } } } }');
    expect(page.status).toBe(200);
    expect(page.body.data?.page.content.references).toEqual([]);
    const restarted = await startContentService({ port: 0, contentDir: test.contentDir });
    await restarted.close();
  });
});

describe("content files", () => {
  it("refuses to start on a file whose rich text breaks the rules, naming the entry, field and rule", async () => {
    const path = join(test.contentDir, "posts", "post-sample-article-1.json");
    const original = readFileSync(path, "utf8");
    try {
      writeFileSync(path, JSON.stringify({ ...JSON.parse(original), content: doc({ type: "toString", children: [{ text: "x" }] }) }));
      await expect(startContentService({ port: 0, contentDir: test.contentDir })).rejects.toThrow(/post-sample-article-1: content\.children\[0\]\.type: "toString" is not a rich-text node type/);
    } finally {
      writeFileSync(path, original);
    }
  });

  it("refuses to start on a page whose author is not an Author, naming the page and field", async () => {
    const path = join(test.contentDir, "pages", "page-about-us.json");
    const original = readFileSync(path, "utf8");
    try {
      writeFileSync(path, JSON.stringify({ ...JSON.parse(original), author: "category-prevention" }));
      await expect(startContentService({ port: 0, contentDir: test.contentDir })).rejects.toThrow(/page-about-us: author points to Category "category-prevention", expected Author/);
    } finally {
      writeFileSync(path, original);
    }
  });
});

describe("a page's author", () => {
  const PAGE_AUTHOR = '{ page(where: { slug: "about-us" }, stage: DRAFT) { author { slug name } } }';
  const setAuthor = (slug: string) =>
    mutate("mutation ($data: PageUpdateInput!) { updatePage(where: { slug: \"about-us\" }, data: $data) { author { slug } } }", { data: { author: { connect: { slug } } } });

  it("is connected by slug on update and read back with the page; an unknown author is refused", async () => {
    const updated = await setAuthor("priya-raman");
    expect(updated.status).toBe(200);
    const read = await graphql<{ page: { author: { slug: string; name: string } } }>(test.service, PAGE_AUTHOR, undefined, { token: TOKEN });
    expect(read.body.data?.page.author).toEqual({ slug: "priya-raman", name: "Priya Raman, PharmD" });
    expectRefused(await setAuthor("nobody"), /author: unknown Author/);
  });
});
