import { embeddedIds } from "../store/store";
import { ASSET_FILE_FIELDS, mapNodeIds, type ImportModels } from "./import-models";
import { componentLocalizations, deferredLocalizations, itemLocales, localeVersions, localizationWrites } from "./import-localizations";

/**
 * A stored entry as Hygraph's mutation inputs: `upsert<Model>`'s create and update data, with
 * relations connected by the target's unique field and rich-text embeds pointing at the target's
 * ids. What cannot be written yet (an embed or relation to an entry not imported so far: a page
 * embedding a later page, a window period's final test) is left for the second pass. Every locale
 * goes with it (import-localizations.ts): the model's own localized fields in `localizations`, a
 * component's in its own.
 */

export type Target = {
  /** The target's where-unique input for a source entry id, or null when it is not there (yet). */
  where: (sourceId: string) => Record<string, string> | null;
  /** The target's id for a source entry id, or null when it is not there (yet). */
  id: (sourceId: string) => string | null;
};

export type EntryInputs = { create: Record<string, unknown>; update: Record<string, unknown>; deferred: Record<string, unknown> | null };

/** A component's create input; `locales` holds its translated values in each locale (its own `localizations`). */
function componentInput(models: ImportModels, type: string, component: Record<string, unknown>, target: Target, locales: Record<string, unknown>): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const field of models.fields(type)) {
    const value = component[field.apiId];
    if (field.kind === "relation") {
      const where = typeof value === "string" ? target.where(value) : null;
      if (where) data[field.apiId] = { connect: where };
    } else if (field.kind === "component") {
      const items = (field.list ? ((value as Record<string, unknown>[] | undefined) ?? []) : value ? [value as Record<string, unknown>] : []).map((item) =>
        componentInput(models, field.type, item, target, itemLocales(locales, field.apiId, item.id, field.list)),
      );
      if (items.length) data[field.apiId] = { create: field.list ? items : items[0] };
    } else if (value !== undefined) data[field.apiId] = value;
  }
  const localizations = componentLocalizations(models, type, locales);
  if (localizations) data.localizations = localizations;
  return data;
}

/**
 * The create, update and deferred (second-pass) data of one stored entry. `replace` names the
 * component fields whose project version differs, with that version (its components' ids): the
 * update replaces them (componentReplacement).
 */
export function entryInputs(models: ImportModels, model: string, entry: Record<string, unknown>, target: Target, replace: Record<string, unknown> = {}): EntryInputs {
  const create: Record<string, unknown> = { createdAt: entry.createdAt, updatedAt: entry.updatedAt };
  const update: Record<string, unknown> = {};
  const deferred: Record<string, unknown> = {};
  const stored = localeVersions(entry);
  for (const field of models.fields(model)) {
    if (model === "Asset" && ASSET_FILE_FIELDS.has(field.apiId)) continue;
    const value = entry[field.apiId];
    if (value === undefined) continue;
    if (field.kind === "relation") {
      const ids = (field.list ? (value as string[]) : value ? [value as string] : []).filter((id) => typeof id === "string");
      const wheres = ids.map((id) => target.where(id));
      if (wheres.some((where) => where === null)) {
        deferred[field.apiId] = field.list ? { set: ids.map((id) => ({ __sourceId: id })) } : { connect: { __sourceId: ids[0] } };
        continue;
      }
      if (field.list) {
        create[field.apiId] = { connect: wheres };
        update[field.apiId] = { set: wheres };
      } else if (wheres[0]) {
        create[field.apiId] = update[field.apiId] = { connect: wheres[0] };
      } else update[field.apiId] = { disconnect: true };
    } else if (field.kind === "component") {
      const items = (field.list ? (value as Record<string, unknown>[]) : value ? [value as Record<string, unknown>] : []).map((item) =>
        componentInput(models, field.type, item, target, itemLocales(stored, field.apiId, item.id, field.list)),
      );
      if (items.length) create[field.apiId] = { create: field.list ? items : items[0] };
      if (field.apiId in replace) update[field.apiId] = componentReplacement(field.list, false, items, replace[field.apiId]);
    } else if (field.kind === "union") {
      const items = ((value as Record<string, unknown>[]) ?? []).map((item) => ({
        [String(item.__typename)]: componentInput(models, String(item.__typename), item, target, itemLocales(stored, field.apiId, item.id, true)),
      }));
      if (items.length) create[field.apiId] = { create: items };
      if (field.apiId in replace) update[field.apiId] = componentReplacement(true, true, items, replace[field.apiId]);
    } else if (field.kind === "richText") {
      if (!value) continue;
      const embeds = embeddedIds(value);
      if (embeds.some((id) => target.id(id) === null)) {
        deferred[field.apiId] = value;
        continue;
      }
      create[field.apiId] = update[field.apiId] = mapNodeIds(value, (id) => target.id(id) ?? id);
    } else create[field.apiId] = update[field.apiId] = value;
  }
  const localizations = localizationWrites(models, model, entry, target.id);
  if (localizations.create) create.localizations = localizations.create;
  if (localizations.update) update.localizations = localizations.update;
  if (localizations.deferred) deferred.localizations = localizations.deferred;
  return { create, update, deferred: Object.keys(deferred).length ? deferred : null };
}

/**
 * A component field's update that makes it `items` (create inputs), in Hygraph's nested shapes: a
 * list's components there deleted by id and these created (`{ delete: [{ id }], create: [{ data }] }`;
 * a union's by member, `{ delete: [{ NavigationLink: { id } }], create: [{ NavigationLink: … }] }`);
 * a single one updated by its id (`{ update: { where: { id }, data } }`), created, or deleted.
 */
function componentReplacement(list: boolean, union: boolean, items: Record<string, unknown>[], there: unknown): Record<string, unknown> {
  if (!list) {
    const old = there as { id?: string } | null;
    if (!items.length) return { delete: true };
    if (!old?.id) return { create: items[0] };
    const { localizations, ...data } = items[0];
    const created = (localizations as { create?: { locale: string; data: Record<string, unknown> }[] } | undefined)?.create ?? [];
    return { update: { where: { id: old.id }, data: { ...data, ...(created.length ? { localizations: { upsert: created.map(({ locale, data: values }) => ({ locale, create: values, update: values })) } } : {}) } } };
  }
  const olds = ((there as { __typename?: string; id?: string }[] | null) ?? []).filter((item) => item.id);
  return {
    delete: olds.map((item) => (union ? { [String(item.__typename)]: { id: item.id } } : { id: item.id })),
    create: union ? items : items.map((data) => ({ data })),
  };
}

/** The second pass's update data: deferred relations and rich text, now that every entry exists. */
export function deferredInput(deferred: Record<string, unknown>, target: Target): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  const where = (id: string) => {
    const found = target.where(id);
    if (!found) throw new Error(`relates to ${id}, which is not in the project`);
    return found;
  };
  for (const [field, value] of Object.entries(deferred)) {
    if (field === "localizations") {
      data.localizations = deferredLocalizations(value as { locale: string; data: Record<string, unknown> }[], target.id);
      continue;
    }
    const relation = value as { set?: { __sourceId: string }[]; connect?: { __sourceId: string } };
    if (relation.set) data[field] = { set: relation.set.map((item) => where(item.__sourceId)) };
    else if (relation.connect) data[field] = { connect: where(relation.connect.__sourceId) };
    else
      data[field] = mapNodeIds(value, (id) => {
        const targetId = target.id(id);
        if (!targetId) throw new Error(`embeds ${id}, which is not in the project`);
        return targetId;
      });
  }
  return data;
}
