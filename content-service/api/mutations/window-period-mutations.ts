import type { EntryWriter } from "./entry-writer";
import { textFields, type Connect, type MutationData } from "./mutation-inputs";
import type { Entry, EntryData } from "../../store/store";

/** A window-period row: days, note, source, its final test, the patterns finding its copies, and its medical review (rules in window-periods.ts). */
export function updateWindowPeriod(writer: EntryWriter, where: Record<string, unknown>, data: MutationData): Promise<Entry> {
  return writer.update("WindowPeriod", where, () => {
    const fields: Record<string, unknown> = textFields(data, ["infection", "testType", "note", "sourceTitle", "sourcePublisher", "sourceUrl"]);
    for (const key of ["earliestDays", "reliableDays", "lastReviewed", "copyPatterns"]) if (data[key] !== undefined) fields[key] = data[key];
    if ("reviewedBy" in data) fields.reviewedBy = writer.relation("Author", "reviewedBy", data.reviewedBy as Connect);
    if ("finalTest" in data) fields.finalTest = writer.relation("WindowPeriod", "finalTest", data.finalTest as Connect);
    return fields as Partial<EntryData>;
  });
}
