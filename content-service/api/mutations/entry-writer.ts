import { join } from "node:path";
import { slugProblem } from "@sti-aware/contract/slug";
import { removeFileDurably, writeFileAtomic } from "../../store/atomic-file";
import { checkContent } from "../../check/check";
import type { ContentRules } from "../../store/content-rules";
import { entryProblems } from "../../store/entry-validation";
import { FIELD_INDEX } from "../../store/models";
import { MutationInputError, TEXT_LIMITS, type Connect } from "./mutation-inputs";
import { embeddedIds, MODEL_FOLDERS, type ContentStore, type Entry, type EntryData, type Stage, type StoredEntry } from "../../store/store";
import type { WebhookDeliveries } from "../../publishing/webhook-deliveries";
import { routes } from "@sti-aware/contract/routes";
import { DEFAULT_LOCALE, isLocale, localizationsOf, type LocalizationData, type Locale } from "../../store/localization";
import { applyLocalizations, type LocalizationsInput } from "./localization-mutations";

/** Hygraph's publish and unpublish arguments for locales (docs/hygraph.md, "Localization"). */
export type LocaleStages = { locales?: string[] | null; publishBase?: boolean | null; withDefaultLocale?: boolean | null; unpublishBase?: boolean | null };

/**
 * The store operations every model's mutations share: writes one after another, each validated
 * and atomic; finding entries and connecting relations; unique slugs; update keeping the
 * published version; publish and unpublish (with the editors' check and the link check);
 * delete; and the webhook that tells the site.
 */

