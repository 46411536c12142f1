/**
 * Synthetic content for tests and benchmarks: copies the shipped content except its posts,
 * then writes N generated posts spread over every category, sub-category and author.
 *   npm run content:generate -- --posts 10000 --out /tmp/content-10k
 * Never touches content-service/content.
 */
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { markdownToRichText } from "../rich-text/markdown";

const SOURCE = join(import.meta.dirname, "..", "content");

const PARAGRAPHS = [
  "Regular testing is the only reliable way to know whether you have a sexually transmitted infection, because many infections cause no symptoms at all. A clinician can suggest how often to test based on your situation.",
  "Condoms used correctly every time lower the risk of many infections. Vaccines protect against hepatitis B and HPV, and prevention medicines such as PrEP greatly lower the chance of getting HIV.",
  "If a test is positive, most infections can be treated, and many bacterial infections are cured with antibiotics prescribed by a clinician. Partners should be told so they can be tested and treated too.",
  "If you think you were exposed to HIV in the last 72 hours, seek care straight away and ask about post-exposure prophylaxis, which must start quickly to work.",
  "Sexual health clinics offer confidential, non-judgemental care, and many offer free or low-cost testing. Home self-collection kits are another option for routine screening when you feel well.",
];

type Stored = { id: string; slug?: string; category?: string; [key: string]: unknown };

function readFolder(dir: string, folder: string): Stored[] {
  return readdirSync(join(dir, folder)).filter((file) => file.endsWith(".json")).map((file) => JSON.parse(readFileSync(join(dir, folder, file), "utf8")) as Stored);
}

/** Deterministic pseudo-random numbers in [0, 1) (mulberry32), so a run is reproducible for a given `now`. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** The archive reaches back this far; the newest post is from the last day or so. */
const ARCHIVE_YEARS = 6;

/**
 * Publication dates of `count` posts, oldest first, all in the past relative to `now`: spread
 * over the last few years with more posts recently (output grows over time), each in office
 * hours (UTC) with random gaps, and about one post in four edited again later.
 */
export function postDates(count: number, now: number): { createdAt: string; updatedAt: string }[] {
  const random = seededRandom(count);
  const span = ARCHIVE_YEARS * 365 * DAY;
  return Array.from({ length: count }, (_, index) => {
    // Position in the archive: square root, so later years hold more posts than earlier ones.
    const position = Math.sqrt((index + random()) / Math.max(count, 1));
    const day = Math.floor((now - span + position * span - DAY) / DAY) * DAY;
    // Whole seconds apart at most near `now`, so no two posts share a creation time.
    const created = Math.min(day + (8 + random() * 10) * HOUR, now - HOUR - (count - index) * 1000);
    const edited = random() < 0.25 ? created + random() * (now - created) : created;
    return { createdAt: new Date(created).toISOString(), updatedAt: new Date(Math.floor(edited)).toISOString() };
  }).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

export function generateContent(posts: number, out: string, now = Date.now()): void {
  if (resolve(out) === resolve(SOURCE)) throw new Error("Refusing to overwrite the shipped content");
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  for (const folder of readdirSync(SOURCE)) {
    if (folder === "posts") continue;
    cpSync(join(SOURCE, folder), join(out, folder), { recursive: true });
  }
  // Pages may embed shipped posts; the synthetic set replaces them, so drop those embeds.
  for (const page of readFolder(out, "pages")) {
    const content = JSON.stringify(page.content).replace(/\{"type":"embed","nodeType":"Post","nodeId":"[^"]+","children":\[\{"text":""\}\]\},?/g, "");
    writeFileSync(join(out, "pages", `${page.id}.json`), JSON.stringify({ ...page, content: JSON.parse(content.replace(/,\]/g, "]")) }, null, 2));
  }
  const subCategories = readFolder(out, "sub-categories");
  const authors = readFolder(out, "authors");
  const covers = readFolder(out, "assets").filter((asset) => asset.id.startsWith("asset-cover-category-"));
  mkdirSync(join(out, "posts"), { recursive: true });
  const dates = postDates(posts, now);
  for (let index = 0; index < posts; index++) {
    const sub = subCategories[index % subCategories.length];
    const author = authors[index % authors.length];
    const slug = `sample-article-${index + 1}`;
    const { createdAt: created, updatedAt: updated } = dates[index];
    const body = [
      `## About this sample article\n\n${PARAGRAPHS[index % PARAGRAPHS.length]}`,
      ...Array.from({ length: 4 }, (_, n) => `## Section ${n + 1}\n\n${PARAGRAPHS.join(" ")}`),
      `- Test regularly\n- Use condoms\n- Get vaccinated\n- Ask about PrEP`,
    ].join("\n\n");
    const post = {
      id: `post-${slug}`,
      createdAt: created,
      updatedAt: updated,
      publishedAt: updated,
      title: `Sample article ${index + 1}: ${sub.title as string}`,
      slug,
      excerpt: PARAGRAPHS[index % PARAGRAPHS.length].slice(0, 160),
      category: sub.category,
      subCategory: sub.id,
      coverImage: covers[index % covers.length]?.id ?? null,
      author: author.id,
      tags: ["sample", String(sub.slug)],
      seo: { id: `seo-post-${slug}`, title: `Sample article ${index + 1}`, description: PARAGRAPHS[0].slice(0, 150), canonicalUrl: null, keywords: [], lastReviewed: updated.slice(0, 10), reviewedBy: authors[(index + 1) % authors.length].id, dateModified: updated },
      content: markdownToRichText(body),
      // Like a real article, each passes the editors' check, which publishing runs: a source and
      // the review history entry behind its review date.
      sources: [{ id: `source-${slug}-1`, title: "Sexually Transmitted Infections Treatment Guidelines", publisher: "CDC", date: null, url: "https://www.cdc.gov/std/treatment-guidelines/" }],
      changeLog: [{ id: `change-${slug}-1`, date: updated.slice(0, 10), summary: "Written and medically reviewed.", reviewedBy: authors[(index + 1) % authors.length].id }],
    };
    writeFileSync(join(out, "posts", `${post.id}.json`), JSON.stringify(post));
  }
}

const isMain = process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename);
if (isMain) {
  const { values } = parseArgs({ options: { posts: { type: "string", default: "100" }, out: { type: "string" } } });
  const count = Number(values.posts);
  if (!values.out || !Number.isInteger(count) || count < 0) {
    console.error("usage: generate.ts --posts N --out DIR");
    process.exit(1);
  }
  generateContent(count, values.out);
  console.log(`wrote ${count} posts to ${values.out}`);
}
