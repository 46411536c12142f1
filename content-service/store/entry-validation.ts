import { featureMarkdownProblem } from "@sti-aware/contract/feature-markdown";
import { normalizeSlug } from "@sti-aware/contract/slug";
import type { ContentRules } from "./content-rules";
import { richTextProblem } from "../rich-text/validate";
import { embeddedIds, type ContentStore, type StoredEntry } from "./store";
import { factProblems } from "./facts";
import { followUpProblems, windowPeriodProblems } from "./window-periods";
import { localizationsOf, localizedVersion, type Locale } from "./localization";

/**
 * The content rules applied to stored entries: one entry's problems (on each write), the whole
 * store's (at start-up), and who refers to an entry (before it is deleted).
 */

/** Problems of one stored entry (both its versions), each starting with the field it is about. */
export function entryProblems(store: ContentStore, model: string, stored: StoredEntry, rules: ContentRules): string[] {
  const problems: string[] = [];
  const modelOf = (id: string) => store.modelOf(id);
  const versions = [stored, ...(stored._published ? [stored._published] : [])];
  // Each translation is held to the same rules as the English (its rich text, its required fields), named by its locale.
  const translations = versions.flatMap((version) =>
    Object.keys(localizationsOf(version)).map((locale) => ({ version: localizedVersion(version, locale as Locale) ?? version, prefix: `localizations.${locale}.` })),
  );
  problems.push(...versions.flatMap((version) => versionProblems(store, model, version, rules, modelOf)));
  const english = new Set(problems);
  for (const { version, prefix } of translations) {
    problems.push(...versionProblems(store, model, version, rules, modelOf).filter((problem) => !english.has(problem)).map((problem) => `${prefix}${problem}`));
  }
  return [...new Set(problems)];
}

/** The problems of one version of an entry (a stage's, or a locale's). */
function versionProblems(store: ContentStore, model: string, version: Record<string, unknown>, rules: ContentRules, modelOf: (id: string) => string | undefined): string[] {
  const problems: string[] = [];
  {
    for (const field of rules.required[model] ?? []) {
      const value = version[field];
      if (value === undefined || value === null || value === "") problems.push(`${field} is required`);
    }
    if (typeof version.slug === "string" && version.slug !== normalizeSlug(version.slug)) {
      problems.push(`slug "${version.slug}" is not normalised (expected "${normalizeSlug(version.slug)}")`);
    }
    for (const [field, target] of Object.entries(rules.relations[model] ?? {})) {
      const value = version[field];
      const ids = Array.isArray(value) ? value : value ? [value] : [];
      for (const related of ids) {
        if (typeof related !== "string") continue;
        const relatedModel = store.modelOf(related);
        if (!relatedModel) problems.push(`${field} points to missing entry "${related}"`);
        else if (target !== "*" && !target.split("|").includes(relatedModel)) {
          problems.push(`${field} points to ${relatedModel} "${related}", expected ${target}`);
        }
      }
    }
    for (const [field, embeddable] of Object.entries(rules.richText[model] ?? {})) {
      const value = version[field];
      if (value === undefined || value === null) continue;
      const problem = richTextProblem(field, value, { embeddable, modelOf });
      if (problem) problems.push(problem);
    }
    if (model === "WindowPeriod") problems.push(...windowPeriodProblems(version));
    if (model === "PreventionFollowUp") problems.push(...followUpProblems(version));
    if (model === "Fact") problems.push(...factProblems(version));
    for (const [field, relations] of Object.entries(rules.componentRelations[model] ?? {})) {
      const value = version[field];
      const components = (Array.isArray(value) ? value : value ? [value] : []) as Record<string, unknown>[];
      components.forEach((component, index) => {
        const at = Array.isArray(value) ? `${field}[${index}]` : field;
        for (const [relation, target] of Object.entries(relations)) {
          const related = component?.[relation];
          if (typeof related !== "string") continue;
          const relatedModel = store.modelOf(related);
          if (!relatedModel) problems.push(`${at}.${relation} points to missing entry "${related}"`);
          else if (relatedModel !== target) problems.push(`${at}.${relation} points to ${relatedModel} "${related}", expected ${target}`);
        }
      });
    }
  }
  return [...new Set(problems)];
}

/**
 * Problems of an entry's Markdown text fields (`features_md`): past the parser's bounds
 * (shared/markdown-bounds.ts), as "<field>: <line>:<column>: <what to write instead>". Refused when
 * written; at start-up only reported (validateStore leaves them out): content imported from
 * hosted Hygraph, which has no such check, is still served, and the site bounds its own parse.
 */
export function markdownProblems(model: string, stored: StoredEntry, rules: ContentRules): string[] {
  const problems = new Set<string>();
  for (const version of [stored, ...(stored._published ? [stored._published] : [])]) {
    for (const field of rules.markdown[model] ?? []) {
      const value = version[field];
      const problem = typeof value === "string" ? featureMarkdownProblem(value) : null;
      if (problem) problems.add(`${field}: ${problem.message}`);
    }
  }
  return [...problems];
}

/** Checks every entry: relations, embeds, rich text, required fields and slugs; returns every problem found. */
export function validateStore(store: ContentStore, rules: ContentRules): string[] {
  const problems = [...store.documents].flatMap(([id, { model, stored }]) => entryProblems(store, model, stored, rules).map((problem) => `${id}: ${problem}`));
  return [...problems, ...duplicateSlugs(store)];
}

/** Slugs two entries of a model share, in any stage (a draft's slug and another entry's published one included). */
function duplicateSlugs(store: ContentStore): string[] {
  const holders = new Map<string, string>();
  const problems: string[] = [];
  for (const [id, { model, stored }] of store.documents) {
    for (const slug of new Set([stored.slug, stored._published?.slug])) {
      if (typeof slug !== "string") continue;
      const key = `${model}:${slug}`;
      const holder = holders.get(key);
      if (holder === undefined) holders.set(key, id);
      else if (holder !== id) problems.push(`${id}: slug "${slug}" is also used by ${model} ${holder}; slugs are unique in every stage`);
    }
  }
  return problems;
}

/** Entries whose relations, embeds or entry links point to `id` (in either version), as "Model id (field)". */
export function referrersOf(store: ContentStore, id: string, rules: ContentRules): string[] {
  const referrers = new Set<string>();
  for (const [otherId, { model, stored }] of store.documents) {
    if (otherId === id) continue;
    for (const version of [stored, ...(stored._published ? [stored._published] : [])]) {
      for (const field of Object.keys(rules.relations[model] ?? {})) {
        const value = version[field];
        if (value === id || (Array.isArray(value) && value.includes(id))) referrers.add(`${model} ${otherId} (${field})`);
      }
      for (const field of Object.keys(rules.richText[model] ?? {})) {
        if (embeddedIds(version[field]).includes(id)) referrers.add(`${model} ${otherId} (${field})`);
      }
    }
  }
  return [...referrers];
}
