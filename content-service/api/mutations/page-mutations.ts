import type { EntryWriter } from "./entry-writer";
import { textFields, type Connect, type MutationData } from "./mutation-inputs";
import { seoFields } from "./seo-input";
import type { Entry, EntryData } from "../../store/store";

/** Pages are edited field by field (text, SEO, flags, content, author); they are created and deleted in the content files. */

export function updatePage(writer: EntryWriter, where: Record<string, unknown>, data: MutationData): Promise<Entry> {
  return writer.update("Page", where, (stored) => {
    const fields: Record<string, unknown> = textFields(data, ["title", "headerOneText", "headerTwoText", "metaDescription"]);
    if (data.seo) fields.seo = seoFields(writer, data.seo, stored, `seo-page-${String(stored.slug)}`);
    for (const key of ["sitemap", "useHeroImage", "content"]) if (data[key] !== undefined) fields[key] = data[key];
    if ("author" in data) fields.author = writer.relation("Author", "author", data.author as Connect);
    return fields as Partial<EntryData>;
  });
}