export class EntryWriter {
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    readonly store: ContentStore,
    readonly rules: ContentRules,
    private readonly webhooks?: WebhookDeliveries,
  ) {}

  /** Runs writes one after another, so concurrent mutations cannot interleave. */
  serialise<T>(work: () => T | Promise<T>): Promise<T> {
    const result = this.queue.then(work, work);
    this.queue = result.catch(() => undefined);
    return result;
  }

  private path(model: string, id: string): string {
    return join(this.store.contentDir, MODEL_FOLDERS[model], `${id}.json`);
  }

  save(model: string, stored: StoredEntry): void {
    const problems = entryProblems(this.store, model, stored, this.rules);
    if (problems.length) throw new MutationInputError(problems.join("; "));
    writeFileAtomic(this.path(model, stored.id), JSON.stringify(stored, null, 2) + "\n");
    this.store.documents.set(stored.id, { model, stored });
    this.store.invalidate();
  }

  find(model: string, where: Record<string, unknown>): StoredEntry {
    const [field, value] = Object.entries(where).find(([, candidate]) => candidate !== undefined && candidate !== null) ?? [];
    const match = [...this.store.documents.values()].find(
      (document) => document.model === model && field !== undefined && document.stored[field] === value,
    );
    if (!match) throw new MutationInputError(`No ${model} found for ${JSON.stringify(where)}`);
    return match.stored;
  }

  relation(model: string, field: string, input: Connect): string | null {
    // Hygraph's `{ disconnect: true }` empties a relation, as null does.
    if (input === null || (input as { disconnect?: boolean } | undefined)?.disconnect === true) return null;
    const where = input?.connect ?? {};
    const match = [...this.store.documents.values()].find(
      (document) => document.model === model && Object.entries(where).some(([key, value]) => value && document.stored[key] === value),
    );
    if (!match) throw new MutationInputError(`${field}: unknown ${model} ${JSON.stringify(where)}`);
    return match.stored.id;
  }

  slug(value: unknown, model: string, ownId?: string): string {
    const slug = String(value ?? "");
    if (slug.length > TEXT_LIMITS.slug) throw new MutationInputError(`slug: longer than ${TEXT_LIMITS.slug} characters`);
    const problem = slugProblem(slug);
    if (problem) throw new MutationInputError(`slug ${problem}`);
    // Unique in every stage, as on Hygraph: another entry's published version keeps its slug until
    // that entry is published again, so a draft rename does not free it. Writes are serialised,
    // so no other write can take the slug between this check and the save.
    const holder = [...this.store.documents.values()].find(
      (document) => document.model === model && document.stored.id !== ownId && [document.stored.slug, document.stored._published?.slug].includes(slug),
    );
    if (holder) {
      const stage = holder.stored.slug === slug ? "DRAFT" : "PUBLISHED";
      throw new MutationInputError(`slug "${slug}" is already used by another ${model} (in its ${stage} version); slugs are unique in every stage`);
    }
    return slug;
  }

  /** The DRAFT version as an Entry, for the mutation's answer. */
  draft(id: string): Entry {
    const entry = this.store.get(id, "DRAFT");
    if (!entry) throw new MutationInputError(`Entry ${id} vanished`);
    return entry;
  }

  /** Edits an entry's DRAFT version; `check` sees it as it would be stored (and the version before) and may refuse it. */
  update(
    model: string,
    where: Record<string, unknown>,
    fields: (stored: StoredEntry) => Partial<EntryData>,
    check?: (next: StoredEntry, before: StoredEntry) => void,
  ): Promise<Entry> {
    return this.serialise(() => {
      const stored = this.find(model, where);
      const changes = fields(stored);
      const published = this.store.get(stored.id, "PUBLISHED");
      // Keep what visitors see until the edit is published.
      const snapshot = stored._published ?? (published ? stripSystem(published) : undefined);
      const next = { ...stored, ...changes, updatedAt: new Date().toISOString(), ...(snapshot ? { _published: snapshot } : {}) };
      check?.(next, stored);
      this.save(model, next);
      return this.draft(stored.id);
    });
  }

  publish(model: string, where: Record<string, unknown>, to: Stage[] = ["PUBLISHED"], stages: LocaleStages = {}): Promise<Entry> {
    if (!to.includes("PUBLISHED")) return Promise.reject(new MutationInputError("Only publishing to PUBLISHED is supported"));
    return this.setPublished(model, where, true, false, stages);
  }

  /** Edits an entry's translations in the DRAFT stage (its default locale's fields and dates stay as they are). */
  updateLocalizations(model: string, where: Record<string, unknown>, input: LocalizationsInput): Promise<Entry> {
    return this.serialise(() => {
      const stored = this.find(model, where);
      const localizations = applyLocalizations(this, model, stored, input);
      const published = this.store.get(stored.id, "PUBLISHED");
      const snapshot = stored._published ?? (published ? stripSystem(published) : undefined);
      const { _published, ...draft } = stored;
      void _published;
      this.save(model, { ...draft, localizations, ...(snapshot ? { _published: snapshot } : {}) });
      return this.draft(stored.id);
    });
  }

  /**
   * Publishes or unpublishes an entry as Hygraph does with locales: publishing the base (default)
   * publishes the default locale's fields; `locales` publishes those translations too (or alone,
   * with publishBase: false), leaving other published translations as they were. Unpublishing
   * with `locales` and unpublishBase: false takes only those translations away.
   */
  setPublished(model: string, where: Record<string, unknown>, publish: boolean, force = false, stages: LocaleStages = {}): Promise<Entry> {
    return this.serialise(() => {
      const stored = this.find(model, where);
      const locales = localesArgument(stages.locales);
      const base = publish ? stages.publishBase !== false : stages.unpublishBase !== false;
      if (publish && base && (model === "Post" || model === "Page")) this.refuseCheckErrors(model, stored);
      if (!publish && base && !force) this.refuseIfLinked(`unpublish${model}`, model, stored);
      const { _published, ...draft } = stored;
      void _published;
      const now = new Date().toISOString();
      const current = this.store.get(stored.id, "PUBLISHED");
      const drafts = { ...localizationsOf(draft) };
      const live: Record<string, LocalizationData> = { ...(current ? localizationsOf(current) : {}) };
      if (publish) {
        if (!base && !current) throw new MutationInputError(`publish${model}: publish the ${DEFAULT_LOCALE} entry first (publishBase); a translation cannot go live without it`);
        for (const locale of locales) {
          if (!drafts[locale]) throw new MutationInputError(`publish${model}: ${model} has no ${locale} localization to publish`);
          drafts[locale] = { ...drafts[locale], publishedAt: now };
          live[locale] = drafts[locale];
        }
      } else {
        for (const locale of base ? Object.keys(drafts) : locales) {
          if (drafts[locale]) drafts[locale] = { ...drafts[locale], publishedAt: null };
          delete live[locale];
        }
      }
      // The custom field firstPublishedAt (models that declare it): the day readers first saw the
      // entry, set on the first publication and kept through republishing and unpublishing.
      const first = FIELD_INDEX.get(model)?.has("firstPublishedAt") ? { firstPublishedAt: stored.firstPublishedAt ?? (publish && base ? now : null) } : {};
      const withLocalizations = (entry: EntryData, localizations: Record<string, LocalizationData>) => (Object.keys(localizations).length || "localizations" in entry ? { ...entry, localizations } : entry);
      const nextDraft = withLocalizations({ ...draft, ...(base ? { publishedAt: publish ? now : null, ...first } : {}) }, drafts);
      const livePublished = withLocalizations(base || !current ? { ...nextDraft, localizations: {} } : { ...stripSystem(current), ...first }, live);
      // Visitors see the draft as stored unless what is live differs from it (a translation or base left unpublished).
      const visible = { ...nextDraft, localizations: Object.fromEntries(Object.entries(drafts).filter(([, localization]) => localization.publishedAt)) };
      const same = JSON.stringify(withLocalizations(visible, visible.localizations)) === JSON.stringify(livePublished);
      const published = base ? (publish ? livePublished : null) : current ? livePublished : null;
      this.save(model, published && !same ? { ...nextDraft, _published: published } : nextDraft);
      const entry = this.draft(stored.id);
      this.notify(publish ? "publish" : "unpublish", entry, publish ? "PUBLISHED" : "DRAFT", base ? [DEFAULT_LOCALE, ...locales] : locales);
      return entry;
    });
  }

  /** The editors' check on the one entry about to go live: what it would show readers must hold. */
  private refuseCheckErrors(model: string, stored: StoredEntry): void {
    const errors = checkContent(this.store, { only: new Set([stored.id]) }).filter((finding) => finding.level === "error");
    if (errors.length) {
      const list = errors.map((finding) => `${finding.field}: ${finding.message}`).join("; ");
      throw new MutationInputError(`publish${model}: ${model} "${String(stored.slug)}" has ${errors.length} error${errors.length === 1 ? "" : "s"} from the editors' check, fix them first: ${list}`);
    }
  }

  /**
   * Published entries that embed the entry or link to its address: taking it away leaves readers a
   * broken link or a gap, so it needs `force`.
   */
  refuseIfLinked(operation: string, model: string, stored: StoredEntry): void {
    const linkers = publishedLinkers(this.store, this.rules, stored.id, routes.path(model === "Post" ? "article" : "contentPage", { slug: String(stored.slug) }));
    if (linkers.length) {
      throw new MutationInputError(`${operation}: ${model} "${String(stored.slug)}" is linked to or embedded by published entries: ${linkers.join(", ")}; change those first, or send the request with the extension force: true (--force) to go ahead`);
    }
  }

  /** Deletes an entry from both stages, and tells the site. */
  removeEntry(model: string, stored: StoredEntry): Entry {
    const entry = this.draft(stored.id);
    removeFileDurably(this.path(model, stored.id));
    this.store.documents.delete(stored.id);
    this.store.invalidate();
    this.notify("delete", entry, "DRAFT");
    return entry;
  }

  /** Hygraph-style webhook, delivered in the background (webhook-deliveries.ts), so editors never wait for the site. */
  private notify(operation: string, entry: Entry, stage: Stage, locales: Locale[] = [DEFAULT_LOCALE]): void {
    if (!this.webhooks?.configured) return;
    const resolve = (id: unknown) => {
      const related = typeof id === "string" ? this.store.get(id, "DRAFT") : null;
      return related ? { id: related.id, slug: related.slug } : null;
    };
    const { __typename, stage: _stage, ...fields } = entry;
    void _stage;
    const data: Record<string, unknown> = { __typename, ...fields, stage };
    for (const key of ["author", "category", "subCategory"]) if (key in data) data[key] = resolve(data[key]);
    delete data.content;
    // A translated entry's payload lists every locale it has, with its slug and title (the locales this
    // operation touched first), so the site regenerates each language's pages and their alternates.
    const own = localizationsOf(entry);
    delete data.localizations;
    const every = [...new Set([...locales, DEFAULT_LOCALE, ...(Object.keys(own) as Locale[])])];
    if (every.length > 1) {
      data.localizations = every.map((locale) => (locale === DEFAULT_LOCALE ? { locale, slug: entry.slug ?? null, title: entry.title ?? null } : { locale, slug: own[locale]?.slug ?? null, title: own[locale]?.title ?? null }));
    }
    this.webhooks.send({ operation, data: data as { __typename: string; id: string } });
  }

  /** Resolves once every write queued so far is on disk (for tests and shutdown). */
  settled(): Promise<void> {
    return this.queue.then(() => undefined);
  }
}

