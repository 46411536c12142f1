/**
 * The medical team's second clinical review (26 November 2026, issue 41's content findings), applied
 * to the content files. Re-runnable: every edit checks whether it is already in place, and refuses
 * (naming the entry) when neither the old nor the new wording is found, so a merge that changed a
 * sentence is noticed instead of silently skipped.
 *   npx tsx content-service/scripts/clinical-review-2026-11-26.ts [content dir]
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { type RichTextDocument } from "@sti-aware/contract/rich-text";
import { markdownToRichText } from "@sti-aware/contract/rich-text-markdown";
import { PREP_ARTICLE, REVIEW_DAY, REVIEWED_AT, edits, type Edit, type Source } from "./clinical-review-2026-11-26-edits";

type Json = Record<string, unknown>;
type ChangeLogEntry = { id: string; date: string; summary: string; reviewedBy: string };

const dir = process.argv[2] ?? join(__dirname, "..", "content");
const FOLDERS: Record<string, string> = { post: "posts", faq: "faqs", page: "pages", promo: "promotions", chart: "charts" };
const pathOf = (id: string) => join(dir, FOLDERS[id.split("-")[0]], `${id}.json`);
const load = (id: string) => JSON.parse(readFileSync(pathOf(id), "utf8")) as Json;

/** Every string in the entry, with a setter: rich-text leaves, FAQ answers, promotion fields. */
function strings(node: unknown, visit: (value: string, set: (next: string) => void) => void): void {
  if (Array.isArray(node)) node.forEach((item, index) => (typeof item === "string" ? visit(item, (next) => (node[index] = next)) : strings(item, visit)));
  else if (node && typeof node === "object") {
    const record = node as Json;
    for (const [key, value] of Object.entries(record)) {
      if (key === "id" || key === "changeLog" || key === "sources") continue;
      if (typeof value === "string") visit(value, (next) => (record[key] = next));
      else strings(value, visit);
    }
  }
}

function replace(entry: Json, from: string, to: string): boolean {
  let found = 0;
  let done = false;
  strings(entry, (value, set) => {
    // The new wording first: it may contain the old (a sentence extended).
    if (to && value.includes(to)) done = true;
    else if (value.includes(from)) {
      set(value.split(from).join(to));
      found++;
    }
  });
  if (!found && !done) throw new Error(`${String(entry.id)}: neither ${JSON.stringify(from.slice(0, 70))} nor its replacement is there`);
  return found > 0;
}

/** Inserts the Markdown blocks after the block whose text contains `anchor`, unless `marker` is there already. */
function insertAfter(entry: Json, anchor: string, markdown: string, marker: string): boolean {
  const blocks = (entry.content as RichTextDocument).children;
  if (JSON.stringify(blocks).includes(marker)) return false;
  const at = blocks.findIndex((block) => JSON.stringify(block).includes(anchor));
  if (at < 0) throw new Error(`${String(entry.id)}: no block contains ${JSON.stringify(anchor.slice(0, 70))}`);
  blocks.splice(at + 1, 0, ...markdownToRichText(markdown).children);
  return true;
}

function setSources(entry: Json, sources: Source[]): boolean {
  const slug = String(entry.slug);
  const next = sources.map((source, index) => ({ id: `source-${slug}-${index + 1}`, ...source }));
  if (JSON.stringify(next) === JSON.stringify(entry.sources)) return false;
  entry.sources = next;
  return true;
}

function rewordLog(entry: Json, id: string, summary: string): boolean {
  const log = (entry.changeLog as ChangeLogEntry[]).find((item) => item.id === id);
  if (!log) throw new Error(`${String(entry.id)}: no change-log entry ${id}`);
  if (log.summary === summary) return false;
  log.summary = summary;
  return true;
}

