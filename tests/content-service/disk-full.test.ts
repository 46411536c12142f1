import { randomBytes } from "node:crypto";
import { readdirSync, readFileSync, truncateSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { checkContent } from "@/content-service/check/check";
import { generateContent } from "@/content-service/scripts/generate";
import { startContentService, type ContentService } from "@/content-service/http/server";
import { DELIVERY_LOG_FILE, readDeliveryLog } from "@/content-service/publishing/delivery-log";
import { ContentStore } from "@/content-service/store/store";
import { graphql, publishableFields } from "./helpers";
import { mountSmallDisk, smallDiskUnavailable, type SmallDisk } from "./small-disk";

/**
 * A full disk never costs data or availability: on a real small filesystem (tmpfs), every write
 * of the content service (entries, uploads, the webhook log) answers an error status that says
 * the disk is full, keeps the previous file, leaves no temporary file and keeps the service up;
 * a start after damage sets the damaged webhook log aside and names a damaged content file with
 * its byte, serving the rest.
 */
const TOKEN = "disk-full-token";
if (smallDiskUnavailable) console.warn(`disk-full tests skipped: ${smallDiskUnavailable}`);

let contentDisk: SmallDisk;
let stateDisk: SmallDisk;
let service: ContentService;
let site: Server;
let siteUrl: string;
const received: string[] = [];
/** When set, the stand-in site fills the state disk before it answers: the disk fills mid-delivery. */
let fillStateOnDelivery = false;
const unhandled: unknown[] = [];
const collect = (reason: unknown) => unhandled.push(reason);
const contentDir = () => join(contentDisk.dir, "content");

const start = () =>
  startContentService({ port: 0, contentDir: contentDir(), stateDir: stateDisk.dir, token: TOKEN, webhookUrl: siteUrl, webhookSecret: "disk-full-secret", webhookBaseDelayMs: 20, webhookRetries: 1 });
const mutate = (query: string, variables?: Record<string, unknown>) => graphql<Record<string, { id: string; slug: string } | null>>(service, query, variables, { token: TOKEN });
/**
 * About 60 kB of article: more than the few kB a filled disk leaves, so a write is cut, not refused
 * outright. With 60 sources its webhook delivery (the post's fields but its text) is ~7 kB: more
 * than the last page of the appended webhook log has spare, so a full disk is felt by the log too.
 */
const longContent = { children: Array.from({ length: 30 }, (_, index) => ({ type: "paragraph", children: [{ text: `Paragraph ${index}. ${"Testing after a possible exposure. ".repeat(55)}` }] })) };
const createPost = (slug: string) =>
  mutate(`mutation ($content: RichTextAST) { createPost(data: { title: "Disk ${slug}", slug: "${slug}", content: $content, author: { connect: { slug: "amara-okafor" } }, category: { connect: { slug: "prevention" } }, ${publishableFields("amara-okafor", 60)} }) { id slug } }`, {
    content: longContent,
  });
const filesUnder = (dir: string): string[] => readdirSync(dir, { recursive: true, encoding: "utf8" }).sort();
const temporaryFiles = (dir: string) => filesUnder(dir).filter((file) => file.endsWith(".tmp"));
const health = async () => (await fetch(`${service.url}/healthz`)).text();
const publishedSlugs = async () => (await graphql<{ posts: { slug: string }[] }>(service, "{ posts(first: 100) { slug } }")).body.data?.posts.map((post) => post.slug);

async function upload(bytes: Buffer) {
  const form = new FormData();
  form.set("fileUpload", new Blob([new Uint8Array(bytes)]), "clinic-photo.png");
  form.set("alt", "A sexual health clinic's waiting room");
  const response = await fetch(`${service.url}/graphql/upload`, { method: "POST", body: form, headers: { authorization: `Bearer ${TOKEN}` } });
  return { status: response.status, body: (await response.json()) as { error?: string; id?: string } };
}

describe.skipIf(smallDiskUnavailable)("a full disk", () => {
  beforeAll(async () => {
    process.on("unhandledRejection", collect);
    site = createServer((req, res) => {
      let body = "";
      req.on("data", (chunk) => (body += chunk));
      req.on("end", () => {
        // Hygraph's payload ("Receiving a webhook"): a Post's slug is localized, so it is in `localizations`.
        received.push((JSON.parse(body) as { data: { localizations: { locale: string; slug: string }[] } }).data.localizations.find((localization) => localization.locale === "en")?.slug ?? "");
        if (fillStateOnDelivery) stateDisk.fill(0);
        // An answer the log keeps whole; when the disk fills meanwhile, one of ~9 kB (a site naming 400 listings):
        // more than a page of the appended log has spare, whatever the delivery before it left there.
        const revalidated = fillStateOnDelivery ? Array.from({ length: 400 }, (_, page) => `/blog/page/${page + 1}`) : [];
        res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ revalidated, gone: [], failed: [] }));
      });
    });
    await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
    siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}/api/revalidate`;
    contentDisk = mountSmallDisk(16 * 1024 * 1024);
    stateDisk = mountSmallDisk(1024 * 1024);
    generateContent(4, contentDir());
    service = await start();
    // An article already there, as large as a real one: what a failed update or publish must keep.
    expect((await createPost("kept-article")).status).toBe(200);
  });

  // Each test fills what it needs; none leaves a disk full for the next.
  afterEach(() => {
    fillStateOnDelivery = false;
    contentDisk.empty();
    stateDisk.empty();
  });

  afterAll(async () => {
    await service?.close();
    await new Promise((resolve) => site?.close(resolve));
    process.off("unhandledRejection", collect);
    contentDisk?.unmount();
    stateDisk?.unmount();
  });

  it("a createPost answers 507 saying the disk is full, writes no part of the post, and the service keeps serving", async () => {
    const before = filesUnder(contentDir());
    const free = contentDisk.fill(8 * 1024);
    expect(free).toBeLessThan(16 * 1024);

    const created = await createPost("cut-short");
    expect(created.status).toBe(507);
    expect(created.body.data).toBeNull();
    expect(created.body.errors?.[0].message).toMatch(/^Insufficient storage: the content service's disk is full \(ENOSPC\); posts\/post-cut-short\.json was not saved and nothing was changed/);
    expect(filesUnder(contentDir())).toEqual(before);
    expect(await health()).toBe("ok");
    expect(await publishedSlugs()).toEqual(expect.arrayContaining(["sample-article-1", "sample-article-2"]));
  });

  it.each([
    ["updatePost", 'mutation { updatePost(where: { slug: "kept-article" }, data: { title: "Renamed while the disk is full" }) { id slug } }'],
    ["publishPost", 'mutation { publishPost(where: { slug: "kept-article" }) { id slug } }'],
    ["createSearchSynonym", 'mutation { createSearchSynonym(data: { term: "written on a full disk", synonyms: ["never saved"] }) { id } }'],
  ])("%s answers 507 and leaves the previous file byte for byte, with no temporary file", async (_name, query) => {
    const kept = join(contentDir(), "posts", "post-kept-article.json");
    const before = readFileSync(kept);
    const files = filesUnder(contentDir());
    contentDisk.fill(0);

    const answer = await mutate(query);
    expect(answer.status).toBe(507);
    expect(answer.body.errors?.[0].message).toMatch(/disk is full \(ENOSPC\)/);
    expect(readFileSync(kept).equals(before)).toBe(true);
    expect(filesUnder(contentDir())).toEqual(files);
    expect(temporaryFiles(contentDir())).toEqual([]);
    expect(await publishedSlugs()).not.toContain("kept-article");
  });

  it("an upload answers 507 and stores neither the image nor its Asset", async () => {
    // Noise does not compress: about 90 kB of PNG.
    const noise = randomBytes(170 * 170 * 3);
    const bytes = await sharp(noise, { raw: { width: 170, height: 170, channels: 3 } }).png().toBuffer();
    const files = filesUnder(contentDir());
    contentDisk.fill(8 * 1024);

    const uploaded = await upload(bytes);
    expect(uploaded.status).toBe(507);
    expect(uploaded.body.error).toMatch(/^Insufficient storage: the content service's disk is full \(ENOSPC\); files\/clinic-photo-[0-9a-f]{6}\.png was not saved/);
    expect(filesUnder(contentDir())).toEqual(files);
  });

  it("an image that fits with no room left for its Asset answers 507, and the image is removed again", async () => {
    const bytes = await sharp(randomBytes(120 * 120 * 3), { raw: { width: 120, height: 120, channels: 3 } }).png().toBuffer();
    // Stored once with room to spare, to learn the bytes the service keeps of it.
    const first = await upload(bytes);
    expect(first.status).toBe(200);
    const stored = Number((first.body as { size?: number }).size);
    const files = filesUnder(contentDir());
    // Room for the image's pages, none for the Asset's entry.
    contentDisk.fill(Math.ceil(stored / 4096) * 4096);

    const second = await upload(bytes);
    expect(second.status).toBe(507);
    expect(second.body.error).toMatch(/^Insufficient storage: .*; assets\/asset-clinic-photo-[0-9a-f]{6}\.json was not saved/);
    expect(filesUnder(contentDir())).toEqual(files);
  });

  it("once space is freed, the same writes succeed without a restart", async () => {
    expect((await createPost("cut-short")).status).toBe(200);
    const published = await mutate('mutation { publishPost(where: { slug: "kept-article" }) { id slug } }');
    expect(published.body.data?.publishPost?.slug).toBe("kept-article");
    expect(await publishedSlugs()).toContain("kept-article");
    await service.webhooks.settled();
  });

  it("a publish while the state disk is full goes out to the site, keeps the last good webhook log, and nothing crashes", async () => {
    const log = join(stateDisk.dir, DELIVERY_LOG_FILE);
    const lastGood = readFileSync(log, "utf8");
    expect(readDeliveryLog(log)).toHaveLength(1);
    stateDisk.fill(0);

    const published = await mutate('mutation { publishPost(where: { slug: "cut-short" }) { id slug } }');
    expect(published.status).toBe(200);
    expect(published.body.data?.publishPost?.slug).toBe("cut-short");
    await service.webhooks.settled();
    expect(received).toContain("cut-short");
    expect(unhandled).toEqual([]);
    expect(readFileSync(log, "utf8")).toBe(lastGood);
    expect(temporaryFiles(stateDisk.dir)).toEqual([]);
    expect(await health()).toMatch(/^degraded\n- the webhook log is not saved: Insufficient storage: the content service's disk is full \(ENOSPC\); [\w-]+\/webhook-deliveries\.jsonl was not saved/);

    // An editor's re-send is refused rather than sent unrecorded.
    const [delivery] = service.webhooks.list(1);
    const resend = await fetch(`${service.url}/webhooks/${delivery.id}/resend`, { method: "POST", headers: { authorization: `Bearer ${TOKEN}` } });
    expect(resend.status).toBe(507);

    // Space back: the next save writes the whole log, the delivery made meanwhile included.
    stateDisk.empty();
    await mutate('mutation { unpublishPost(where: { slug: "cut-short" }) { id } }');
    await service.webhooks.settled();
    const saved = readDeliveryLog(log);
    expect(saved.map(({ operation, slug, status }) => `${operation} ${slug} ${status}`)).toEqual(["unpublish cut-short delivered", "publish cut-short delivered", "publish kept-article delivered"]);
    expect(await health()).toBe("ok");
  });

  it("a disk that fills while the site answers a delivery costs the log's update, never the service", async () => {
    fillStateOnDelivery = true;
    const published = await mutate('mutation { publishPost(where: { slug: "cut-short" }) { id slug } }');
    expect(published.status).toBe(200);
    await service.webhooks.settled();

    expect(unhandled).toEqual([]);
    expect(service.webhooks.list(1)[0]).toMatchObject({ operation: "publish", slug: "cut-short", status: "delivered" });
    // On disk: the log as saved before the site answered, whole.
    const onDisk = readDeliveryLog(join(stateDisk.dir, DELIVERY_LOG_FILE));
    expect(onDisk[0]).toMatchObject({ operation: "publish", slug: "cut-short", status: "pending" });
    expect(temporaryFiles(stateDisk.dir)).toEqual([]);
    expect(await health()).toMatch(/^degraded\n- the webhook log is not saved: Insufficient storage/);
    expect(await publishedSlugs()).toContain("cut-short");
  });

  it("a start over a torn webhook log sets it aside, says so, and serves", async () => {
    await service.close();
    const log = join(stateDisk.dir, DELIVERY_LOG_FILE);
    const torn = readFileSync(log, "utf8").slice(0, 300);
    writeFileSync(log, torn);

    service = await start();
    const aside = readdirSync(stateDisk.dir).filter((file) => file.startsWith(`${DELIVERY_LOG_FILE}.damaged-`));
    expect(aside).toHaveLength(1);
    expect(readFileSync(join(stateDisk.dir, aside[0]), "utf8")).toBe(torn);
    expect(await health()).toMatch(new RegExp(`^degraded\\n- the webhook log could not be read \\(.+\\); it was moved to .+/${aside[0]}, and a new log begun$`, "m"));
    const deliveries = await fetch(`${service.url}/webhooks`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(deliveries.status).toBe(200);
    expect(await publishedSlugs()).toContain("kept-article");
  });

  it("a start over a truncated content file names the file and the byte, and serves every other entry", async () => {
    await service.close();
    const file = join(contentDir(), "posts", "post-sample-article-2.json");
    const cut = Math.floor(readFileSync(file).length / 2);
    truncateSync(file, cut);

    const logged = vi.spyOn(console, "error");
    service = await start();
    const named = `posts/post-sample-article-2.json is damaged at byte ${cut} of ${cut} (`;
    expect(logged.mock.calls.flat().join("\n")).toContain(named);
    logged.mockRestore();
    expect(await health()).toContain(`\n- ${named}`);
    // The editors' check names it too, as an error.
    const findings = checkContent(ContentStore.load(contentDir())).filter((finding) => finding.level === "error" && finding.field === "file");
    expect(findings.map((finding) => finding.message)).toEqual([expect.stringContaining(named)]);
    const slugs = await publishedSlugs();
    expect(slugs).toEqual(expect.arrayContaining(["sample-article-1", "sample-article-3", "kept-article"]));
    expect(slugs).not.toContain("sample-article-2");
    const article = await graphql<{ post: { title: string } | null }>(service, '{ post(where: { slug: "sample-article-1" }) { title } }');
    expect(article.body.data?.post?.title).toBeTruthy();
  });
});
