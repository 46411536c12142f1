import type { FieldInfo } from "../../store/models";
import type { LocalizationData } from "../../store/localization";
import type { ComponentLocales } from "./component-localizations";
import { MutationInputError, type MutationData } from "./mutation-inputs";

/**
 * An existing entry's components changed in Hygraph's shapes (the content import's re-import): a
 * list by `{ delete: [{ id }], create: [{ data }] }` (a union's members by `{ delete: [{ <Member>:
 * { id } }], create: [{ <Member>: … }] }`), a single component by `{ create }` or `{ delete: true }`.
 * The deleted components' translations go with them; the created ones bring their own.
 */

/** The input SDL of a model's component fields on update (added where the editing inputs lack them). */
export function componentUpdateInputs(component: string, union: boolean, members: string[]): Map<string, Map<string, string>> {
  const inputs = new Map<string, Map<string, string>>();
  if (union) {
    inputs.set(`${component}WhereUniqueInput`, new Map(members.map((member) => [member, `${member}WhereUniqueInput`])));
    inputs.set(`${component}UpdateManyInlineInput`, new Map([["create", `[${component}CreateInput!]`], ["delete", `[${component}WhereUniqueInput!]`]]));
    for (const member of members) inputs.set(`${member}WhereUniqueInput`, new Map([["id", "ID"]]));
    return inputs;
  }
  inputs.set(`${component}WhereUniqueInput`, new Map([["id", "ID"]]));
  inputs.set(`${component}CreateWithPositionInput`, new Map([["data", `${component}CreateInput!`]]));
  inputs.set(`${component}UpdateManyInlineInput`, new Map([["create", `[${component}CreateWithPositionInput!]`], ["delete", `[${component}WhereUniqueInput!]`]]));
  inputs.set(`${component}UpdateOneInlineInput`, new Map([["create", `${component}CreateInput`], ["delete", "Boolean"]]));
  return inputs;
}

type Created = { value: Record<string, unknown>; locales: ComponentLocales };
/** Builds one new component (or union member, by its type name) as stored, with its translations. */
export type BuildComponent = (type: string, data: MutationData, typename?: string) => Created;

/** A component field after an update input: its value, and what its translations become. */
export function updatedComponentField(field: FieldInfo, input: unknown, current: unknown, build: BuildComponent): { value: unknown; deleted: Set<string>; created: Created[] } {
  const given = (input ?? {}) as { create?: unknown; delete?: unknown };
  if (!field.list) {
    const old = current as { id?: string } | null;
    const deleted = new Set(old?.id && (given.delete === true || given.create) ? [old.id] : []);
    const created = given.create ? [build(field.type, given.create as MutationData)] : [];
    return { value: created[0]?.value ?? (given.delete === true ? null : current), deleted, created };
  }
  const wheres = (Array.isArray(given.delete) ? given.delete : []) as Record<string, unknown>[];
  const deleted = new Set(wheres.map((where) => String((field.kind === "union" ? (Object.values(where)[0] as { id?: unknown } | undefined) : where)?.id ?? "")));
  const created = ((Array.isArray(given.create) ? given.create : []) as MutationData[]).map((item, index) => {
    if (field.kind === "component") return build(field.type, ((item.data as MutationData | undefined) ?? item) as MutationData);
    const [typename, data] = Object.entries(item)[0] ?? [];
    if (!typename || !data) throw new MutationInputError(`${field.name}.create[${index}]: name one member type`);
    return build(typename, data as MutationData, typename);
  });
  const kept = ((current as { id?: string }[] | null) ?? []).filter((item) => !deleted.has(String(item.id)));
  return { value: [...kept, ...created.map((item) => item.value)], deleted, created };
}

/** The entry's translations after a component field changed: the deleted components' gone, the created ones' added. */
export function localizationsAfter(localizations: Record<string, LocalizationData>, field: FieldInfo, deleted: Set<string>, created: Created[], now: string): Record<string, LocalizationData> {
  const next: Record<string, LocalizationData> = {};
  for (const [locale, localization] of Object.entries(localizations)) {
    const value = localization[field.name];
    const { [field.name]: _dropped, ...rest } = localization;
    void _dropped;
    const kept = field.list ? ((value as { id?: string }[] | undefined) ?? []).filter((item) => !deleted.has(String(item.id))) : value && !deleted.size ? value : undefined;
    next[locale] = { ...rest, ...(kept !== undefined && (!Array.isArray(kept) || kept.length) ? { [field.name]: kept } : {}) } as LocalizationData;
  }
  for (const { value, locales } of created) {
    for (const [locale, values] of Object.entries(locales)) {
      const localization: LocalizationData = next[locale] ?? { createdAt: now, updatedAt: now, publishedAt: null };
      const item = { id: value.id, ...values };
      next[locale] = { ...localization, [field.name]: field.list ? [...((localization[field.name] as unknown[] | undefined) ?? []), item] : item };
    }
  }
  return next;
}