/** A review of today: its change-log entry (newest first) and the review the page shows. */
function recordReview(entry: Json, reviewer: string, summary: string): void {
  const slug = String(entry.slug);
  const log = entry.changeLog as ChangeLogEntry[];
  const id = `change-${slug}-${REVIEW_DAY}`;
  const existing = log.find((item) => item.id === id);
  if (existing) Object.assign(existing, { summary, reviewedBy: reviewer });
  else log.unshift({ id, date: REVIEW_DAY, summary, reviewedBy: reviewer });
  stampReview(entry, reviewer);
}

function stampReview(entry: Json, reviewer: string): void {
  const seo = entry.seo as Json;
  Object.assign(seo, { lastReviewed: REVIEW_DAY, reviewedBy: reviewer, dateModified: REVIEWED_AT });
  entry.updatedAt = REVIEWED_AT;
}

/**
 * The earliest review on record of every post came after its first publication; its note now says
 * so (it said "on file when the change log began", or, for three, that it came before publishing).
 */
function legacyReviewNote(entry: Json): boolean {
  const log = entry.changeLog as ChangeLogEntry[];
  const first = log[log.length - 1];
  const published = String(entry.firstPublishedAt ?? entry.publishedAt).slice(0, 10);
  if (!first.summary.startsWith("Medical review on file when the change log began") || first.date <= published) return false;
  first.summary = `Earliest medical review on record, after the article was first published on ${published}; the changes made then were not recorded.`;
  return true;
}

function apply(edit: Edit): boolean {
  const entry = load(edit.id);
  let changed = false;
  if (edit.markdown !== undefined) {
    const next = markdownToRichText(edit.markdown);
    if (JSON.stringify(next) !== JSON.stringify(entry.content)) {
      entry.content = next;
      changed = true;
    }
  }
  for (const [from, to] of edit.replace ?? []) changed = replace(entry, from, to) || changed;
  for (const insert of edit.insert ?? []) changed = insertAfter(entry, insert.after, insert.markdown, insert.marker) || changed;
  if (edit.sources) changed = setSources(entry, edit.sources) || changed;
  const known = new Set((entry.sources as Source[] | undefined)?.map((source) => source.url));
  const added = (edit.addSources ?? []).filter((source) => !known.has(source.url));
  if (added.length) changed = setSources(entry, [...(entry.sources as Source[]).map(({ title, publisher, date, url }) => ({ title, publisher, date, url })), ...added]) || changed;
  for (const source of (edit.undate ? (entry.sources as Source[]) : []).filter((item) => edit.undate?.includes(item.url) && item.date !== null)) {
    source.date = null;
    changed = true;
  }
  for (const [id, summary] of edit.rewordLog ?? []) changed = rewordLog(entry, id, summary) || changed;
  if (edit.fields) {
    for (const [key, value] of Object.entries(edit.fields)) {
      if (JSON.stringify(entry[key]) !== JSON.stringify(value)) {
        entry[key] = value;
        changed = true;
      }
    }
  }
  // A review recorded by an earlier run is kept in step with the edits' note and reviewer.
  const recorded = (entry.changeLog as ChangeLogEntry[] | undefined)?.find((item) => item.id === `change-${String(entry.slug)}-${REVIEW_DAY}`);
  if (edit.review && recorded && (recorded.summary !== edit.review.summary || recorded.reviewedBy !== edit.review.by)) changed = true;
  if (changed && edit.review) recordReview(entry, edit.review.by, edit.review.summary);
  else if (changed && edit.pageReview) stampReview(entry, edit.pageReview);
  if (changed) writeFileSync(pathOf(edit.id), JSON.stringify(entry, null, 2) + "\n");
  return changed;
}

const changed = edits(PREP_ARTICLE).filter(apply).map((edit) => edit.id);
for (const file of readdirSync(join(dir, "posts")).filter((name) => name.endsWith(".json"))) {
  const id = file.replace(/\.json$/, "");
  const entry = load(id);
  if (legacyReviewNote(entry)) {
    writeFileSync(pathOf(id), JSON.stringify(entry, null, 2) + "\n");
    changed.push(`${id} (earliest review note)`);
  }
}
console.log(changed.length ? `Changed:\n  ${changed.join("\n  ")}` : "Nothing to change: the review is already applied.");
