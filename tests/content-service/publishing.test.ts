import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifyWebhookSignature } from "@sti-aware/contract/webhook-signature";
import { startContentService } from "@/content-service/http/server";
import { graphql, withTestService } from "./helpers";

const TOKEN = "test-token";
const PREVIEW_TOKEN = "test-preview-token";
const SECRET = "test-webhook-secret";
type Delivery = { body: string; signature: string | undefined };
const deliveries: Delivery[] = [];
let failNext = 0;
let receiver: Server;

beforeAll(async () => {
  receiver = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      if (failNext > 0) {
        failNext--;
        res.writeHead(503).end();
        return;
      }
      deliveries.push({ body, signature: req.headers["gcms-signature"] as string | undefined });
      res.writeHead(200).end("{}");
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
});
afterAll(async () => {
  await new Promise((resolve) => receiver.close(resolve));
});
// Started after the webhook receiver above, which it delivers to.
const test = withTestService(20, () => ({
  token: TOKEN,
  previewToken: PREVIEW_TOKEN,
  webhookUrl: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/api/revalidate`,
  webhookSecret: SECRET,
}));

/** Every article names its sources, or publishing refuses it (the editors' check). */
const SOURCES = 'sources: { create: [{ title: "STI Treatment Guidelines", publisher: "CDC", url: "https://www.cdc.gov/std/treatment-guidelines/" }] }';
/** A medical review recorded today, which an edit after the last review needs before it is published. */
const reviewedToday = (summary: string) => {
  const today = new Date().toISOString().slice(0, 10);
  return `seo: { update: { lastReviewed: "${today}", reviewedBy: { connect: { slug: "priya-raman" } } } }, changeLog: { create: [{ date: "${today}", summary: "${summary}", reviewedBy: { connect: { slug: "priya-raman" } } }] }`;
};

const create = (slug: string, extra = "") =>
  graphql<{ createPost: { id: string; slug: string; stage: string } }>(
    test.service,
    `mutation { createPost(data: { title: "Draft ${slug}", slug: "${slug}", author: { connect: { slug: "amara-okafor" } }, category: { connect: { slug: "prevention" } }, ${SOURCES} ${extra} }) { id slug stage } }`,
    undefined,
    { token: TOKEN },
  );

const readPost = (slug: string, path = "/graphql") =>
  graphql<{ post: { title: string } | null }>(test.service, `{ post(where: { slug: "${slug}" }) { title } }`, undefined, {
    path,
    token: path === "/graphql/preview" ? PREVIEW_TOKEN : undefined,
  });

describe("authentication", () => {
  it("refuses mutations without the token or with a wrong one, and changes nothing", async () => {
    const before = readdirSync(join(test.contentDir, "posts")).length;
    const anonymous = await graphql(test.service, 'mutation { deletePost(where: { slug: "sample-article-1" }) { id } }');
    const wrong = await graphql(test.service, 'mutation { deletePost(where: { slug: "sample-article-1" }) { id } }', undefined, { token: "nope" });
    expect(anonymous.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ errors: [{ message: "Unauthorized: a valid bearer token is required for mutations" }], data: null });
    expect(readdirSync(join(test.contentDir, "posts")).length).toBe(before);
    expect((await readPost("sample-article-1")).body.data?.post).not.toBeNull();
  });
});

describe("drafts and publishing", () => {
  it("keeps a new post in DRAFT until it is published", async () => {
    const created = await create("hello-world-draft-1");
    expect(created.body.data?.createPost).toMatchObject({ slug: "hello-world-draft-1", stage: "DRAFT" });
    expect((await readPost("hello-world-draft-1")).body.data?.post).toBeNull();
    expect((await readPost("hello-world-draft-1", "/graphql/preview")).body.data?.post?.title).toBe("Draft hello-world-draft-1");
    const published = await graphql(test.service, 'mutation { publishPost(where: { slug: "hello-world-draft-1" }, to: PUBLISHED) { id } }', undefined, { token: TOKEN });
    expect(published.status).toBe(200);
    expect((await readPost("hello-world-draft-1")).body.data?.post).not.toBeNull();
  });

  it("shows an edit of a published post only in preview until it is published again", async () => {
    await graphql(test.service, `mutation { updatePost(where: { slug: "sample-article-2" }, data: { title: "Edited title", ${reviewedToday("Title clarified.")} }) { id } }`, undefined, { token: TOKEN });
    expect((await readPost("sample-article-2")).body.data?.post?.title).not.toBe("Edited title");
    expect((await readPost("sample-article-2", "/graphql/preview")).body.data?.post?.title).toBe("Edited title");
    await graphql(test.service, 'mutation { publishPost(where: { slug: "sample-article-2" }) { id } }', undefined, { token: TOKEN });
    expect((await readPost("sample-article-2")).body.data?.post?.title).toBe("Edited title");
  });

  it("rejects invalid input with a clear error and writes nothing", async () => {
    const before = readdirSync(join(test.contentDir, "posts")).sort();
    const noTitle = await graphql(test.service, 'mutation { createPost(data: { title: " ", slug: "x-post", author: { connect: { slug: "amara-okafor" } } }) { id } }', undefined, { token: TOKEN });
    const badSlug = await create("!!!");
    const unnormalSlug = await create("Hello World: Draft #1!");
    const unknownAuthor = await graphql(test.service, 'mutation { createPost(data: { title: "T", slug: "t-post", author: { connect: { slug: "nobody" } } }) { id } }', undefined, { token: TOKEN });
    expect(noTitle.body.errors?.[0].message).toBe("title is required");
    expect(badSlug.body.errors?.[0].message).toMatch(/slug "!!!" is not valid/);
    // Stored as written or not at all: the message says what to write.
    expect(unnormalSlug.body.errors?.[0].message).toMatch(/slug "Hello World: Draft #1!" is not valid: .* \(write "hello-world-draft-1"\)$/);
    expect(unknownAuthor.body.errors?.[0].message).toMatch(/author: unknown Author/);
    for (const answer of [noTitle, badSlug, unnormalSlug, unknownAuthor]) expect(answer.status).toBe(400);
    expect(readdirSync(join(test.contentDir, "posts")).sort()).toEqual(before);
  });

  it("serialises concurrent mutations and leaves only complete, valid files", async () => {
    await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        graphql(test.service, `mutation { updatePost(where: { slug: "sample-article-3" }, data: { title: "Concurrent ${index}" }) { id } }`, undefined, { token: TOKEN }),
      ),
    );
    const files = readdirSync(join(test.contentDir, "posts"));
    expect(files.every((file) => file.endsWith(".json"))).toBe(true);
    for (const file of files) expect(() => JSON.parse(readFileSync(join(test.contentDir, "posts", file), "utf8"))).not.toThrow();
    const stored = JSON.parse(readFileSync(join(test.contentDir, "posts", "post-sample-article-3.json"), "utf8"));
    expect(stored.title).toMatch(/^Concurrent \d+$/);
  });
});

describe("webhooks", () => {
  it("signs publish, unpublish and delete notifications the way Hygraph does, retrying failures", async () => {
    deliveries.length = 0;
    failNext = 2;
    await create("webhook-post");
    await graphql(test.service, 'mutation { publishPost(where: { slug: "webhook-post" }) { id } }', undefined, { token: TOKEN });
    await expect.poll(() => deliveries.length, { timeout: 10_000 }).toBe(1);
    await graphql(test.service, 'mutation { unpublishPost(where: { slug: "webhook-post" }) { id } }', undefined, { token: TOKEN });
    await graphql(test.service, 'mutation { deletePost(where: { slug: "webhook-post" }) { id } }', undefined, { token: TOKEN });
    await expect.poll(() => deliveries.length, { timeout: 10_000 }).toBe(3);
    const payloads = deliveries.map((delivery) => JSON.parse(delivery.body));
    expect(payloads.map((payload) => payload.operation)).toEqual(["publish", "unpublish", "delete"]);
    expect(payloads[0].data).toMatchObject({ __typename: "Post", id: "post-webhook-post", slug: "webhook-post", stage: "PUBLISHED", category: { slug: "prevention" } });
    for (const delivery of deliveries) {
      expect(verifyWebhookSignature({ rawBody: delivery.body, header: delivery.signature, secret: SECRET }).valid).toBe(true);
    }
  });
});

describe("crash leftovers", () => {
  it("removes temporary files a crash left between write and rename when the service starts", async () => {
    const [post] = readdirSync(join(test.contentDir, "posts"));
    const leftover = join(test.contentDir, "posts", `${post}.0b3f4c1e-2d5a-4f6b-8c7d-9e0f1a2b3c4d.tmp`);
    writeFileSync(leftover, '{"half": ');
    const again = await startContentService({ port: 0, contentDir: test.contentDir });
    try {
      expect(existsSync(leftover)).toBe(false);
      expect(existsSync(join(test.contentDir, "posts", post))).toBe(true);
    } finally {
      await again.close();
    }
  });
});

describe("filtered counts after writes", () => {
  // The service remembers filtered lists until the next write; a count read before a publish must not be served after it.
  const preventionPosts = (orderBy: string) =>
    graphql<{ postsConnection: { aggregate: { count: number }; edges: { node: { slug: string } }[] } }>(
      test.service,
      `{ postsConnection(where: { category: { slug: "prevention" } }, orderBy: ${orderBy}, first: 100) { aggregate { count } edges { node { slug } } } }`,
    );
  const count = async (orderBy: string) => (await preventionPosts(orderBy)).body.data?.postsConnection.aggregate.count;
  const slugs = async (orderBy: string) => (await preventionPosts(orderBy)).body.data?.postsConnection.edges.map((edge) => edge.node.slug);

  it("counts and lists a category's posts as they are published, changed and deleted", async () => {
    const before = await count("updatedAt_DESC");
    expect(await count("updatedAt_DESC")).toBe(before);
    expect(await count("createdAt_ASC")).toBe(before);

    // Reviewed before its first publication, as a new article is from 28 November 2026.
    await create("counted-post", reviewedToday("First review."));
    expect(await count("updatedAt_DESC")).toBe(before);
    await graphql(test.service, 'mutation { publishPost(where: { slug: "counted-post" }) { id } }', undefined, { token: TOKEN });
    expect(await count("updatedAt_DESC")).toBe((before ?? 0) + 1);
    expect(await count("createdAt_ASC")).toBe((before ?? 0) + 1);
    expect((await slugs("updatedAt_DESC"))?.[0]).toBe("counted-post");
    expect((await slugs("createdAt_ASC"))?.at(-1)).toBe("counted-post");

    // Moved to another category: it leaves this one's count.
    await graphql(test.service, 'mutation { updatePost(where: { slug: "counted-post" }, data: { category: { connect: { slug: "sti-testing" } } }) { id } }', undefined, { token: TOKEN });
    await graphql(test.service, 'mutation { publishPost(where: { slug: "counted-post" }) { id } }', undefined, { token: TOKEN });
    expect(await count("updatedAt_DESC")).toBe(before);
    expect(await slugs("createdAt_ASC")).not.toContain("counted-post");

    await graphql(test.service, 'mutation { deletePost(where: { slug: "counted-post" }) { id } }', undefined, { token: TOKEN });
    expect(await count("updatedAt_DESC")).toBe(before);
  });
});
