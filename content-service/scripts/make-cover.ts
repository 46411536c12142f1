/**
 * Writes a cover image (shapes only: text in SVG would depend on the machine's fonts)
 * and its Asset entry for a post or page.
 *   tsx content-service/scripts/make-cover.ts <slug> <palette> "<alt text>"
 *   tsx content-service/scripts/make-cover.ts --posts   (redraw every post's cover and alt text)
 * palette: testing | infections | prevention | wellbeing | brand | page
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const PALETTES: Record<string, [string, string, string]> = {
  testing: ["#0b5d7a", "#38a3c4", "#e6f6fb"],
  infections: ["#5b3b8c", "#9a7fd1", "#f1ecfa"],
  prevention: ["#1f6f4a", "#4fb386", "#e8f6ef"],
  wellbeing: ["#9c3d54", "#e08aa0", "#fbedf1"],
  brand: ["#334155", "#94a3b8", "#f1f5f9"],
  page: ["#0f4c81", "#5b8fc7", "#eef4fb"],
};

/** Small deterministic PRNG so the same slug always draws the same picture. */
function seeded(seed: string): () => number {
  let h = 2166136261;
  for (const ch of seed) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return () => {
    h = Math.imul(h ^ (h >>> 15), 2246822507);
    h = Math.imul(h ^ (h >>> 13), 3266489909);
    return ((h ^= h >>> 16) >>> 0) / 4294967296;
  };
}

/**
 * Motifs drawn in a 200×200 box centred on 0,0, in the palette's dark colour (c) and accent (a).
 * Each has the words its alt text uses, so the picture and its description agree.
 */
