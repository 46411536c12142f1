import type { QueryWork } from "./query-work";

/** The answer would be longer than the limit: nothing of it is sent. */
export class AnswerTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`Answer size limit of ${limit} bytes exceeded. Ask for fewer entries (first) or fewer fields, or split the query.`);
  }
}

/** Below this depth every value is written by JSON.stringify in one go (a rich-text document, a small object). */
const SLICED_DEPTH = 6;

/**
 * JSON.stringify of an answer, written value by value with turns between slices: a response
 * of megabytes (a hundred articles with their rich text) is serialised in slices of a few ms
 * rather than in one stretch that holds every other request. Same text as JSON.stringify for
 * JSON data (what GraphQL returns). Stops with AnswerTooLargeError once past `maxBytes` (counted
 * on the values; the punctuation between them is a small share).
 */
export async function stringifyInSlices(value: unknown, work: QueryWork, maxBytes = Infinity): Promise<string> {
  const parts: string[] = [];
  let bytes = 0;
  const write = async (item: unknown, depth: number): Promise<void> => {
    if (depth >= SLICED_DEPTH || item === null || typeof item !== "object") {
      const text = JSON.stringify(item) ?? "null";
      bytes += Buffer.byteLength(text);
      if (bytes > maxBytes) throw new AnswerTooLargeError(maxBytes);
      parts.push(text);
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
