/**
 * Issue 41's data, applied to a content folder (default: the shipped content) so the lead can run
 * it again after merging other branches: `npx tsx content-service/scripts/clinical-records-migration.ts [dir]`.
 * Idempotent: each step sets the state it describes, and a file already in that state is left as it is.
 *
 * - the planner: hepatitis C RNA is not final (its final test is the antibody row), and what PEP,
 *   PrEP pills and PrEP injections change (PreventionFollowUp records, with their sources);
 * - one fact, one place: the recurring figures as Fact records, and the patterns that find copies
 *   of the window periods (docs/editorial.md);
 * - comparison data: every product's type and every chart's types, a condom pack out of the test
 *   chart, an STI kit out of the PrEP chart, and the couples kit counting the two infections it tests.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const STAMP = "2026-11-26T06:00:00.000Z";
const REVIEWED = "2026-11-26";
const dir = process.argv[2] ?? join(import.meta.dirname, "..", "content");

type Json = Record<string, unknown>;
let changed = 0;

function edit(file: string, change: (entry: Json) => void): void {
  const path = join(dir, file);
  const before = readFileSync(path, "utf8");
  const entry = JSON.parse(before) as Json;
  const after = structuredClone(entry);
  change(after);
  if (JSON.stringify(after) === JSON.stringify(entry)) return;
  after.updatedAt = STAMP;
  writeFileSync(path, `${JSON.stringify(after, null, 2)}\n`);
  changed++;
}

function put(folder: string, entry: Json): void {
  mkdirSync(join(dir, folder), { recursive: true });
  const path = join(dir, folder, `${String(entry.id)}.json`);
  const record = { createdAt: STAMP, updatedAt: STAMP, publishedAt: STAMP, ...entry };
  if (existsSync(path)) {
    const stored = JSON.parse(readFileSync(path, "utf8")) as Json;
    const same = Object.entries(entry).every(([key, value]) => JSON.stringify(stored[key]) === JSON.stringify(value));
    if (same) return;
    Object.assign(record, { createdAt: stored.createdAt ?? STAMP });
  }
  writeFileSync(path, `${JSON.stringify(record, null, 2)}\n`);
  changed++;
}

// The planner: a negative hepatitis C RNA test at 3–6 weeks is not final (CDC 2020: final antibody test at 4–6 months).
edit("window-periods/window-period-hepatitis-c-rna.json", (row) => {
  row.finalTest = "window-period-hepatitis-c-antibody";
  row.note =
    "CDC advises an RNA test 3 to 6 weeks after an exposure. A negative RNA test then is not the final answer: CDC advises a final antibody test 4 to 6 months after the exposure.";
});

// Window periods are stored once, in their rows: the patterns that find their copies in articles, FAQs and pages.
const WINDOW = "(?:about )?(\\d+ ?(?:to|-|–) ?\\d+ days)";
const COPY_PATTERNS: Record<string, string[]> = {
  "window-period-hiv-nat": [`\\b(?:NAT|nucleic acid tests?)\\b[^.;]{0,80}?\\b(?:detect|find)s? HIV ${WINDOW}`],
  "window-period-hiv-lab-antigen-antibody": [`\\b(?:lab|laboratory) (?:antigen/antibody )?tests?\\b[^.;]{0,60}?\\b(?:detect|find)s? HIV ${WINDOW}`],
  "window-period-hiv-rapid-antigen-antibody": [`\\brapid (?:antigen/antibody )?tests?\\b[^.;]{0,30}?\\bfinger[^.;]{0,40}?\\b(?:detect|find)s? HIV ${WINDOW}`],
  "window-period-hiv-antibody": [`(?<![/\\w])antibody tests?\\b[^.;]{0,80}?\\b(?:detect|find|take)s? (?:HIV )?${WINDOW}`],
};
for (const file of readdirSync(join(dir, "window-periods")).filter((name) => name.endsWith(".json"))) {
  edit(`window-periods/${file}`, (row) => (row.copyPatterns = COPY_PATTERNS[String(row.id)] ?? []));
}

const NPEP_2025 = {
  sourceTitle: "Antiretroviral Postexposure Prophylaxis After Sexual, Injection Drug Use, or Other Nonoccupational Exposure to HIV — CDC Recommendations, United States, 2025",
  sourcePublisher: "CDC (MMWR)",
  sourceUrl: "https://www.cdc.gov/mmwr/volumes/74/rr/rr7401a1.htm",
  sourceDate: "2025-05-08",
};
const HIV_ROWS = ["window-period-hiv-lab-antigen-antibody", "window-period-hiv-rapid-antigen-antibody", "window-period-hiv-antibody", "window-period-hiv-nat"];
const review = { lastReviewed: REVIEWED, reviewedBy: "author-lucas-brennan" };

put("prevention-follow-ups", {
  id: "follow-up-pep",
  prevention: "pep",
  label: "PEP (HIV medicine started within 72 hours of the exposure)",
  advice:
    "PEP can delay a positive HIV result, so the usual dates do not apply. CDC's 2025 PEP guideline advises HIV tests 4 to 6 weeks after the exposure and a final test 12 weeks after it: a lab antigen/antibody test on blood from a vein together with an HIV RNA test. A finger-prick, mouth-swab or self-test is not the final test after PEP. The clinic that gave you PEP can arrange these tests.",
  windowPeriods: HIV_ROWS,
  finalDays: 84,
  finalTest: "a lab antigen/antibody test and an HIV RNA test, 12 weeks after the exposure",
  ...NPEP_2025,
  ...review,
  position: 1,
});
put("prevention-follow-ups", {
  id: "follow-up-oral-prep",
  prevention: "oral-prep",
  label: "PrEP pills",
  advice:
    "PrEP pills taken as prescribed protect well against HIV from sex, but they can delay a positive result if HIV does get through, for example after missed doses. Tell your PrEP clinic about this exposure: CDC's PrEP guideline tests with a lab antigen/antibody test, and adds an HIV RNA test after a recent possible exposure. If you missed doses and the exposure was within the last 72 hours, ask about PEP now.",
  windowPeriods: HIV_ROWS,
  finalTest: "a lab antigen/antibody test with an HIV RNA test, at your PrEP clinic, which tells you when the result is final",
  sourceTitle: "Preexposure Prophylaxis for the Prevention of HIV Infection in the United States — 2021 Update: A Clinical Practice Guideline",
  sourcePublisher: "CDC",
  sourceUrl: "https://www.cdc.gov/hiv/clinicians/prevention/prep.html",
  sourceDate: "2021-12-08",
  ...review,
  position: 2,
});
put("prevention-follow-ups", {
  id: "follow-up-injectable-prep",
  prevention: "injectable-prep",
  label: "PrEP injections (cabotegravir or lenacapavir), now or in the last 12 months",
  advice:
    "PrEP injections stay in the body for months and can delay or weaken a positive result on antigen/antibody and antibody tests, so the usual dates do not apply and a self-test cannot rule HIV out. CDC advises an HIV RNA test together with the antigen/antibody test after recent injectable PrEP. Tell your PrEP clinic about this exposure. If an injection was late and the exposure was within the last 72 hours, ask about PEP now.",
  windowPeriods: HIV_ROWS,
  finalTest: "an HIV RNA test with a lab antigen/antibody test, at your PrEP clinic, which tells you when the result is final",
  ...NPEP_2025,
  ...review,
  position: 3,
});

// One fact, one place: each recurring figure once, with the patterns that find its copies.
const NPEP = { sourceTitle: NPEP_2025.sourceTitle, sourcePublisher: "CDC", sourceUrl: NPEP_2025.sourceUrl, ...review };
put("facts", {
  id: "fact-pep-start-limit",
  slug: "pep-start-limit",
  name: "The latest PEP can start after an exposure",
  value: "72 hours",
  number: 72,
  accepted: ["72 hours", "72", "3 days"],
  patterns: ["\\bPEP\\b[^.?!]{0,80}?(?<!ideally )(?:within|no later than) (\\d+(?: hours| days)?)"],
  ...NPEP,
});
put("facts", {
  id: "fact-pep-course",
  slug: "pep-course",
  name: "How long PEP is taken",
  value: "28 days",
  number: 28,
  accepted: ["28 days", "4 weeks"],
  patterns: ["\\bPEP\\b[^.?!]{0,40}?(?:daily|every day) for (\\d+ (?:days|weeks))"],
  ...NPEP,
});
put("facts", {
  id: "fact-cdc-hiv-screening-ages",
  slug: "cdc-hiv-screening-ages",
  name: "CDC: ages for testing everyone for HIV at least once",
  value: "13 to 64",
  accepted: ["13-64"],
  patterns: [
    "\\bCDC\\b[^.?!]{0,80}?\\bHIV\\b[^.?!]{0,60}?\\baged (\\d+ ?(?:to|-|–) ?\\d+|\\d+ and older)",
    "\\bCDC\\b[^.?!]{0,40}?\\b(?:everyone|all people) aged (\\d+ ?(?:to|-|–) ?\\d+|\\d+ and older)[^.?!]{0,40}?\\b(?:HIV|tested at least once)",
  ],
  sourceTitle: "Getting Tested for HIV",
  sourcePublisher: "CDC",
  sourceUrl: "https://www.cdc.gov/hiv/testing/index.html",
  ...review,
});
put("facts", {
  id: "fact-uspstf-hiv-screening-ages",
  slug: "uspstf-hiv-screening-ages",
  name: "USPSTF: ages for HIV screening",
  value: "15 to 65",
  accepted: ["15-65"],
  patterns: [
    "\\bUSPSTF\\b[^.?!]{0,80}?\\bHIV\\b[^.?!]{0,60}?\\baged (\\d+ ?(?:to|-|–) ?\\d+|\\d+ and older)",
    "\\bUSPSTF\\b\\)?[^.?!]{0,40}?\\beveryone aged (\\d+ ?(?:to|-|–) ?\\d+|\\d+ and older)",
  ],
  sourceTitle: "Human Immunodeficiency Virus (HIV) Infection: Screening",
  sourcePublisher: "U.S. Preventive Services Task Force",
  sourceUrl: "https://www.uspreventiveservicestaskforce.org/uspstf/recommendation/human-immunodeficiency-virus-hiv-infection-screening",
  ...review,
});
put("facts", {
  id: "fact-gonorrhea-ceftriaxone-dose",
  slug: "gonorrhea-ceftriaxone-dose",
  name: "Ceftriaxone dose for uncomplicated gonorrhea (under 150 kg)",
  value: "500 mg",
  number: 500,
  accepted: ["500 mg"],
  patterns: ["\\bceftriaxone\\b[^.?!]{0,30}?\\(?(\\d+ ?mg)"],
  sourceTitle: "Gonococcal Infections Among Adolescents and Adults (STI Treatment Guidelines, 2021)",
  sourcePublisher: "CDC",
  sourceUrl: "https://www.cdc.gov/std/treatment-guidelines/gonorrhea-adults.htm",
  ...review,
});
put("facts", {
  id: "fact-rainn-hotline",
  slug: "rainn-hotline",
  name: "National Sexual Assault Hotline (RAINN)",
  value: "1-800-656-4673",
  accepted: ["1-800-656-4673", "800-656-4673"],
  patterns: ["(?:RAINN|National Sexual Assault Hotline)[^.?!]{0,60}?(\\d[\\d-]{9,13}\\d)"],
  sourceTitle: "National Sexual Assault Hotline",
  sourcePublisher: "RAINN",
  sourceUrl: "https://rainn.org/get-help/national-sexual-assault-hotline",
  ...review,
});
put("facts", {
  id: "fact-cdc-info-line",
  slug: "cdc-info-line",
  name: "CDC-INFO",
  value: "1-800-232-4636",
  accepted: ["1-800-232-4636", "800-232-4636", "1-800-cdc-info"],
  patterns: ["CDC-INFO[^.?!]{0,40}?(\\d[\\d-]{9,13}\\d)"],
  sourceTitle: "Contact CDC-INFO",
  sourcePublisher: "CDC",
  sourceUrl: "https://www.cdc.gov/cdc-info/index.html",
  ...review,
});

// Comparison data: what each product is, and what each chart compares.
const TYPES: Record<string, string> = {
  "promo-carelink-prep-consult": "prep-service",
  "promo-shieldco-samples": "condoms",
};
for (const id of ["promo-clearpath-complete", "promo-discreetdx-hiv-syphilis", "promo-homecheck-basic", "promo-homecheck-couples", "promo-labnow-lab-visit", "promo-testwise-10-panel", "promo-testwise-chlamydia-gonorrhea"]) TYPES[id] = "sti-test";
for (const [id, type] of Object.entries(TYPES)) edit(`promotions/${id}.json`, (promotion) => (promotion.productType = type));
// The couples kit tests chlamydia and gonorrhea (for each partner): two infections, not three.
edit("promotions/promo-homecheck-couples.json", (promotion) => (promotion.infectionsTested = 2));

const CHARTS: Record<string, { types: string[]; drop: string[] }> = {
  "chart-best-std-tests": { types: ["sti-test"], drop: ["promo-shieldco-samples"] },
  "chart-home-test-kits": { types: ["sti-test"], drop: [] },
  "chart-telehealth-prep": { types: ["prep-service"], drop: ["promo-clearpath-complete"] },
};
for (const [id, { types, drop }] of Object.entries(CHARTS)) {
  edit(`charts/${id}.json`, (chart) => {
    chart.productTypes = types;
    chart.promotions = (chart.promotions as string[]).filter((promotion) => !drop.includes(promotion));
  });
}

console.log(`${changed} file${changed === 1 ? "" : "s"} changed in ${dir}`);
