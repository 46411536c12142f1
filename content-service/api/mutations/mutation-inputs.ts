import { GraphQLError } from "graphql";

/** The checks of mutation inputs: text limits, tags, strict dates, https addresses; a refusal names the field and the rule. */

/** Longest accepted value of each text field, in characters. */
export const TEXT_LIMITS: Record<string, number> = {
  title: 250,
  slug: 150,
  excerpt: 1_000,
  tag: 60,
  headerOneText: 250,
  headerTwoText: 500,
  metaDescription: 500,
  infection: 100,
  testType: 200,
  note: 1_000,
  sourceTitle: 300,
  sourcePublisher: 100,
  sourceUrl: 2_000,
  synonym: 100,
};
export const MAX_TAGS = 20;
/** Words or phrases one synonym entry may ask for: a handful is what a query can use (lib/server/search). */
export const MAX_SYNONYMS = 12;

export class MutationInputError extends GraphQLError {
  constructor(message: string) {
    super(message, { extensions: { code: "BAD_USER_INPUT" } });
  }
}

export type Connect = { connect: Record<string, string | null | undefined> } | null | undefined;
export type MutationData = Record<string, unknown>;

/** Trimmed text fields within their limits; title, when given, must not be blank. */
export function textFields(data: MutationData, keys: string[]): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const key of keys) {
    if (!(key in data) || data[key] === undefined) continue;
    const value = data[key];
    if (key === "title" && (typeof value !== "string" || !value.trim())) throw new MutationInputError("title is required");
    if (value !== null && typeof value !== "string") throw new MutationInputError(`${key}: must be a string`);
    if (typeof value === "string" && value.length > TEXT_LIMITS[key]) throw new MutationInputError(`${key}: longer than ${TEXT_LIMITS[key]} characters`);
    fields[key] = key === "title" ? (value as string).trim() : value;
  }
  return fields;
}

export function tagList(value: unknown, field = "tags"): string[] {
  if (value === null || value === undefined) return [];
  if (!Array.isArray(value) || !value.every((tag) => typeof tag === "string")) throw new MutationInputError(`${field}: must be a list of strings`);
  if (value.length > MAX_TAGS) throw new MutationInputError(`${field}: at most ${MAX_TAGS} tags`);
  const tooLong = value.find((tag: string) => tag.length > TEXT_LIMITS.tag);
  if (tooLong !== undefined) throw new MutationInputError(`${field}: "${tooLong.slice(0, 40)}…" is longer than ${TEXT_LIMITS.tag} characters`);
  return value;
}

/** A calendar date written YYYY-MM-DD that exists (no 30 February): Date.parse rolls such days over. */
export function isStrictDate(value: unknown): value is string {
  if (typeof value !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00.000Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

/** A strict date not after today (UTC): reviews and sources describe what already happened. */
export function pastDate(value: unknown, field: string, today: string): string {
  if (!isStrictDate(value)) throw new MutationInputError(`${field}: "${String(value ?? "")}" is not a date (YYYY-MM-DD, a day that exists)`);
  if (value > today) throw new MutationInputError(`${field}: ${value} is in the future`);
  return value;
}

export function optionalString(value: unknown, field: string): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value !== "string") throw new MutationInputError(`${field}: must be a string`);
  return value;
}

export function requiredString(value: unknown, field: string, limit: number): string {
  if (typeof value !== "string" || !value.trim()) throw new MutationInputError(`${field}: is required`);
  if (value.length > limit) throw new MutationInputError(`${field}: longer than ${limit} characters`);
  return value.trim();
}

export function httpsUrl(value: unknown, field: string): string {
  let url: URL | null = null;
  try {
    url = typeof value === "string" ? new URL(value) : null;
  } catch {
    url = null;
  }
  if (!url || url.protocol !== "https:") throw new MutationInputError(`${field}: "${String(value ?? "")}" is not an https address`);
  return String(value);
}
