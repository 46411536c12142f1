import type { ContentRules } from "../../store/content-rules";
import { ASSET_MUTATIONS_SDL, createPendingAsset, type AssetUploadSettings } from "./asset-mutations";
import { EntryWriter } from "./entry-writer";
import { genericMutationRoot, genericMutationsSdl } from "./generic-mutations";
import { localizationMutationsSdl, type LocalizationsInput } from "./localization-mutations";
import type { LocaleStages } from "./entry-writer";
import { MutationInputError, type MutationData } from "./mutation-inputs";
import { updatePage } from "./page-mutations";
import { createPost, deletePost, updatePost } from "./post-mutations";
import type { ContentStore, Entry, EntryData, Stage } from "../../store/store";
import { createSearchSynonym, deleteSearchSynonym, unpublishSearchSynonym, updateSearchSynonym } from "./synonym-mutations";
import type { WebhookDeliveries } from "../../publishing/webhook-deliveries";
import { updateWindowPeriod } from "./window-period-mutations";

/**
 * Editing and publishing, in Hygraph's shapes: createPost / updatePost / publishPost /
 * unpublishPost / deletePost, updatePage / publishPage and updateWindowPeriod /
 * publishWindowPeriod (the test planner's rows, checked by window-periods.ts), and the search's synonyms:
 * createSearchSynonym / updateSearchSynonym / publishSearchSynonym / unpublishSearchSynonym /
 * deleteSearchSynonym. Edits land in the DRAFT stage; the
 * PUBLISHED stage keeps the last published version (`_published`) until the entry is published.
 * Every write is atomic (temporary file, fsync, rename) and writes are serialised.
 *
 * Writes are validated like Hygraph's: the entry as it would be stored must pass the same checks
 * the service runs at start-up (required fields, relations, rich text, embeds), and text fields
 * have length limits. A refused write answers 400 with a message naming the field and the rule,
 * and changes nothing. Deleting an entry that others embed or relate to is refused with the list
 * of referrers; unpublishing is allowed (published referrers simply stop showing the embed, as
 * Hygraph's PUBLISHED stage leaves out references to unpublished entries).
 */

const EDITING_SDL = `
input AuthorCreateOneInlineInput { connect: AuthorWhereUniqueInput }
input AuthorUpdateOneInlineInput { connect: AuthorWhereUniqueInput }
input CategoryCreateOneInlineInput { connect: CategoryWhereUniqueInput }
input CategoryUpdateOneInlineInput { connect: CategoryWhereUniqueInput }
input SubCategoryCreateOneInlineInput { connect: SubCategoryWhereUniqueInput }
input SubCategoryUpdateOneInlineInput { connect: SubCategoryWhereUniqueInput }
input AssetCreateOneInlineInput { connect: AssetWhereUniqueInput }
input AssetUpdateOneInlineInput { connect: AssetWhereUniqueInput }
input SeoUpdateInput { title: String description: String keywords: [String!] lastReviewed: Date reviewedBy: AuthorUpdateOneInlineInput }
input SeoUpdateOneInlineInput { update: SeoUpdateInput }
input SourceCreateInput { title: String! publisher: String! date: Date url: String! }
input WindowPeriodUpdateOneInlineInput { connect: WindowPeriodWhereUniqueInput }
input SourceCreateManyInlineInput { create: [SourceCreateInput!] }
input SourceUpdateManyInlineInput { create: [SourceCreateInput!] }
input ChangeLogEntryCreateInput { date: Date! summary: String! reviewedBy: AuthorCreateOneInlineInput }
input ChangeLogEntryCreateManyInlineInput { create: [ChangeLogEntryCreateInput!] }
input ChangeLogEntryUpdateManyInlineInput { create: [ChangeLogEntryCreateInput!] }
input PostCreateInput { title: String! slug: String! excerpt: String tags: [String!] content: RichTextAST author: AuthorCreateOneInlineInput! category: CategoryCreateOneInlineInput subCategory: SubCategoryCreateOneInlineInput coverImage: AssetCreateOneInlineInput seo: SeoUpdateOneInlineInput sources: SourceCreateManyInlineInput changeLog: ChangeLogEntryCreateManyInlineInput }
input PostUpdateInput { title: String slug: String excerpt: String tags: [String!] content: RichTextAST author: AuthorUpdateOneInlineInput category: CategoryUpdateOneInlineInput subCategory: SubCategoryUpdateOneInlineInput coverImage: AssetUpdateOneInlineInput seo: SeoUpdateOneInlineInput sources: SourceUpdateManyInlineInput changeLog: ChangeLogEntryUpdateManyInlineInput }
input WindowPeriodUpdateInput { infection: String testType: String earliestDays: Int reliableDays: Int note: String sourceTitle: String sourcePublisher: String sourceUrl: String lastReviewed: Date reviewedBy: AuthorUpdateOneInlineInput finalTest: WindowPeriodUpdateOneInlineInput copyPatterns: [String!] }
input SearchSynonymCreateInput { term: String! synonyms: [String!]! }
input SearchSynonymUpdateInput { term: String synonyms: [String!] }
input PageUpdateInput { seo: SeoUpdateOneInlineInput title: String headerOneText: String headerTwoText: String metaDescription: String sitemap: Boolean useHeroImage: Boolean content: RichTextAST author: AuthorUpdateOneInlineInput }
type Mutation {
  createPost(data: PostCreateInput!): Post
  updatePost(where: PostWhereUniqueInput!, data: PostUpdateInput!): Post
  publishPost(where: PostWhereUniqueInput!, locales: [Locale!], publishBase: Boolean = true, withDefaultLocale: Boolean = true, to: [Stage!]! = [PUBLISHED]): Post
  "Refused while published entries link to or embed the post, unless the request's extensions say force: true (they lose the link)."
  unpublishPost(where: PostWhereUniqueInput!, from: [Stage!]! = [PUBLISHED], locales: [Locale!], unpublishBase: Boolean = true): Post
  "Refused while published entries link to the post's address, unless the request's extensions say force: true; embeds and relations always refuse."
  deletePost(where: PostWhereUniqueInput!): Post
  updatePage(where: PageWhereUniqueInput!, data: PageUpdateInput!): Page
  publishPage(where: PageWhereUniqueInput!, locales: [Locale!], publishBase: Boolean = true, withDefaultLocale: Boolean = true, to: [Stage!]! = [PUBLISHED]): Page
  unpublishPage(where: PageWhereUniqueInput!, from: [Stage!]! = [PUBLISHED], locales: [Locale!], unpublishBase: Boolean = true): Page
  updateWindowPeriod(where: WindowPeriodWhereUniqueInput!, data: WindowPeriodUpdateInput!): WindowPeriod
  publishWindowPeriod(where: WindowPeriodWhereUniqueInput!, locales: [Locale!], publishBase: Boolean = true, withDefaultLocale: Boolean = true, to: [Stage!]! = [PUBLISHED]): WindowPeriod
  createSearchSynonym(data: SearchSynonymCreateInput!): SearchSynonym
  updateSearchSynonym(where: SearchSynonymWhereUniqueInput!, data: SearchSynonymUpdateInput!): SearchSynonym
  publishSearchSynonym(where: SearchSynonymWhereUniqueInput!, locales: [Locale!], publishBase: Boolean = true, withDefaultLocale: Boolean = true, to: [Stage!]! = [PUBLISHED]): SearchSynonym
  unpublishSearchSynonym(where: SearchSynonymWhereUniqueInput!, from: [Stage!]! = [PUBLISHED], locales: [Locale!], unpublishBase: Boolean = true): SearchSynonym
  deleteSearchSynonym(where: SearchSynonymWhereUniqueInput!): SearchSynonym
}
`;

