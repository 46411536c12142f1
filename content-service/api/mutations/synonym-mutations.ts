import { randomUUID } from "node:crypto";
import { normalizeSlug } from "@sti-aware/contract/slug";
import type { EntryWriter, LocaleStages } from "./entry-writer";
import { MAX_SYNONYMS, MutationInputError, requiredString, TEXT_LIMITS, type MutationData } from "./mutation-inputs";
import type { Entry, EntryData } from "../../store/store";

/** The search's synonym entries: create, update, unpublish and delete (nothing links to or embeds them). */

/**
 * A synonym entry's fields: the term readers use (a word or phrase, unique among the entries,
 * compared without case) and the words or phrases it also asks for.
 */
function synonymFields(writer: EntryWriter, data: MutationData, ownId?: string): Partial<EntryData> {
  const fields: Record<string, unknown> = {};
  if ("term" in data) {
    const term = requiredString(data.term, "term", TEXT_LIMITS.synonym);
    const holder = writer.store.all("SearchSynonym", "DRAFT").find((entry) => entry.id !== ownId && String(entry.term).trim().toLowerCase() === term.toLowerCase());
    if (holder) throw new MutationInputError(`term: "${term}" already has an entry (${holder.id}); update that one`);
    fields.term = term;
  }
  if ("synonyms" in data) {
    const synonyms = data.synonyms;
    if (!Array.isArray(synonyms) || synonyms.length < 1 || synonyms.length > MAX_SYNONYMS) throw new MutationInputError(`synonyms: a list of 1 to ${MAX_SYNONYMS} words or phrases`);
    fields.synonyms = synonyms.map((synonym: unknown, index) => requiredString(synonym, `synonyms[${index}]`, TEXT_LIMITS.synonym));
  }
  return fields as Partial<EntryData>;
}

export function createSearchSynonym(writer: EntryWriter, data: MutationData): Promise<Entry> {
  return writer.serialise(() => {
    const fields = synonymFields(writer, data);
    if (!fields.term || !fields.synonyms) throw new MutationInputError("term and synonyms are required");
    const base = `search-synonym-${normalizeSlug(String(fields.term)) || randomUUID().slice(0, 8)}`;
    let id = base;
    while (writer.store.documents.has(id)) id = `${base}-${randomUUID().slice(0, 8)}`;
    const now = new Date().toISOString();
    writer.save("SearchSynonym", { ...fields, id, createdAt: now, updatedAt: now, publishedAt: null });
    return writer.draft(id);
  });
}

export function updateSearchSynonym(writer: EntryWriter, where: Record<string, unknown>, data: MutationData): Promise<Entry> {
  return writer.update("SearchSynonym", where, (stored) => synonymFields(writer, data, stored.id));
}

/** Nothing links to or embeds a synonym entry: unpublishing needs no check. */
export function unpublishSearchSynonym(writer: EntryWriter, where: Record<string, unknown>, stages: LocaleStages = {}): Promise<Entry> {
  return writer.setPublished("SearchSynonym", where, false, true, stages);
}

export function deleteSearchSynonym(writer: EntryWriter, where: Record<string, unknown>): Promise<Entry> {
  return writer.serialise(() => writer.removeEntry("SearchSynonym", writer.find("SearchSynonym", where)));
}
