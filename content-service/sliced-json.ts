import type { QueryWork } from "./query-work";

/** Below this depth every value is written by JSON.stringify in one go (a rich-text document, a small object). */
const SLICED_DEPTH = 6;

/**
 * JSON.stringify of an answer, written value by value with turns between slices: a response
 * of megabytes (a hundred articles with their rich text) is serialised in slices of a few ms
 * rather than in one stretch that holds every other request. Same text as JSON.stringify for
 * JSON data (what GraphQL returns).
 */
export async function stringifyInSlices(value: unknown, work: QueryWork): Promise<string> {
  const parts: string[] = [];
  const write = async (item: unknown, depth: number): Promise<void> => {
    if (depth >= SLICED_DEPTH || item === null || typeof item !== "object") {
      parts.push(JSON.stringify(item) ?? "null");
      return work.breathe();
    }
    if (Array.isArray(item)) {
      parts.push("[");
      for (let index = 0; index < item.length; index++) {
        if (index) parts.push(",");
        await write(item[index], depth + 1);
      }
      parts.push("]");
      return;
    }
    parts.push("{");
    let first = true;
    for (const [key, member] of Object.entries(item)) {
      if (member === undefined || typeof member === "function") continue;
      parts.push(first ? "" : ",", JSON.stringify(key), ":");
      first = false;
      await write(member, depth + 1);
    }
    parts.push("}");
  };
  await write(value, 0);
  return parts.join("");
}
