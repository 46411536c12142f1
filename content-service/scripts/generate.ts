/**
 * Synthetic content for tests and benchmarks: copies the shipped content except its posts,
 * then writes N generated posts spread over every category, sub-category and author.
 *   npm run content:generate -- --posts 10000 --out /tmp/content-10k
 * Never touches content-service/content.
 */
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { markdownToRichText } from "@sti-aware/contract/rich-text-markdown";

const SOURCE = join(import.meta.dirname, "..", "content");

/**
 * What generated posts are about, so that words spread over them as over a real archive: each
 * post has a subject (its title, headings, intro and tag), paragraphs about it, and paragraphs any
 * article on sexual health shares ("test", "infection", "sex", "partners" are in most posts, as
 * they are in ours). Every title still ends "(sample article N)": a query of words every post
 * shares stays part of the search benchmark, and tests name posts by it.
 */
const SUBJECTS: { name: string; paragraphs: [string, string] }[] = [
  { name: "Chlamydia", paragraphs: [
    "Chlamydia is a common bacterial infection that often causes no symptoms. It is found with a urine test or a swab and cured with antibiotics.",
    "Untreated chlamydia can lead to pelvic inflammatory disease and problems getting pregnant. Testing again about three months after treatment is recommended, because reinfection is common.",
  ] },
  { name: "Gonorrhea", paragraphs: [
    "Gonorrhea is a bacterial infection of the genitals, rectum or throat. It is treated with an antibiotic injection, and some strains resist other antibiotics.",
    "Gonorrhea can cause discharge or burning when you pee, but many people have no symptoms at all, especially in the throat or rectum.",
  ] },
  { name: "Syphilis", paragraphs: [
    "Syphilis passes through stages; the first sign is often a painless sore that heals on its own. A blood test finds it, and penicillin cures it.",
    "Syphilis during pregnancy can pass to the baby, so a syphilis test is part of prenatal care.",
  ] },
  { name: "Genital herpes", paragraphs: [
    "Genital herpes is caused by the herpes simplex virus (HSV-1 or HSV-2). There is no cure, but antiviral medicine shortens outbreaks and lowers the chance of passing it on.",
    "Many people with herpes never notice symptoms; an outbreak can bring painful blisters or sores that heal within a few weeks.",
  ] },
  { name: "HIV", paragraphs: [
    "HIV attacks the immune system. Treatment with antiretroviral medicine keeps the virus under control, and people whose viral load stays undetectable do not pass HIV to partners through sex.",
    "An HIV test uses blood or an oral swab. Depending on the test, a result is reliable from a few weeks to three months after a possible exposure.",
  ] },
  { name: "HPV", paragraphs: [
    "HPV is the most common sexually transmitted infection. Most infections clear on their own, but some types cause genital warts or cancers.",
    "The HPV vaccine prevents the types that cause most HPV cancers and warts, and works best before any exposure.",
  ] },
  { name: "Hepatitis B", paragraphs: [
    "Hepatitis B is a virus that affects the liver and spreads through sex, blood or from parent to baby at birth.",
    "A safe, effective vaccine prevents hepatitis B, and a blood test shows whether you are protected or already infected.",
  ] },
  { name: "Trichomoniasis", paragraphs: [
    "Trichomoniasis is a common infection caused by a parasite. It often has no symptoms and is cured with antibiotic medicine.",
    "Partners of someone with trichomoniasis should be treated at the same time, so the infection is not passed back.",
  ] },
  { name: "Pubic lice", paragraphs: [
    "Pubic lice, often called crabs, are tiny insects that live in pubic hair and cause itching.",
    "Pubic lice are treated with a lotion or shampoo, and bedding, towels and clothes are washed in hot water.",
  ] },
  { name: "Mycoplasma genitalium", paragraphs: [
    "Mycoplasma genitalium is a bacterial infection that can cause inflammation of the urethra or cervix.",
    "Testing for mycoplasma genitalium is usually offered when symptoms continue after treatment for other infections.",
  ] },
  { name: "PrEP", paragraphs: [
    "PrEP is medicine taken before a possible exposure to HIV that greatly lowers the chance of getting it.",
    "PrEP needs a prescription and regular HIV tests, and it does not protect against other sexually transmitted infections.",
  ] },
  { name: "PEP", paragraphs: [
    "PEP, post-exposure prophylaxis, is HIV medicine started within 72 hours after a possible exposure and taken for 28 days.",
    "The sooner PEP starts the better; an emergency department or sexual health clinic can prescribe it.",
  ] },
  { name: "Doxy-PEP", paragraphs: [
    "Doxy-PEP is the antibiotic doxycycline taken within 72 hours after sex to lower the chance of syphilis, gonorrhea and chlamydia.",
    "CDC recommends doxy-PEP for gay and bisexual men and transgender women who had a bacterial STI in the last year.",
  ] },
];
const ANGLES = ["symptoms and testing", "what to know", "treatment", "myths and facts", "talking with partners", "prevention", "when to see a clinician"];
const HEADINGS = ["Symptoms", "Testing", "Treatment", "Prevention", "Partners", "When to get care", "Living with it", "Common questions"];
const SHARED_PARAGRAPHS = [
  "Regular testing is the only reliable way to know whether you have a sexually transmitted infection, because many infections cause no symptoms at all. A clinician can suggest how often to test based on your situation.",
  "Condoms used correctly every time lower the risk of many infections. Vaccines protect against hepatitis B and HPV, and prevention medicines such as PrEP greatly lower the chance of getting HIV.",
  "If a test is positive, most infections can be treated, and many bacterial infections are cured with antibiotics prescribed by a clinician. Partners should be told so they can be tested and treated too.",
  "If you think you were exposed to HIV in the last 72 hours, seek care straight away and ask about post-exposure prophylaxis, which must start quickly to work.",
  "Sexual health clinics offer confidential, non-judgemental care, and many offer free or low-cost testing. Home self-collection kits are another option for routine screening when you feel well.",
  "Telling a partner about an infection is hard, but it protects their health. Some clinics can tell partners for you without using your name.",
  "Symptoms such as unusual discharge, sores, itching or pain when you pee are reasons to get tested, even if they go away on their own.",
  "A home test kit arrives in plain packaging; you collect a urine sample or swab and send it to a lab, and the results come back within a few days.",
  "Having one sexually transmitted infection makes others more likely, so a clinician will often suggest testing for several at the same visit.",
  "Avoid sex until you and your partners have finished treatment and any symptoms have gone, so the infection is not passed back and forth.",
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
  // Pages may embed shipped posts (in English and in their translations); the synthetic set
  // replaces them, so drop those embeds.
  const withoutPostEmbeds = (content: unknown) =>
    JSON.parse(JSON.stringify(content).replace(/\{"type":"embed","nodeType":"Post","nodeId":"[^"]+","children":\[\{"text":""\}\]\},?/g, "").replace(/,\]/g, "]")) as unknown;
  for (const page of readFolder(out, "pages")) {
    const localizations = page.localizations as Record<string, Record<string, unknown>> | undefined;
    const translated = localizations && Object.fromEntries(Object.entries(localizations).map(([locale, version]) => [locale, version.content ? { ...version, content: withoutPostEmbeds(version.content) } : version]));
    writeFileSync(join(out, "pages", `${page.id}.json`), JSON.stringify({ ...page, content: withoutPostEmbeds(page.content), ...(translated && { localizations: translated }) }, null, 2));
  }
  const subCategories = readFolder(out, "sub-categories");
  const authors = readFolder(out, "authors");
  const covers = readFolder(out, "assets").filter((asset) => asset.id.startsWith("asset-cover-category-"));
  mkdirSync(join(out, "posts"), { recursive: true });
  const dates = postDates(posts, now);
  const random = seededRandom(posts + 1);
  for (let index = 0; index < posts; index++) {
    const sub = subCategories[index % subCategories.length];
    const author = authors[index % authors.length];
    const slug = `sample-article-${index + 1}`;
    const { createdAt: created, updatedAt: updated } = dates[index];
    const subject = SUBJECTS[Math.floor(random() * SUBJECTS.length)];
    const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)];
    const sections = Array.from({ length: 4 }, () => {
      // Three different shared paragraphs, then the subject's at a random place among them.
      const paragraphs = [...SHARED_PARAGRAPHS].sort(() => random() - 0.5).slice(0, 3);
      paragraphs.splice(Math.floor(random() * 4), 0, pick(subject.paragraphs));
      return `## ${pick(HEADINGS)}\n\n${paragraphs.join(" ")}`;
    });
    const body = [`## About ${subject.name.toLowerCase()}\n\n${subject.paragraphs[0]}`, ...sections, `- Test regularly\n- Use condoms\n- Get vaccinated\n- Ask about PrEP`].join("\n\n");
    const post = {
      id: `post-${slug}`,
      createdAt: created,
      updatedAt: updated,
      publishedAt: updated,
      firstPublishedAt: updated,
      title: `${subject.name}: ${pick(ANGLES)} (sample article ${index + 1})`,
      slug,
      excerpt: subject.paragraphs[0].slice(0, 160),
      category: sub.category,
      subCategory: sub.id,
      coverImage: covers[index % covers.length]?.id ?? null,
      author: author.id,
      tags: [subject.name.toLowerCase(), String(sub.slug)],
      seo: { id: `seo-post-${slug}`, title: `${subject.name} (sample article ${index + 1})`, description: subject.paragraphs[0].slice(0, 150), canonicalUrl: null, keywords: [], lastReviewed: updated.slice(0, 10), reviewedBy: authors[(index + 1) % authors.length].id, dateModified: updated },
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