/** The editing mutations above and Hygraph's generic ones the content import sends (generic-mutations.ts). */
export const MUTATIONS_SDL = `${EDITING_SDL}\n${genericMutationsSdl(EDITING_SDL)}\n${localizationMutationsSdl()}\n${ASSET_MUTATIONS_SDL}`;

/** The editing operations, one per mutation; each model's are in its own module, the shared store operations in entry-writer.ts. */
export class ContentEditor {
  private readonly writer: EntryWriter;

  constructor(
    store: ContentStore,
    rules: ContentRules,
    webhooks?: WebhookDeliveries,
    /** Where createAsset's uploads go and the secret their policies are signed with (server.ts). */
    private readonly uploads?: AssetUploadSettings,
  ) {
    this.writer = new EntryWriter(store, rules, webhooks);
  }

  createPost(data: MutationData): Promise<Entry> {
    return createPost(this.writer, data);
  }

  updatePost(where: Record<string, unknown>, data: MutationData): Promise<Entry> {
    return updatePost(this.writer, where, data);
  }

  unpublish(model: string, where: Record<string, unknown>, force = false, stages: LocaleStages = {}): Promise<Entry> {
    return this.writer.setPublished(model, where, false, force, stages);
  }

  /** A create or update's `localizations` (translations), written after the entry's own fields. */
  async localize(model: string, written: Promise<Entry>, input: unknown): Promise<Entry> {
    const entry = await written;
    if (!input) return entry;
    return this.writer.updateLocalizations(model, { id: entry.id }, input as LocalizationsInput);
  }

  deletePost(where: Record<string, unknown>, force = false): Promise<Entry> {
    return deletePost(this.writer, where, force);
  }

  updatePage(where: Record<string, unknown>, data: MutationData): Promise<Entry> {
    return updatePage(this.writer, where, data);
  }

  updateWindowPeriod(where: Record<string, unknown>, data: MutationData): Promise<Entry> {
    return updateWindowPeriod(this.writer, where, data);
  }

  publish(model: string, where: Record<string, unknown>, to: Stage[] = ["PUBLISHED"], stages: LocaleStages = {}): Promise<Entry> {
    return this.writer.publish(model, where, to, stages);
  }