const MOTIFS: Record<string, { describe: string; draw: (c: string, a: string) => string }> = {
  kit: {
    describe: "a sample tube and a home test kit box",
    draw: (c, a) =>
      `<rect x="-80" y="-10" width="100" height="80" rx="10" fill="${a}"/><rect x="-80" y="-10" width="100" height="18" rx="6" fill="${c}"/><rect x="35" y="-85" width="36" height="150" rx="18" fill="none" stroke="${c}" stroke-width="10"/><rect x="41" y="0" width="24" height="59" rx="12" fill="${a}"/><rect x="28" y="-95" width="50" height="18" rx="6" fill="${c}"/>`,
  },
  results: {
    describe: "a clipboard with a results sheet and a check mark",
    draw: (c, a) =>
      `<rect x="-65" y="-80" width="130" height="165" rx="14" fill="none" stroke="${c}" stroke-width="10"/><rect x="-30" y="-95" width="60" height="28" rx="8" fill="${c}"/><rect x="-40" y="-35" width="80" height="10" rx="5" fill="${a}"/><rect x="-40" y="-10" width="60" height="10" rx="5" fill="${a}"/><path d="M-30 35 -8 55 35 12" fill="none" stroke="${c}" stroke-width="12" stroke-linecap="round" stroke-linejoin="round"/>`,
  },
  calendar: {
    describe: "a calendar with marked days",
    draw: (c, a) => {
      const days = Array.from({ length: 12 }, (_, i) => `<rect x="${-62 + (i % 4) * 34}" y="${-20 + Math.floor(i / 4) * 32}" width="22" height="20" rx="4" fill="${i === 2 || i === 9 ? c : a}"/>`).join("");
      return `<rect x="-80" y="-75" width="160" height="160" rx="16" fill="none" stroke="${c}" stroke-width="10"/><rect x="-80" y="-75" width="160" height="38" rx="12" fill="${c}"/><rect x="-45" y="-95" width="12" height="34" rx="6" fill="${c}"/><rect x="33" y="-95" width="12" height="34" rx="6" fill="${c}"/>${days}`;
    },
  },
  shield: {
    describe: "a protective shield with a check mark",
    draw: (c, a) =>
      `<path d="M0-90 75-62V0c0 48-32 80-75 95C-43 80-75 48-75 0v-62Z" fill="${c}"/><path d="M0-66 52-46V0c0 34-22 57-52 69C-30 57-52 34-52 0v-46Z" fill="${a}"/><path d="M-28 2-6 24 32-16" fill="none" stroke="#fff" stroke-width="14" stroke-linecap="round" stroke-linejoin="round"/>`,
  },
  pill: {
    describe: "a medicine capsule and tablets",
    draw: (c, a) =>
      `<g transform="rotate(-35)"><rect x="-85" y="-32" width="170" height="64" rx="32" fill="${a}"/><path d="M0-32h53a32 32 0 0 1 0 64H0Z" fill="${c}"/></g><circle cx="-50" cy="70" r="22" fill="${c}"/><circle cx="10" cy="80" r="16" fill="${a}"/>`,
  },
  vaccine: {
    describe: "a vaccine vial and a syringe",
    draw: (c, a) =>
      `<rect x="-85" y="-40" width="60" height="110" rx="12" fill="${a}"/><rect x="-90" y="-62" width="70" height="26" rx="6" fill="${c}"/><rect x="-75" y="10" width="40" height="45" rx="6" fill="#fff" fill-opacity="0.7"/><g transform="rotate(40 40 0)"><rect x="25" y="-80" width="34" height="120" rx="8" fill="none" stroke="${c}" stroke-width="9"/><rect x="30" y="-20" width="24" height="55" fill="${a}"/><rect x="20" y="-100" width="44" height="12" rx="5" fill="${c}"/><rect x="38" y="40" width="8" height="45" rx="3" fill="${c}"/></g>`,
  },
  chat: {
    describe: "two speech bubbles in conversation",
    draw: (c, a) =>
      `<path d="M-90-70h110a18 18 0 0 1 18 18v50a18 18 0 0 1-18 18h-60l-30 26v-26h-20a18 18 0 0 1-18-18v-50a18 18 0 0 1 18-18Z" fill="${c}"/><path d="M90 0H-10a18 18 0 0 0-18 18v46a18 18 0 0 0 18 18h55l30 24v-24h15a18 18 0 0 0 18-18V18A18 18 0 0 0 90 0Z" fill="${a}"/><circle cx="-55" cy="-27" r="8" fill="#fff"/><circle cx="-30" cy="-27" r="8" fill="#fff"/><circle cx="-5" cy="-27" r="8" fill="#fff"/>`,
  },
  clinic: {
    describe: "a clinic building with a health cross",
    draw: (c, a) =>
      `<rect x="-85" y="-40" width="170" height="125" rx="8" fill="${a}"/><path d="M-100-35 0-95 100-35Z" fill="${c}"/><rect x="-20" y="25" width="40" height="60" rx="4" fill="${c}"/><rect x="-10" y="-30" width="20" height="50" rx="4" fill="#fff"/><rect x="-25" y="-15" width="50" height="20" rx="4" fill="#fff"/><rect x="-70" y="30" width="30" height="30" rx="4" fill="#fff" fill-opacity="0.8"/><rect x="40" y="30" width="30" height="30" rx="4" fill="#fff" fill-opacity="0.8"/>`,
  },
  microscope: {
    describe: "a microscope for laboratory testing",
    draw: (c, a) =>
      `<rect x="-70" y="70" width="140" height="20" rx="8" fill="${c}"/><path d="M-20 70c-40 0-55-35-40-70" fill="none" stroke="${c}" stroke-width="12" stroke-linecap="round"/><g transform="rotate(-25)"><rect x="-5" y="-95" width="36" height="110" rx="10" fill="${c}"/><rect x="-10" y="-105" width="46" height="20" rx="6" fill="${a}"/></g><rect x="-35" y="30" width="90" height="12" rx="5" fill="${a}"/><circle cx="55" cy="55" r="14" fill="${a}"/>`,
  },
  heart: {
    describe: "a heart held in caring hands",
    draw: (c, a) =>
      `<path d="M0 60C-70 15-85-25-65-55c18-26 50-22 65 4 15-26 47-30 65-4 20 30 5 70-65 115Z" fill="${c}"/><path d="M-95 40c25 30 55 50 95 55 40-5 70-25 95-55" fill="none" stroke="${a}" stroke-width="16" stroke-linecap="round"/>`,
  },
  alert: {
    describe: "a clock and an alert sign for urgent care",
    draw: (c, a) =>
      `<circle cx="-35" cy="0" r="62" fill="none" stroke="${c}" stroke-width="11"/><path d="M-35-35V0l25 18" fill="none" stroke="${c}" stroke-width="11" stroke-linecap="round"/><path d="M60-20 100 55H20Z" fill="${a}" stroke="${c}" stroke-width="8" stroke-linejoin="round"/><rect x="55" y="5" width="10" height="28" rx="4" fill="${c}"/><circle cx="60" cy="44" r="6" fill="${c}"/>`,
  },
};

/** Which motif a post's subject calls for, by words in its slug; the palette's default otherwise. */
const MOTIF_WORDS: [RegExp, keyof typeof MOTIFS][] = [
  [/urgent|emergenc/, "alert"],
  [/vaccin/, "vaccine"],
  [/window|when|stages|routine/, "calendar"],
  [/prep|pep|doxy|antibiotic|treatment/, "pill"],
  [/partner|talking|telling|stigma/, "chat"],
  [/clinic/, "clinic"],
  [/result|which|ask/, "results"],
  [/kit|sample|home/, "kit"],
  [/condom|dental|reducing|protect/, "shield"],
  [/pregnan|wellbeing/, "heart"],
];
const PALETTE_MOTIF: Record<string, keyof typeof MOTIFS> = {
  testing: "kit",
  infections: "microscope",
  prevention: "shield",
  wellbeing: "heart",
  brand: "results",
  page: "results",
};

export function motifFor(slug: string, palette: string): keyof typeof MOTIFS {
  return MOTIF_WORDS.find(([words]) => words.test(slug))?.[1] ?? PALETTE_MOTIF[palette] ?? "results";
}

/** Alt text that says what the picture shows and what it is for. */
export function coverAlt(slug: string, palette: string, title: string): string {
  return `Illustration of ${MOTIFS[motifFor(slug, palette)].describe}, for the article "${title}"`;
}