/** Published entries whose rich text embeds `id` or links to `path`, as "Model slug (field)". */
function publishedLinkers(store: ContentStore, rules: ContentRules, id: string, path: string): string[] {
  const linkers = new Set<string>();
  const linksTo = (node: unknown): boolean => {
    const stack: unknown[] = [node];
    while (stack.length) {
      const current = stack.pop();
      if (typeof current !== "object" || current === null) continue;
      const element = current as { href?: unknown; children?: unknown };
      if (typeof element.href === "string" && element.href.split(/[?#]/)[0].replace(/\/$/, "") === path) return true;
      if (Array.isArray(element.children)) stack.push(...element.children);
    }
    return false;
  };
  for (const [otherId, { model }] of store.documents) {
    if (otherId === id) continue;
    const published = store.get(otherId, "PUBLISHED");
    if (!published) continue;
    for (const field of Object.keys(rules.richText[model] ?? {})) {
      const value = published[field];
      if (embeddedIds(value).includes(id) || linksTo(value)) linkers.add(`${model} ${String(published.slug ?? otherId)} (${field})`);
    }
  }
  return [...linkers];
}

/** The `locales` argument: known locales other than the default (the default locale is the base). */
function localesArgument(locales: string[] | null | undefined): Locale[] {
  return (locales ?? []).map((locale) => {
    if (!isLocale(locale)) throw new MutationInputError(`locales: unknown locale ${JSON.stringify(locale)}`);
    return locale;
  }).filter((locale) => locale !== DEFAULT_LOCALE);
}

function stripSystem(entry: Entry): EntryData {
  const { __typename, stage, ...data } = entry;
  void __typename;
  void stage;
  return data;
}
