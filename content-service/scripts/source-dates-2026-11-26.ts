/**
 * Source dates of 26 November 2026: the editors' check warns on every article source without the date
 * its page shows. A date is recorded only where it was seen on the source itself; where the page shows
 * none, the source is replaced only by a dated primary document that supports the same sentences.
 * Every other undated source is left as it is (the check keeps warning about it). Changes the draft and,
 * when there is one, the `_published` copy alike, so a published article stays published and unchanged
 * otherwise, and records the change in the article's log with its usual reviewer.
 * Re-runnable: a change already in place is skipped.
 *   npx tsx content-service/scripts/source-dates-2026-11-26.ts [content dir]
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { type Source } from "./clinical-review-2026-11-26-edits";

type Json = Record<string, unknown>;
type StoredSource = Source & { id: string };
type ChangeLogEntry = { id: string; date: string; summary: string; reviewedBy: string };

export const SOURCE_DATES_DAY = "2026-11-26";

/** One undated source (by address) of one post, and what it becomes. */
export type SourceDate = { post: string; url: string } & ({ date: string } | { replaceWith: Source });

const CDC = "Centers for Disease Control and Prevention";

export const SOURCE_DATES: SourceDate[] = [
  {
    // CDC's "Pre-Exposure Prophylaxis (PrEP)" web page shows no date in its stored copy. It backs "talk to
    // a clinician about PrEP, which is taken before exposure and is highly effective" and "if you may need
    // PEP again, ask about PrEP": CDC's PrEP clinical practice guideline (released 8 December 2021) says
    // both, and is the guideline the site's PrEP article cites.
    post: "post-pep-after-hiv-exposure",
    url: "https://www.cdc.gov/hiv/risk/prep/",
    replaceWith: {
      title: "Preexposure Prophylaxis for the Prevention of HIV Infection in the United States — 2021 Update: A Clinical Practice Guideline",
      publisher: CDC,
      date: "2021-12-08",
      url: "https://www.cdc.gov/hiv/pdf/risk/prep/cdc-hiv-prep-guidelines-2021.pdf",
    },
  },
];

const describe = (change: SourceDate, before: Source) =>
  "date" in change ? `'${before.title}' dated ${change.date}` : `CDC's undated web page '${before.title}' replaced by '${change.replaceWith.title}' (${change.replaceWith.date})`;

/** Applies the change to one copy of the entry (draft or published); true when it changed. */
function applyTo(entry: Json, change: SourceDate): Source | null {
  const sources = entry.sources as StoredSource[];
  const index = sources.findIndex((source) => source.url === change.url);
  if (index < 0) return null;
  const before = sources[index];
  if ("date" in change) {
    if (before.date === change.date) return null;
    sources[index] = { ...before, date: change.date };
  } else {
    sources[index] = { id: before.id, ...change.replaceWith };
  }
  return before;
}

/** The reviewer the article usually has: its page's reviewer, else its latest reviewer who is not its author. */
function usualReviewer(entry: Json): string {
  const author = String(entry.author);
  const seo = entry.seo as Json;
  const candidates = [String(seo.reviewedBy ?? ""), ...(entry.changeLog as ChangeLogEntry[]).map((item) => item.reviewedBy)];
  const reviewer = candidates.find((id) => id && id !== author);
  if (!reviewer) throw new Error(`${String(entry.id)}: no reviewer other than its author on record`);
  return reviewer;
}

export function applySourceDates(dir: string, changes: SourceDate[] = SOURCE_DATES): string[] {
  const byPost = new Map<string, SourceDate[]>();
  for (const change of changes) byPost.set(change.post, [...(byPost.get(change.post) ?? []), change]);
  const changed: string[] = [];
  for (const [id, postChanges] of byPost) {
    const path = join(dir, "posts", `${id}.json`);
    const entry = JSON.parse(readFileSync(path, "utf8")) as Json;
    const published = entry._published as Json | undefined;
    const notes = postChanges.flatMap((change) => {
      const before = applyTo(entry, change);
      if (published) applyTo(published, change);
      return before ? [describe(change, before)] : [];
    });
    if (!notes.length) continue;
    const summary = `No medical change: source dates added from the sources themselves (${notes.join("; ")}).`;
    const log: ChangeLogEntry = { id: `change-${String(entry.slug)}-${SOURCE_DATES_DAY}-sources`, date: SOURCE_DATES_DAY, summary, reviewedBy: usualReviewer(entry) };
    for (const copy of [entry, published].filter((item): item is Json => Boolean(item))) {
      const entries = copy.changeLog as ChangeLogEntry[];
      const at = entries.findIndex((item) => item.id === log.id);
      if (at >= 0) entries[at] = log;
      else entries.unshift(log);
    }
    writeFileSync(path, JSON.stringify(entry, null, 2) + "\n");
    changed.push(id);
  }
  return changed;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const changed = applySourceDates(resolve(process.argv[2] ?? join(import.meta.dirname, "..", "content")));
  console.log(changed.length ? `Changed:\n  ${changed.join("\n  ")}` : "Nothing to change: the source dates are already applied.");
}