export function coverSvg(slug: string, palette: string, width = 1200, height = 480): string {
  const [dark, mid, light] = PALETTES[palette] ?? PALETTES.page;
  const rand = seeded(slug);
  // Background: one of three patterns, seeded by the slug, so two covers of a category differ.
  const pattern = Math.floor(rand() * 3);
  const background =
    pattern === 0
      ? Array.from({ length: 7 }, () => {
          const r = 30 + rand() * 140;
          return `<circle cx="${(rand() * width).toFixed(0)}" cy="${(rand() * height).toFixed(0)}" r="${r.toFixed(0)}" fill="${rand() > 0.5 ? mid : light}" fill-opacity="${(0.25 + rand() * 0.5).toFixed(2)}"/>`;
        }).join("")
      : pattern === 1
        ? Array.from({ length: 6 }, (_, i) => {
            const y = (i + 0.5) * (height / 6) + (rand() - 0.5) * 30;
            return `<path d="M0 ${y.toFixed(0)} C ${width * 0.3} ${(y - 60 - rand() * 60).toFixed(0)}, ${width * 0.6} ${(y + 60 + rand() * 60).toFixed(0)}, ${width} ${y.toFixed(0)}" fill="none" stroke="${light}" stroke-opacity="${(0.15 + rand() * 0.3).toFixed(2)}" stroke-width="${(8 + rand() * 22).toFixed(0)}"/>`;
          }).join("")
        : Array.from({ length: 60 }, () => `<circle cx="${(rand() * width).toFixed(0)}" cy="${(rand() * height).toFixed(0)}" r="${(4 + rand() * 14).toFixed(0)}" fill="${light}" fill-opacity="${(0.2 + rand() * 0.4).toFixed(2)}"/>`).join("");
  const motif = MOTIFS[motifFor(slug, palette)];
  const cx = width * (rand() > 0.5 ? 0.68 + rand() * 0.12 : 0.2 + rand() * 0.12);
  const cy = height / 2;
  const tile = `<g transform="translate(${cx.toFixed(0)} ${cy.toFixed(0)})"><rect x="-150" y="-150" width="300" height="300" rx="56" fill="#ffffff" fill-opacity="0.94"/><g transform="scale(1.15)">${motif.draw(dark, mid)}</g></g>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${mid}"/></linearGradient></defs><rect width="${width}" height="${height}" fill="url(#g)"/>${background}${tile}</svg>\n`;
}

const isMain = process.argv[1] && import.meta.url.endsWith(process.argv[1].split("/").pop() ?? "");
const CATEGORY_PALETTES: Record<string, string> = {
  "category-sti-testing": "testing",
  "category-infections": "infections",
  "category-prevention": "prevention",
  "category-sexual-wellbeing": "wellbeing",
};

/** Redraws every post's cover (same file and asset id) and its alt text from the post's slug, category and title. */
function redrawPostCovers(root: string): void {
  for (const file of readdirSync(join(root, "posts"))) {
    const post = JSON.parse(readFileSync(join(root, "posts", file), "utf8")) as { slug: string; title: string; category: string; coverImage: string | null };
    if (!post.coverImage) continue;
    const assetPath = join(root, "assets", `${post.coverImage}.json`);
    const asset = JSON.parse(readFileSync(assetPath, "utf8")) as { fileName: string; size: number; alt: string };
    const palette = CATEGORY_PALETTES[post.category] ?? "page";
    const svg = coverSvg(post.slug, palette);
    writeFileSync(join(root, "files", asset.fileName), svg);
    writeFileSync(assetPath, JSON.stringify({ ...asset, size: Buffer.byteLength(svg), alt: coverAlt(post.slug, palette, post.title) }, null, 2) + "\n");
    console.log(`redrew ${asset.fileName} (${motifFor(post.slug, palette)})`);
  }
}

if (isMain && process.argv[2] === "--posts") {
  redrawPostCovers(join(import.meta.dirname, "..", "content"));
} else if (isMain) {
  const [slug, palette = "page", alt = ""] = process.argv.slice(2);
  if (!slug) {
    console.error('usage: make-cover.ts <slug> <palette> "<alt text>"');
    process.exit(1);
  }
  const root = join(import.meta.dirname, "..", "content");
  const fileName = `cover-${slug}.svg`;
  const svg = coverSvg(slug, palette);
  writeFileSync(join(root, "files", fileName), svg);
  const asset = {
    id: `asset-cover-${slug}`,
    handle: `cover-${slug}`,
    fileName,
    mimeType: "image/svg+xml",
    width: 1200,
    height: 480,
    size: Buffer.byteLength(svg),
    alt: alt || `Illustration for ${slug.replace(/-/g, " ")}`,
    createdAt: "2025-01-01T00:00:00.000Z",
    updatedAt: "2025-01-01T00:00:00.000Z",
    publishedAt: "2025-01-01T00:00:00.000Z",
  };
  writeFileSync(join(root, "assets", `${asset.id}.json`), JSON.stringify(asset, null, 2) + "\n");
  console.log(`wrote ${fileName} and assets/${asset.id}.json`);
}