  createSearchSynonym(data: MutationData): Promise<Entry> {
    return createSearchSynonym(this.writer, data);
  }

  updateSearchSynonym(where: Record<string, unknown>, data: MutationData): Promise<Entry> {
    return updateSearchSynonym(this.writer, where, data);
  }

  unpublishSearchSynonym(where: Record<string, unknown>, stages: LocaleStages = {}): Promise<Entry> {
    return unpublishSearchSynonym(this.writer, where, stages);
  }

  deleteSearchSynonym(where: Record<string, unknown>): Promise<Entry> {
    return deleteSearchSynonym(this.writer, where);
  }

  /** An uploaded image's Asset (uploads.ts wrote its file); never over another entry (a signed upload's replay). */
  createAsset(asset: EntryData): Promise<Entry> {
    return this.writer.serialise(() => {
      if (this.hasEntry(asset.id)) throw new MutationInputError(`Asset ${asset.id} has its file already`);
      this.writer.save("Asset", asset);
      return this.writer.draft(asset.id);
    });
  }

  /** Hygraph Asset Management's createAsset: a pending Asset and the signed policy its file is sent with (asset-mutations.ts). */
  requestAssetUpload(data: MutationData): Promise<Entry> {
    if (!this.uploads) return Promise.reject(new MutationInputError("createAsset: this service takes no signed uploads"));
    return Promise.resolve(createPendingAsset(this.writer.store, this.uploads, data));
  }

  hasEntry(id: string): boolean {
    return this.writer.store.documents.has(id);
  }

  /** Resolves once every write queued so far is on disk (for tests and shutdown). */
  settled(): Promise<void> {
    return this.writer.settled();
  }

  /** The DRAFT version of an entry found by a unique field. */
  findEntry(model: string, where: Record<string, unknown>): Promise<Entry> {
    return this.writer.serialise(() => this.writer.draft(this.writer.find(model, where).id));
  }

  /** Hygraph's generic upsert/publish mutations (generic-mutations.ts) besides the named ones. */
  genericRoot(named: Set<string>): Record<string, (args: Record<string, unknown>) => Promise<Entry>> {
    return genericMutationRoot(this.writer, named);
  }
}

/** Resolvers of the Mutation type; `force` comes from the request's extensions (graphql-endpoint.ts). */
export function mutationRoot(editor: ContentEditor, force = false): Record<string, (args: Record<string, unknown>) => Promise<Entry>> {
  type Where = Record<string, unknown>;
  const stages = (args: Record<string, unknown>) => args as LocaleStages;
  /** The entry's own fields, then its translations (`data.localizations`); a write of translations alone leaves the entry's fields and dates as they are. */
  const edit = (model: string, args: Record<string, unknown>, write: (data: MutationData) => Promise<Entry>) => {
    const { localizations, ...own } = (args.data ?? {}) as MutationData;
    if (localizations && !Object.keys(own).length && args.where) return editor.localize(model, editor.findEntry(model, args.where as Where), localizations);
    return editor.localize(model, write(own), localizations);
  };
  const named: Record<string, (args: Record<string, unknown>) => Promise<Entry>> = {
    createPost: (args) => edit("Post", args, (data) => editor.createPost(data)),
    updatePost: (args) => edit("Post", args, (data) => editor.updatePost(args.where as Where, data)),
    publishPost: (args) => editor.publish("Post", args.where as Where, args.to as Stage[], stages(args)),
    unpublishPost: (args) => editor.unpublish("Post", args.where as Where, force, stages(args)),
    deletePost: (args) => editor.deletePost(args.where as Where, force),
    updatePage: (args) => edit("Page", args, (data) => editor.updatePage(args.where as Where, data)),
    publishPage: (args) => editor.publish("Page", args.where as Where, args.to as Stage[], stages(args)),
    unpublishPage: (args) => editor.unpublish("Page", args.where as Where, force, stages(args)),
    updateWindowPeriod: (args) => edit("WindowPeriod", args, (data) => editor.updateWindowPeriod(args.where as Where, data)),
    publishWindowPeriod: (args) => editor.publish("WindowPeriod", args.where as Where, args.to as Stage[], stages(args)),
    createSearchSynonym: (args) => edit("SearchSynonym", args, (data) => editor.createSearchSynonym(data)),
    updateSearchSynonym: (args) => edit("SearchSynonym", args, (data) => editor.updateSearchSynonym(args.where as Where, data)),
    publishSearchSynonym: (args) => editor.publish("SearchSynonym", args.where as Where, args.to as Stage[], stages(args)),
    unpublishSearchSynonym: (args) => editor.unpublishSearchSynonym(args.where as Where, stages(args)),
    deleteSearchSynonym: (args) => editor.deleteSearchSynonym(args.where as Where),
    createAsset: (args) => editor.requestAssetUpload(args.data as MutationData),
  };
  return { ...editor.genericRoot(new Set(Object.keys(named))), ...named };
}
