/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { RichTextDocument } from '@sti-aware/contract/rich-text';
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type AssetWhereInput = {
  AND?: Array<AssetWhereInput> | null | undefined;
  NOT?: Array<AssetWhereInput> | null | undefined;
  OR?: Array<AssetWhereInput> | null | undefined;
  _search?: string | null | undefined;
  alt?: string | null | undefined;
  alt_contains?: string | null | undefined;
  alt_ends_with?: string | null | undefined;
  alt_in?: Array<string | null | undefined> | null | undefined;
  alt_not?: string | null | undefined;
  alt_not_contains?: string | null | undefined;
  alt_not_ends_with?: string | null | undefined;
  alt_not_in?: Array<string | null | undefined> | null | undefined;
  alt_not_starts_with?: string | null | undefined;
  alt_starts_with?: string | null | undefined;
  createdAt?: string | null | undefined;
  createdAt_gt?: string | null | undefined;
  createdAt_gte?: string | null | undefined;
  createdAt_in?: Array<string | null | undefined> | null | undefined;
  createdAt_lt?: string | null | undefined;
  createdAt_lte?: string | null | undefined;
  createdAt_not?: string | null | undefined;
  createdAt_not_in?: Array<string | null | undefined> | null | undefined;
  fileName?: string | null | undefined;
  fileName_contains?: string | null | undefined;
  fileName_ends_with?: string | null | undefined;
  fileName_in?: Array<string | null | undefined> | null | undefined;
  fileName_not?: string | null | undefined;
  fileName_not_contains?: string | null | undefined;
  fileName_not_ends_with?: string | null | undefined;
  fileName_not_in?: Array<string | null | undefined> | null | undefined;
  fileName_not_starts_with?: string | null | undefined;
  fileName_starts_with?: string | null | undefined;
  handle?: string | null | undefined;
  handle_contains?: string | null | undefined;
  handle_ends_with?: string | null | undefined;
  handle_in?: Array<string | null | undefined> | null | undefined;
  handle_not?: string | null | undefined;
  handle_not_contains?: string | null | undefined;
  handle_not_ends_with?: string | null | undefined;
  handle_not_in?: Array<string | null | undefined> | null | undefined;
  handle_not_starts_with?: string | null | undefined;
  handle_starts_with?: string | null | undefined;
  height?: number | null | undefined;
  height_gt?: number | null | undefined;
  height_gte?: number | null | undefined;
  height_in?: Array<number | null | undefined> | null | undefined;
  height_lt?: number | null | undefined;
  height_lte?: number | null | undefined;
  height_not?: number | null | undefined;
  height_not_in?: Array<number | null | undefined> | null | undefined;
  id?: string | number | null | undefined;
  id_contains?: string | number | null | undefined;
  id_ends_with?: string | number | null | undefined;
  id_in?: Array<string | number | null | undefined> | null | undefined;
  id_not?: string | number | null | undefined;
  id_not_contains?: string | number | null | undefined;
  id_not_ends_with?: string | number | null | undefined;
  id_not_in?: Array<string | number | null | undefined> | null | undefined;
  id_not_starts_with?: string | number | null | undefined;
  id_starts_with?: string | number | null | undefined;
  key?: string | null | undefined;
  key_contains?: string | null | undefined;
  key_ends_with?: string | null | undefined;
  key_in?: Array<string | null | undefined> | null | undefined;
  key_not?: string | null | undefined;
  key_not_contains?: string | null | undefined;
  key_not_ends_with?: string | null | undefined;
  key_not_in?: Array<string | null | undefined> | null | undefined;
  key_not_starts_with?: string | null | undefined;
  key_starts_with?: string | null | undefined;
  mimeType?: string | null | undefined;
  mimeType_contains?: string | null | undefined;
  mimeType_ends_with?: string | null | undefined;
  mimeType_in?: Array<string | null | undefined> | null | undefined;
  mimeType_not?: string | null | undefined;
  mimeType_not_contains?: string | null | undefined;
  mimeType_not_ends_with?: string | null | undefined;
  mimeType_not_in?: Array<string | null | undefined> | null | undefined;
  mimeType_not_starts_with?: string | null | undefined;
  mimeType_starts_with?: string | null | undefined;
  publishedAt?: string | null | undefined;
  publishedAt_gt?: string | null | undefined;
  publishedAt_gte?: string | null | undefined;
  publishedAt_in?: Array<string | null | undefined> | null | undefined;
  publishedAt_lt?: string | null | undefined;
  publishedAt_lte?: string | null | undefined;
  publishedAt_not?: string | null | undefined;
  publishedAt_not_in?: Array<string | null | undefined> | null | undefined;
  size?: number | null | undefined;
  size_gt?: number | null | undefined;
  size_gte?: number | null | undefined;
  size_in?: Array<number | null | undefined> | null | undefined;
  size_lt?: number | null | undefined;
  size_lte?: number | null | undefined;
  size_not?: number | null | undefined;
  size_not_in?: Array<number | null | undefined> | null | undefined;
  updatedAt?: string | null | undefined;
  updatedAt_gt?: string | null | undefined;
  updatedAt_gte?: string | null | undefined;
  updatedAt_in?: Array<string | null | undefined> | null | undefined;
  updatedAt_lt?: string | null | undefined;
  updatedAt_lte?: string | null | undefined;
  updatedAt_not?: string | null | undefined;
  updatedAt_not_in?: Array<string | null | undefined> | null | undefined;
  width?: number | null | undefined;
  width_gt?: number | null | undefined;
  width_gte?: number | null | undefined;
  width_in?: Array<number | null | undefined> | null | undefined;
  width_lt?: number | null | undefined;
  width_lte?: number | null | undefined;
  width_not?: number | null | undefined;
  width_not_in?: Array<number | null | undefined> | null | undefined;
};

export type AuthorWhereInput = {
  AND?: Array<AuthorWhereInput> | null | undefined;
  NOT?: Array<AuthorWhereInput> | null | undefined;
  OR?: Array<AuthorWhereInput> | null | undefined;
  _search?: string | null | undefined;
  biography?: string | null | undefined;
  biography_contains?: string | null | undefined;
  biography_ends_with?: string | null | undefined;
  biography_in?: Array<string | null | undefined> | null | undefined;
  biography_not?: string | null | undefined;
  biography_not_contains?: string | null | undefined;
  biography_not_ends_with?: string | null | undefined;
  biography_not_in?: Array<string | null | undefined> | null | undefined;
  biography_not_starts_with?: string | null | undefined;
  biography_starts_with?: string | null | undefined;
  conflictOfInterest?: string | null | undefined;
  conflictOfInterest_contains?: string | null | undefined;
  conflictOfInterest_ends_with?: string | null | undefined;
  conflictOfInterest_in?: Array<string | null | undefined> | null | undefined;
  conflictOfInterest_not?: string | null | undefined;
  conflictOfInterest_not_contains?: string | null | undefined;
  conflictOfInterest_not_ends_with?: string | null | undefined;
  conflictOfInterest_not_in?: Array<string | null | undefined> | null | undefined;
  conflictOfInterest_not_starts_with?: string | null | undefined;
  conflictOfInterest_starts_with?: string | null | undefined;
  createdAt?: string | null | undefined;
  createdAt_gt?: string | null | undefined;
  createdAt_gte?: string | null | undefined;
  createdAt_in?: Array<string | null | undefined> | null | undefined;
  createdAt_lt?: string | null | undefined;
  createdAt_lte?: string | null | undefined;
  createdAt_not?: string | null | undefined;
  createdAt_not_in?: Array<string | null | undefined> | null | undefined;
  credentials?: string | null | undefined;
  credentials_contains?: string | null | undefined;
  credentials_ends_with?: string | null | undefined;
  credentials_in?: Array<string | null | undefined> | null | undefined;
  credentials_not?: string | null | undefined;
  credentials_not_contains?: string | null | undefined;
  credentials_not_ends_with?: string | null | undefined;
  credentials_not_in?: Array<string | null | undefined> | null | undefined;
  credentials_not_starts_with?: string | null | undefined;
  credentials_starts_with?: string | null | undefined;
  id?: string | number | null | undefined;
  id_contains?: string | number | null | undefined;
  id_ends_with?: string | number | null | undefined;
  id_in?: Array<string | number | null | undefined> | null | undefined;
  id_not?: string | number | null | undefined;
  id_not_contains?: string | number | null | undefined;
  id_not_ends_with?: string | number | null | undefined;
  id_not_in?: Array<string | number | null | undefined> | null | undefined;
  id_not_starts_with?: string | number | null | undefined;
  id_starts_with?: string | number | null | undefined;
  licence?: string | null | undefined;
  licence_contains?: string | null | undefined;
  licence_ends_with?: string | null | undefined;
  licence_in?: Array<string | null | undefined> | null | undefined;
  licence_not?: string | null | undefined;
  licence_not_contains?: string | null | undefined;
  licence_not_ends_with?: string | null | undefined;
  licence_not_in?: Array<string | null | undefined> | null | undefined;
  licence_not_starts_with?: string | null | undefined;
  licence_starts_with?: string | null | undefined;
  linkedin?: string | null | undefined;
  linkedin_contains?: string | null | undefined;
  linkedin_ends_with?: string | null | undefined;
  linkedin_in?: Array<string | null | undefined> | null | undefined;
  linkedin_not?: string | null | undefined;
  linkedin_not_contains?: string | null | undefined;
  linkedin_not_ends_with?: string | null | undefined;
  linkedin_not_in?: Array<string | null | undefined> | null | undefined;
  linkedin_not_starts_with?: string | null | undefined;
  linkedin_starts_with?: string | null | undefined;
  name?: string | null | undefined;
  name_contains?: string | null | undefined;
  name_ends_with?: string | null | undefined;
  name_in?: Array<string | null | undefined> | null | undefined;
  name_not?: string | null | undefined;
  name_not_contains?: string | null | undefined;
  name_not_ends_with?: string | null | undefined;
  name_not_in?: Array<string | null | undefined> | null | undefined;
  name_not_starts_with?: string | null | undefined;
  name_starts_with?: string | null | undefined;
  picture?: AssetWhereInput | null | undefined;
  posts_every?: PostWhereInput | null | undefined;
  posts_none?: PostWhereInput | null | undefined;
  posts_some?: PostWhereInput | null | undefined;
  publishedAt?: string | null | undefined;
  publishedAt_gt?: string | null | undefined;
  publishedAt_gte?: string | null | undefined;
  publishedAt_in?: Array<string | null | undefined> | null | undefined;
  publishedAt_lt?: string | null | undefined;
  publishedAt_lte?: string | null | undefined;
  publishedAt_not?: string | null | undefined;
  publishedAt_not_in?: Array<string | null | undefined> | null | undefined;
  slug?: string | null | undefined;
  slug_contains?: string | null | undefined;
  slug_ends_with?: string | null | undefined;
  slug_in?: Array<string | null | undefined> | null | undefined;
  slug_not?: string | null | undefined;
  slug_not_contains?: string | null | undefined;
  slug_not_ends_with?: string | null | undefined;
  slug_not_in?: Array<string | null | undefined> | null | undefined;
  slug_not_starts_with?: string | null | undefined;
  slug_starts_with?: string | null | undefined;
  title?: string | null | undefined;
  title_contains?: string | null | undefined;
  title_ends_with?: string | null | undefined;
  title_in?: Array<string | null | undefined> | null | undefined;
  title_not?: string | null | undefined;
  title_not_contains?: string | null | undefined;
  title_not_ends_with?: string | null | undefined;
  title_not_in?: Array<string | null | undefined> | null | undefined;
  title_not_starts_with?: string | null | undefined;
  title_starts_with?: string | null | undefined;
  updatedAt?: string | null | undefined;
  updatedAt_gt?: string | null | undefined;
  updatedAt_gte?: string | null | undefined;
  updatedAt_in?: Array<string | null | undefined> | null | undefined;
  updatedAt_lt?: string | null | undefined;
  updatedAt_lte?: string | null | undefined;
  updatedAt_not?: string | null | undefined;
  updatedAt_not_in?: Array<string | null | undefined> | null | undefined;
};

export type CategoryWhereInput = {
  AND?: Array<CategoryWhereInput> | null | undefined;
  NOT?: Array<CategoryWhereInput> | null | undefined;
  OR?: Array<CategoryWhereInput> | null | undefined;
  _search?: string | null | undefined;
  coverImage?: AssetWhereInput | null | undefined;
  createdAt?: string | null | undefined;
  createdAt_gt?: string | null | undefined;
  createdAt_gte?: string | null | undefined;
  createdAt_in?: Array<string | null | undefined> | null | undefined;
  createdAt_lt?: string | null | undefined;
  createdAt_lte?: string | null | undefined;
  createdAt_not?: string | null | undefined;
  createdAt_not_in?: Array<string | null | undefined> | null | undefined;
  description?: string | null | undefined;
  description_contains?: string | null | undefined;
  description_ends_with?: string | null | undefined;
  description_in?: Array<string | null | undefined> | null | undefined;
  description_not?: string | null | undefined;
  description_not_contains?: string | null | undefined;
  description_not_ends_with?: string | null | undefined;
  description_not_in?: Array<string | null | undefined> | null | undefined;
  description_not_starts_with?: string | null | undefined;
  description_starts_with?: string | null | undefined;
  id?: string | number | null | undefined;
  id_contains?: string | number | null | undefined;
  id_ends_with?: string | number | null | undefined;
  id_in?: Array<string | number | null | undefined> | null | undefined;
  id_not?: string | number | null | undefined;
  id_not_contains?: string | number | null | undefined;
  id_not_ends_with?: string | number | null | undefined;
  id_not_in?: Array<string | number | null | undefined> | null | undefined;
  id_not_starts_with?: string | number | null | undefined;
  id_starts_with?: string | number | null | undefined;
  publishedAt?: string | null | undefined;
  publishedAt_gt?: string | null | undefined;
  publishedAt_gte?: string | null | undefined;
  publishedAt_in?: Array<string | null | undefined> | null | undefined;
  publishedAt_lt?: string | null | undefined;
  publishedAt_lte?: string | null | undefined;
  publishedAt_not?: string | null | undefined;
  publishedAt_not_in?: Array<string | null | undefined> | null | undefined;
  slug?: string | null | undefined;
  slug_contains?: string | null | undefined;
  slug_ends_with?: string | null | undefined;
  slug_in?: Array<string | null | undefined> | null | undefined;
  slug_not?: string | null | undefined;
  slug_not_contains?: string | null | undefined;
  slug_not_ends_with?: string | null | undefined;
  slug_not_in?: Array<string | null | undefined> | null | undefined;
  slug_not_starts_with?: string | null | undefined;
  slug_starts_with?: string | null | undefined;
  subCategories_every?: SubCategoryWhereInput | null | undefined;
  subCategories_none?: SubCategoryWhereInput | null | undefined;
  subCategories_some?: SubCategoryWhereInput | null | undefined;
  title?: string | null | undefined;
  title_contains?: string | null | undefined;
  title_ends_with?: string | null | undefined;
  title_in?: Array<string | null | undefined> | null | undefined;
  title_not?: string | null | undefined;
  title_not_contains?: string | null | undefined;
  title_not_ends_with?: string | null | undefined;
  title_not_in?: Array<string | null | undefined> | null | undefined;
  title_not_starts_with?: string | null | undefined;
  title_starts_with?: string | null | undefined;
  updatedAt?: string | null | undefined;
  updatedAt_gt?: string | null | undefined;
  updatedAt_gte?: string | null | undefined;
  updatedAt_in?: Array<string | null | undefined> | null | undefined;
  updatedAt_lt?: string | null | undefined;
  updatedAt_lte?: string | null | undefined;
  updatedAt_not?: string | null | undefined;
  updatedAt_not_in?: Array<string | null | undefined> | null | undefined;
};

export type Locale =
  | 'en'
  | 'es';

export type PostWhereInput = {
  AND?: Array<PostWhereInput> | null | undefined;
  NOT?: Array<PostWhereInput> | null | undefined;
  OR?: Array<PostWhereInput> | null | undefined;
  _search?: string | null | undefined;
  author?: AuthorWhereInput | null | undefined;
  category?: CategoryWhereInput | null | undefined;
  coverImage?: AssetWhereInput | null | undefined;
  createdAt?: string | null | undefined;
  createdAt_gt?: string | null | undefined;
  createdAt_gte?: string | null | undefined;
  createdAt_in?: Array<string | null | undefined> | null | undefined;
  createdAt_lt?: string | null | undefined;
  createdAt_lte?: string | null | undefined;
  createdAt_not?: string | null | undefined;
  createdAt_not_in?: Array<string | null | undefined> | null | undefined;
  excerpt?: string | null | undefined;
  excerpt_contains?: string | null | undefined;
  excerpt_ends_with?: string | null | undefined;
  excerpt_in?: Array<string | null | undefined> | null | undefined;
  excerpt_not?: string | null | undefined;
  excerpt_not_contains?: string | null | undefined;
  excerpt_not_ends_with?: string | null | undefined;
  excerpt_not_in?: Array<string | null | undefined> | null | undefined;
  excerpt_not_starts_with?: string | null | undefined;
  excerpt_starts_with?: string | null | undefined;
  firstPublishedAt?: string | null | undefined;
  firstPublishedAt_gt?: string | null | undefined;
  firstPublishedAt_gte?: string | null | undefined;
  firstPublishedAt_in?: Array<string | null | undefined> | null | undefined;
  firstPublishedAt_lt?: string | null | undefined;
  firstPublishedAt_lte?: string | null | undefined;
  firstPublishedAt_not?: string | null | undefined;
  firstPublishedAt_not_in?: Array<string | null | undefined> | null | undefined;
  id?: string | number | null | undefined;
  id_contains?: string | number | null | undefined;
  id_ends_with?: string | number | null | undefined;
  id_in?: Array<string | number | null | undefined> | null | undefined;
  id_not?: string | number | null | undefined;
  id_not_contains?: string | number | null | undefined;
  id_not_ends_with?: string | number | null | undefined;
  id_not_in?: Array<string | number | null | undefined> | null | undefined;
  id_not_starts_with?: string | number | null | undefined;
  id_starts_with?: string | number | null | undefined;
  publishedAt?: string | null | undefined;
  publishedAt_gt?: string | null | undefined;
  publishedAt_gte?: string | null | undefined;
  publishedAt_in?: Array<string | null | undefined> | null | undefined;
  publishedAt_lt?: string | null | undefined;
  publishedAt_lte?: string | null | undefined;
  publishedAt_not?: string | null | undefined;
  publishedAt_not_in?: Array<string | null | undefined> | null | undefined;
  slug?: string | null | undefined;
  slug_contains?: string | null | undefined;
  slug_ends_with?: string | null | undefined;
  slug_in?: Array<string | null | undefined> | null | undefined;
  slug_not?: string | null | undefined;
  slug_not_contains?: string | null | undefined;
  slug_not_ends_with?: string | null | undefined;
  slug_not_in?: Array<string | null | undefined> | null | undefined;
  slug_not_starts_with?: string | null | undefined;
  slug_starts_with?: string | null | undefined;
  subCategory?: SubCategoryWhereInput | null | undefined;
  tags_contains_all?: Array<string> | null | undefined;
  tags_contains_none?: Array<string> | null | undefined;
  tags_contains_some?: Array<string> | null | undefined;
  title?: string | null | undefined;
  title_contains?: string | null | undefined;
  title_ends_with?: string | null | undefined;
  title_in?: Array<string | null | undefined> | null | undefined;
  title_not?: string | null | undefined;
  title_not_contains?: string | null | undefined;
  title_not_ends_with?: string | null | undefined;
  title_not_in?: Array<string | null | undefined> | null | undefined;
  title_not_starts_with?: string | null | undefined;
  title_starts_with?: string | null | undefined;
  translationReviewNote?: string | null | undefined;
  translationReviewNote_contains?: string | null | undefined;
  translationReviewNote_ends_with?: string | null | undefined;
  translationReviewNote_in?: Array<string | null | undefined> | null | undefined;
  translationReviewNote_not?: string | null | undefined;
  translationReviewNote_not_contains?: string | null | undefined;
  translationReviewNote_not_ends_with?: string | null | undefined;
  translationReviewNote_not_in?: Array<string | null | undefined> | null | undefined;
  translationReviewNote_not_starts_with?: string | null | undefined;
  translationReviewNote_starts_with?: string | null | undefined;
  translationReviewedBy?: string | null | undefined;
  translationReviewedBy_contains?: string | null | undefined;
  translationReviewedBy_ends_with?: string | null | undefined;
  translationReviewedBy_in?: Array<string | null | undefined> | null | undefined;
  translationReviewedBy_not?: string | null | undefined;
  translationReviewedBy_not_contains?: string | null | undefined;
  translationReviewedBy_not_ends_with?: string | null | undefined;
  translationReviewedBy_not_in?: Array<string | null | undefined> | null | undefined;
  translationReviewedBy_not_starts_with?: string | null | undefined;
  translationReviewedBy_starts_with?: string | null | undefined;
  translationReviewedOn?: string | null | undefined;
  translationReviewedOn_gt?: string | null | undefined;
  translationReviewedOn_gte?: string | null | undefined;
  translationReviewedOn_in?: Array<string | null | undefined> | null | undefined;
  translationReviewedOn_lt?: string | null | undefined;
  translationReviewedOn_lte?: string | null | undefined;
  translationReviewedOn_not?: string | null | undefined;
  translationReviewedOn_not_in?: Array<string | null | undefined> | null | undefined;
  translationSource?: string | null | undefined;
  translationSource_contains?: string | null | undefined;
  translationSource_ends_with?: string | null | undefined;
  translationSource_in?: Array<string | null | undefined> | null | undefined;
  translationSource_not?: string | null | undefined;
  translationSource_not_contains?: string | null | undefined;
  translationSource_not_ends_with?: string | null | undefined;
  translationSource_not_in?: Array<string | null | undefined> | null | undefined;
  translationSource_not_starts_with?: string | null | undefined;
  translationSource_starts_with?: string | null | undefined;
  updatedAt?: string | null | undefined;
  updatedAt_gt?: string | null | undefined;
  updatedAt_gte?: string | null | undefined;
  updatedAt_in?: Array<string | null | undefined> | null | undefined;
  updatedAt_lt?: string | null | undefined;
  updatedAt_lte?: string | null | undefined;
  updatedAt_not?: string | null | undefined;
  updatedAt_not_in?: Array<string | null | undefined> | null | undefined;
  urgentHelp_every?: UrgentHelpWhereInput | null | undefined;
  urgentHelp_none?: UrgentHelpWhereInput | null | undefined;
  urgentHelp_some?: UrgentHelpWhereInput | null | undefined;
};

export type SubCategoryWhereInput = {
  AND?: Array<SubCategoryWhereInput> | null | undefined;
  NOT?: Array<SubCategoryWhereInput> | null | undefined;
  OR?: Array<SubCategoryWhereInput> | null | undefined;
  _search?: string | null | undefined;
  category?: CategoryWhereInput | null | undefined;
  createdAt?: string | null | undefined;
  createdAt_gt?: string | null | undefined;
  createdAt_gte?: string | null | undefined;
  createdAt_in?: Array<string | null | undefined> | null | undefined;
  createdAt_lt?: string | null | undefined;
  createdAt_lte?: string | null | undefined;
  createdAt_not?: string | null | undefined;
  createdAt_not_in?: Array<string | null | undefined> | null | undefined;
  description?: string | null | undefined;
  description_contains?: string | null | undefined;
  description_ends_with?: string | null | undefined;
  description_in?: Array<string | null | undefined> | null | undefined;
  description_not?: string | null | undefined;
  description_not_contains?: string | null | undefined;
  description_not_ends_with?: string | null | undefined;
  description_not_in?: Array<string | null | undefined> | null | undefined;
  description_not_starts_with?: string | null | undefined;
  description_starts_with?: string | null | undefined;
  id?: string | number | null | undefined;
  id_contains?: string | number | null | undefined;
  id_ends_with?: string | number | null | undefined;
  id_in?: Array<string | number | null | undefined> | null | undefined;
  id_not?: string | number | null | undefined;
  id_not_contains?: string | number | null | undefined;
  id_not_ends_with?: string | number | null | undefined;
  id_not_in?: Array<string | number | null | undefined> | null | undefined;
  id_not_starts_with?: string | number | null | undefined;
  id_starts_with?: string | number | null | undefined;
  publishedAt?: string | null | undefined;
  publishedAt_gt?: string | null | undefined;
  publishedAt_gte?: string | null | undefined;
  publishedAt_in?: Array<string | null | undefined> | null | undefined;
  publishedAt_lt?: string | null | undefined;
  publishedAt_lte?: string | null | undefined;
  publishedAt_not?: string | null | undefined;
  publishedAt_not_in?: Array<string | null | undefined> | null | undefined;
  slug?: string | null | undefined;
  slug_contains?: string | null | undefined;
  slug_ends_with?: string | null | undefined;
  slug_in?: Array<string | null | undefined> | null | undefined;
  slug_not?: string | null | undefined;
  slug_not_contains?: string | null | undefined;
  slug_not_ends_with?: string | null | undefined;
  slug_not_in?: Array<string | null | undefined> | null | undefined;
  slug_not_starts_with?: string | null | undefined;
  slug_starts_with?: string | null | undefined;
  title?: string | null | undefined;
  title_contains?: string | null | undefined;
  title_ends_with?: string | null | undefined;
  title_in?: Array<string | null | undefined> | null | undefined;
  title_not?: string | null | undefined;
  title_not_contains?: string | null | undefined;
  title_not_ends_with?: string | null | undefined;
  title_not_in?: Array<string | null | undefined> | null | undefined;
  title_not_starts_with?: string | null | undefined;
  title_starts_with?: string | null | undefined;
  updatedAt?: string | null | undefined;
  updatedAt_gt?: string | null | undefined;
  updatedAt_gte?: string | null | undefined;
  updatedAt_in?: Array<string | null | undefined> | null | undefined;
  updatedAt_lt?: string | null | undefined;
  updatedAt_lte?: string | null | undefined;
  updatedAt_not?: string | null | undefined;
  updatedAt_not_in?: Array<string | null | undefined> | null | undefined;
};

export type UrgentHelpWhereInput = {
  AND?: Array<UrgentHelpWhereInput> | null | undefined;
  NOT?: Array<UrgentHelpWhereInput> | null | undefined;
  OR?: Array<UrgentHelpWhereInput> | null | undefined;
  _search?: string | null | undefined;
  createdAt?: string | null | undefined;
  createdAt_gt?: string | null | undefined;
  createdAt_gte?: string | null | undefined;
  createdAt_in?: Array<string | null | undefined> | null | undefined;
  createdAt_lt?: string | null | undefined;
  createdAt_lte?: string | null | undefined;
  createdAt_not?: string | null | undefined;
  createdAt_not_in?: Array<string | null | undefined> | null | undefined;
  id?: string | number | null | undefined;
  id_contains?: string | number | null | undefined;
  id_ends_with?: string | number | null | undefined;
  id_in?: Array<string | number | null | undefined> | null | undefined;
  id_not?: string | number | null | undefined;
  id_not_contains?: string | number | null | undefined;
  id_not_ends_with?: string | number | null | undefined;
  id_not_in?: Array<string | number | null | undefined> | null | undefined;
  id_not_starts_with?: string | number | null | undefined;
  id_starts_with?: string | number | null | undefined;
  lastReviewed?: string | null | undefined;
  lastReviewed_gt?: string | null | undefined;
  lastReviewed_gte?: string | null | undefined;
  lastReviewed_in?: Array<string | null | undefined> | null | undefined;
  lastReviewed_lt?: string | null | undefined;
  lastReviewed_lte?: string | null | undefined;
  lastReviewed_not?: string | null | undefined;
  lastReviewed_not_in?: Array<string | null | undefined> | null | undefined;
  position?: number | null | undefined;
  position_gt?: number | null | undefined;
  position_gte?: number | null | undefined;
  position_in?: Array<number | null | undefined> | null | undefined;
  position_lt?: number | null | undefined;
  position_lte?: number | null | undefined;
  position_not?: number | null | undefined;
  position_not_in?: Array<number | null | undefined> | null | undefined;
  publishedAt?: string | null | undefined;
  publishedAt_gt?: string | null | undefined;
  publishedAt_gte?: string | null | undefined;
  publishedAt_in?: Array<string | null | undefined> | null | undefined;
  publishedAt_lt?: string | null | undefined;
  publishedAt_lte?: string | null | undefined;
  publishedAt_not?: string | null | undefined;
  publishedAt_not_in?: Array<string | null | undefined> | null | undefined;
  reviewedBy?: AuthorWhereInput | null | undefined;
  slug?: string | null | undefined;
  slug_contains?: string | null | undefined;
  slug_ends_with?: string | null | undefined;
  slug_in?: Array<string | null | undefined> | null | undefined;
  slug_not?: string | null | undefined;
  slug_not_contains?: string | null | undefined;
  slug_not_ends_with?: string | null | undefined;
  slug_not_in?: Array<string | null | undefined> | null | undefined;
  slug_not_starts_with?: string | null | undefined;
  slug_starts_with?: string | null | undefined;
  sourceTitle?: string | null | undefined;
  sourceTitle_contains?: string | null | undefined;
  sourceTitle_ends_with?: string | null | undefined;
  sourceTitle_in?: Array<string | null | undefined> | null | undefined;
  sourceTitle_not?: string | null | undefined;
  sourceTitle_not_contains?: string | null | undefined;
  sourceTitle_not_ends_with?: string | null | undefined;
  sourceTitle_not_in?: Array<string | null | undefined> | null | undefined;
  sourceTitle_not_starts_with?: string | null | undefined;
  sourceTitle_starts_with?: string | null | undefined;
  sourceUrl?: string | null | undefined;
  sourceUrl_contains?: string | null | undefined;
  sourceUrl_ends_with?: string | null | undefined;
  sourceUrl_in?: Array<string | null | undefined> | null | undefined;
  sourceUrl_not?: string | null | undefined;
  sourceUrl_not_contains?: string | null | undefined;
  sourceUrl_not_ends_with?: string | null | undefined;
  sourceUrl_not_in?: Array<string | null | undefined> | null | undefined;
  sourceUrl_not_starts_with?: string | null | undefined;
  sourceUrl_starts_with?: string | null | undefined;
  steps_contains_all?: Array<string> | null | undefined;
  steps_contains_none?: Array<string> | null | undefined;
  steps_contains_some?: Array<string> | null | undefined;
  timeframe?: string | null | undefined;
  timeframe_contains?: string | null | undefined;
  timeframe_ends_with?: string | null | undefined;
  timeframe_in?: Array<string | null | undefined> | null | undefined;
  timeframe_not?: string | null | undefined;
  timeframe_not_contains?: string | null | undefined;
  timeframe_not_ends_with?: string | null | undefined;
  timeframe_not_in?: Array<string | null | undefined> | null | undefined;
  timeframe_not_starts_with?: string | null | undefined;
  timeframe_starts_with?: string | null | undefined;
  title?: string | null | undefined;
  title_contains?: string | null | undefined;
  title_ends_with?: string | null | undefined;
  title_in?: Array<string | null | undefined> | null | undefined;
  title_not?: string | null | undefined;
  title_not_contains?: string | null | undefined;
  title_not_ends_with?: string | null | undefined;
  title_not_in?: Array<string | null | undefined> | null | undefined;
  title_not_starts_with?: string | null | undefined;
  title_starts_with?: string | null | undefined;
  translationReviewedBy?: string | null | undefined;
  translationReviewedBy_contains?: string | null | undefined;
  translationReviewedBy_ends_with?: string | null | undefined;
  translationReviewedBy_in?: Array<string | null | undefined> | null | undefined;
  translationReviewedBy_not?: string | null | undefined;
  translationReviewedBy_not_contains?: string | null | undefined;
  translationReviewedBy_not_ends_with?: string | null | undefined;
  translationReviewedBy_not_in?: Array<string | null | undefined> | null | undefined;
  translationReviewedBy_not_starts_with?: string | null | undefined;
  translationReviewedBy_starts_with?: string | null | undefined;
  translationReviewedOn?: string | null | undefined;
  translationReviewedOn_gt?: string | null | undefined;
  translationReviewedOn_gte?: string | null | undefined;
  translationReviewedOn_in?: Array<string | null | undefined> | null | undefined;
  translationReviewedOn_lt?: string | null | undefined;
  translationReviewedOn_lte?: string | null | undefined;
  translationReviewedOn_not?: string | null | undefined;
  translationReviewedOn_not_in?: Array<string | null | undefined> | null | undefined;
  translationSource?: string | null | undefined;
  translationSource_contains?: string | null | undefined;
  translationSource_ends_with?: string | null | undefined;
  translationSource_in?: Array<string | null | undefined> | null | undefined;
  translationSource_not?: string | null | undefined;
  translationSource_not_contains?: string | null | undefined;
  translationSource_not_ends_with?: string | null | undefined;
  translationSource_not_in?: Array<string | null | undefined> | null | undefined;
  translationSource_not_starts_with?: string | null | undefined;
  translationSource_starts_with?: string | null | undefined;
  updatedAt?: string | null | undefined;
  updatedAt_gt?: string | null | undefined;
  updatedAt_gte?: string | null | undefined;
  updatedAt_in?: Array<string | null | undefined> | null | undefined;
  updatedAt_lt?: string | null | undefined;
  updatedAt_lte?: string | null | undefined;
  updatedAt_not?: string | null | undefined;
  updatedAt_not_in?: Array<string | null | undefined> | null | undefined;
};

export type AuthorBySlugQueryVariables = Exact<{
  slug: string;
  locales?: Array<Locale> | Locale;
}>;


export type AuthorBySlugQuery = { author: { title: string | null, linkedin: string | null, biography: string | null, credentials: string | null, licence: string | null, conflictOfInterest: string | null, id: string, name: string, slug: string, picture: { id: string, url: string, width: number | null, height: number | null, mimeType: string | null, alt: string | null } | null } | null };

export type AuthorPostsQueryVariables = Exact<{
  slug: string;
  limit: number;
  offset: number;
  locales?: Array<Locale> | Locale;
}>;


export type AuthorPostsQuery = { postsConnection: { edges: Array<{ node: { id: string, title: string, slug: string, excerpt: string | null, createdAt: string, updatedAt: string, firstPublishedAt: string | null, coverImage: { id: string, url: string, width: number | null, height: number | null, mimeType: string | null, alt: string | null } | null, category: { id: string, title: string, slug: string } | null, subCategory: { id: string, title: string, slug: string } | null, author: { id: string, name: string, slug: string } | null } }>, pageInfo: { hasNextPage: boolean, hasPreviousPage: boolean, pageSize: number | null } } };

export type BrandsByDeepLinkQueryVariables = Exact<{
  names: Array<string> | string;
}>;


export type BrandsByDeepLinkQuery = { advertisers: Array<{ name: string, deepLink: { name: string } | null }> };

export type CategoriesQueryVariables = Exact<{
  locales?: Array<Locale> | Locale;
}>;


export type CategoriesQuery = { categories: Array<{ description: string | null, id: string, title: string, slug: string, coverImage: { id: string, url: string, width: number | null, height: number | null, mimeType: string | null, alt: string | null } | null, subCategories: Array<{ description: string | null, id: string, title: string, slug: string }> }> };

export type PostIndexFieldsFragment = { id: string, slug: string, title: string, excerpt: string | null, createdAt: string, updatedAt: string, author: { name: string, slug: string } | null, category: { slug: string } | null, subCategory: { slug: string } | null, localizations: Array<{ locale: Locale, slug: string }> };

export type PostIndexQueryVariables = Exact<{
  first: number;
  skip: number;
  locales?: Array<Locale> | Locale;
}>;


export type PostIndexQuery = { postsConnection: { edges: Array<{ node: { id: string, slug: string, title: string, excerpt: string | null, createdAt: string, updatedAt: string, author: { name: string, slug: string } | null, category: { slug: string } | null, subCategory: { slug: string } | null, localizations: Array<{ locale: Locale, slug: string }> } }>, pageInfo: { hasNextPage: boolean } } };

export type PostIndexEntryQueryVariables = Exact<{
  id: string | number;
  locales?: Array<Locale> | Locale;
}>;


export type PostIndexEntryQuery = { post: { id: string, slug: string, title: string, excerpt: string | null, createdAt: string, updatedAt: string, author: { name: string, slug: string } | null, category: { slug: string } | null, subCategory: { slug: string } | null, localizations: Array<{ locale: Locale, slug: string }> } | null };

export type PostLanguagesBySlugQueryVariables = Exact<{
  slugs: Array<string> | string;
}>;


export type PostLanguagesBySlugQuery = { posts: Array<{ slug: string, localizations: Array<{ locale: Locale, slug: string }> }> };

export type PageIndexQueryVariables = Exact<{
  first: number;
  skip: number;
  locales?: Array<Locale> | Locale;
}>;


export type PageIndexQuery = { pagesConnection: { edges: Array<{ node: { id: string, slug: string, sitemap: boolean, updatedAt: string, localizations: Array<{ locale: Locale, slug: string }> } }>, pageInfo: { hasNextPage: boolean } } };

export type AuthorIndexQueryVariables = Exact<{
  first: number;
  skip: number;
}>;


export type AuthorIndexQuery = { authorsConnection: { edges: Array<{ node: { id: string, slug: string, updatedAt: string, localizations: Array<{ locale: Locale, updatedAt: string }> } }>, pageInfo: { hasNextPage: boolean } } };

export type PostCountQueryVariables = Exact<{
  where?: PostWhereInput | null | undefined;
  locales?: Array<Locale> | Locale;
}>;


export type PostCountQuery = { postsConnection: { aggregate: { count: number } } };

export type NewestPostUpdateQueryVariables = Exact<{
  where?: PostWhereInput | null | undefined;
  locales?: Array<Locale> | Locale;
}>;


export type NewestPostUpdateQuery = { postsConnection: { edges: Array<{ node: { updatedAt: string } }>, aggregate: { count: number } } };

export type PostAtPositionQueryVariables = Exact<{
  skip: number;
}>;


export type PostAtPositionQuery = { posts: Array<{ createdAt: string }> };

export type SitemapPostsQueryVariables = Exact<{
  first: number;
  skip: number;
  locales?: Array<Locale> | Locale;
}>;


export type SitemapPostsQuery = { posts: Array<{ slug: string, updatedAt: string, localizations: Array<{ locale: Locale, slug: string }> }> };

export type RssItemsQueryVariables = Exact<{
  first: number;
  locales?: Array<Locale> | Locale;
}>;


export type RssItemsQuery = { posts: Array<{ title: string, slug: string, excerpt: string | null, createdAt: string, firstPublishedAt: string | null, author: { name: string } | null }> };

export type DeepLinkByNameQueryVariables = Exact<{
  name: string;
}>;


export type DeepLinkByNameQuery = { deepLink: { affiliate_link: string } | null, disabledAdvertisers: Array<{ id: string }> };

export type AssetFieldsFragment = { id: string, url: string, width: number | null, height: number | null, mimeType: string | null, alt: string | null };

export type AuthorSummaryFieldsFragment = { id: string, name: string, slug: string };

export type AuthorProfileFieldsFragment = { title: string | null, linkedin: string | null, biography: string | null, credentials: string | null, licence: string | null, conflictOfInterest: string | null, id: string, name: string, slug: string, picture: { id: string, url: string, width: number | null, height: number | null, mimeType: string | null, alt: string | null } | null };

export type ReviewerFieldsFragment = { credentials: string | null, id: string, name: string, slug: string };

export type DeepLinkFieldsFragment = { id: string, name: string, cta: string | null, affiliate_link: string };

export type PromotionFieldsFragment = { id: string, slug: string, productName: string | null, testsFor: string | null, sampleType: string | null, resultsTime: string | null, score: number, couponText: string | null, ribbon: string | null, features_md: string | null, callToAction: string | null, priceUsd: number | null, infectionsTested: number | null, resultsDaysMax: number | null, factsVerifiedOn: string | null, deepLink: { id: string, name: string, cta: string | null, affiliate_link: string } | null, landing_page_preview_image: { id: string, url: string, width: number | null, height: number | null, mimeType: string | null, alt: string | null } | null, advertiser: { id: string, name: string, isDisabled: boolean, domain: string | null, defaultCouponText: string | null, features_md: string | null, review: string | null, logo: { id: string, url: string, width: number | null, height: number | null, mimeType: string | null, alt: string | null } | null, landing_page_preview_image: { id: string, url: string, width: number | null, height: number | null, mimeType: string | null, alt: string | null } | null, deepLink: { id: string, name: string, cta: string | null, affiliate_link: string } | null } | null };

export type ChartFieldsFragment = { id: string, name: string, promotions: Array<{ id: string, slug: string, productName: string | null, testsFor: string | null, sampleType: string | null, resultsTime: string | null, score: number, couponText: string | null, ribbon: string | null, features_md: string | null, callToAction: string | null, priceUsd: number | null, infectionsTested: number | null, resultsDaysMax: number | null, factsVerifiedOn: string | null, deepLink: { id: string, name: string, cta: string | null, affiliate_link: string } | null, landing_page_preview_image: { id: string, url: string, width: number | null, height: number | null, mimeType: string | null, alt: string | null } | null, advertiser: { id: string, name: string, isDisabled: boolean, domain: string | null, defaultCouponText: string | null, features_md: string | null, review: string | null, logo: { id: string, url: string, width: number | null, height: number | null, mimeType: string | null, alt: string | null } | null, landing_page_preview_image: { id: string, url: string, width: number | null, height: number | null, mimeType: string | null, alt: string | null } | null, deepLink: { id: string, name: string, cta: string | null, affiliate_link: string } | null } | null }> };

export type ProductReviewFieldsFragment = { id: string, name: string, description: string | null, pros: Array<string>, cons: Array<string>, product: { id: string, score: number, ribbon: string | null } | null, brand: { id: string, name: string, domain: string | null, isDisabled: boolean } | null, deepLink: { id: string, name: string, cta: string | null, affiliate_link: string } | null, image: { id: string, url: string, width: number | null, height: number | null, mimeType: string | null, alt: string | null } | null };

export type PostLanguagesFieldsFragment = { localizations: Array<{ locale: Locale, slug: string }> };

export type PageLanguagesFieldsFragment = { localizations: Array<{ locale: Locale, slug: string }> };

export type NextPageFieldsFragment = { hasNextPage: boolean };

export type PostListPageFieldsFragment = { edges: Array<{ node: { id: string, title: string, slug: string, excerpt: string | null, createdAt: string, updatedAt: string, firstPublishedAt: string | null, coverImage: { id: string, url: string, width: number | null, height: number | null, mimeType: string | null, alt: string | null } | null, category: { id: string, title: string, slug: string } | null, subCategory: { id: string, title: string, slug: string } | null, author: { id: string, name: string, slug: string } | null } }>, pageInfo: { hasNextPage: boolean, hasPreviousPage: boolean, pageSize: number | null }, aggregate: { count: number } };

export type ListPageInfoFieldsFragment = { hasNextPage: boolean, hasPreviousPage: boolean, pageSize: number | null };

export type ArticleEvidenceFieldsFragment = { sources: Array<{ id: string, title: string, publisher: string, date: string | null, url: string }>, changeLog: Array<{ id: string, date: string, summary: string, reviewedBy: { credentials: string | null, id: string, name: string, slug: string } | null }> };

export type TranslationReviewFieldsFragment = { translationSource: string | null, translationReviewedBy: string | null, translationReviewedOn: string | null, translationReviewNote: string | null };

export type CategoryRefFieldsFragment = { id: string, title: string, slug: string };

export type SubCategoryRefFieldsFragment = { id: string, title: string, slug: string };

export type PostSummaryFieldsFragment = { id: string, title: string, slug: string, excerpt: string | null, createdAt: string, updatedAt: string, firstPublishedAt: string | null, category: { id: string, title: string, slug: string } | null, subCategory: { id: string, title: string, slug: string } | null, author: { id: string, name: string, slug: string } | null };

export type PostCardFieldsFragment = { id: string, title: string, slug: string, excerpt: string | null, createdAt: string, updatedAt: string, firstPublishedAt: string | null, coverImage: { id: string, url: string, width: number | null, height: number | null, mimeType: string | null, alt: string | null } | null, category: { id: string, title: string, slug: string } | null, subCategory: { id: string, title: string, slug: string } | null, author: { id: string, name: string, slug: string } | null };

export type FaqFieldsFragment = { id: string, question: string, answer: string };

export type FaqTranslationFieldsFragment = { translationSource: string | null, englishUpdatedAt: string };

export type TopicFieldsFragment = { id: string, name: string, faqs: Array<{ id: string, question: string, answer: string }> };

export type UrgentHelpFieldsFragment = { id: string, title: string, timeframe: string | null, steps: Array<string>, sourceTitle: string, sourceUrl: string, lastReviewed: string, helplines: Array<{ id: string, name: string, phone: string | null, description: string | null, url: string }> };

export type SeoFieldsFragment = { id: string, title: string | null, description: string | null, canonicalUrl: string | null, keywords: Array<string>, lastReviewed: string | null, dateModified: string | null, reviewedBy: { credentials: string | null, id: string, name: string, slug: string } | null };

export type HomePageQueryVariables = Exact<{
  locales?: Array<Locale> | Locale;
}>;


export type HomePageQuery = { homePages: Array<{ id: string, createdAt: string, updatedAt: string, seo: Array<{ id: string, title: string | null, description: string | null, canonicalUrl: string | null, keywords: Array<string>, lastReviewed: string | null, dateModified: string | null, reviewedBy: { credentials: string | null, id: string, name: string, slug: string } | null }> }> };

export type LatestPostsQueryVariables = Exact<{
  limit: number;
  offset: number;
  width: number;
  locales?: Array<Locale> | Locale;
}>;


export type LatestPostsQuery = { postsConnection: { edges: Array<{ node: { id: string, title: string, slug: string, excerpt: string | null, createdAt: string, updatedAt: string, firstPublishedAt: string | null, coverImage: { id: string, url: string, width: number | null, height: number | null, mimeType: string | null, alt: string | null } | null, category: { id: string, title: string, slug: string } | null, subCategory: { id: string, title: string, slug: string } | null, author: { id: string, name: string, slug: string } | null } }>, pageInfo: { hasNextPage: boolean, hasPreviousPage: boolean, pageSize: number | null }, aggregate: { count: number } } };

export type MedicalTeamQueryVariables = Exact<{
  first: number;
  skip: number;
  locales?: Array<Locale> | Locale;
}>;


export type MedicalTeamQuery = { authorsConnection: { edges: Array<{ node: { title: string | null, linkedin: string | null, biography: string | null, credentials: string | null, licence: string | null, conflictOfInterest: string | null, id: string, name: string, slug: string, picture: { id: string, url: string, width: number | null, height: number | null, mimeType: string | null, alt: string | null } | null } }>, pageInfo: { hasNextPage: boolean } } };

export type ReviewedPostsQueryVariables = Exact<{
  first: number;
  skip: number;
  locales?: Array<Locale> | Locale;
}>;


export type ReviewedPostsQuery = { postsConnection: { edges: Array<{ node: { id: string, translationReviewedBy: string | null, category: { id: string, title: string, slug: string } | null, seo: { reviewedBy: { slug: string } | null } | null } }>, pageInfo: { hasNextPage: boolean } } };

export type NavigationMenuQueryVariables = Exact<{
  name: string;
  locales?: Array<Locale> | Locale;
}>;


export type NavigationMenuQuery = { navigationMenu: { id: string, name: string, content: Array<
      | { __typename: 'NavigationDropdown', id: string, title: string, links: Array<{ id: string, title: string, url: string, isColored: boolean }> }
      | { __typename: 'NavigationLink', id: string, title: string, url: string, isColored: boolean }
    > } | null };

export type NavigationLinkFieldsFragment = { id: string, title: string, url: string, isColored: boolean };

export type PageBySlugQueryVariables = Exact<{
  slug: string;
  locales?: Array<Locale> | Locale;
}>;


export type PageBySlugQuery = { page: { url: string | null, headerOneText: string | null, headerTwoText: string | null, sitemap: boolean, useHeroImage: boolean, showRankingMethod: boolean | null, updatedAt: string, id: string, title: string, slug: string, metaDescription: string | null, translationSource: string | null, translationReviewedBy: string | null, translationReviewedOn: string | null, translationReviewNote: string | null, englishUpdatedAt: string, headerImage: { id: string, url: string, width: number | null, height: number | null, mimeType: string | null, alt: string | null } | null, author: { id: string, name: string, slug: string } | null, seo: { id: string, title: string | null, description: string | null, canonicalUrl: string | null, keywords: Array<string>, lastReviewed: string | null, dateModified: string | null, reviewedBy: { credentials: string | null, id: string, name: string, slug: string } | null } | null, defaultChart: { id: string, name: string, promotions: Array<{ id: string, slug: string, productName: string | null, testsFor: string | null, sampleType: string | null, resultsTime: string | null, score: number, couponText: string | null, ribbon: string | null, features_md: string | null, callToAction: string | null, priceUsd: number | null, infectionsTested: number | null, resultsDaysMax: number | null, factsVerifiedOn: string | null, deepLink: { id: string, name: string, cta: string | null, affiliate_link: string } | null, landing_page_preview_image: { id: string, url: string, width: number | null, height: number | null, mimeType: string | null, alt: string | null } | null, advertiser: { id: string, name: string, isDisabled: boolean, domain: string | null, defaultCouponText: string | null, features_md: string | null, review: string | null, logo: { id: string, url: string, width: number | null, height: number | null, mimeType: string | null, alt: string | null } | null, landing_page_preview_image: { id: string, url: string, width: number | null, height: number | null, mimeType: string | null, alt: string | null } | null, deepLink: { id: string, name: string, cta: string | null, affiliate_link: string } | null } | null }> } | null, topics: Array<{ id: string, name: string, faqs: Array<{ id: string, question: string, answer: string }> }>, content: { json: RichTextDocument, references: Array<
        | { __typename: 'Asset', id: string, url: string, width: number | null, height: number | null, mimeType: string | null, alt: string | null }
        | { __typename: 'Chart', id: string, name: string, promotions: Array<{ id: string, slug: string, productName: string | null, testsFor: string | null, sampleType: string | null, resultsTime: string | null, score: number, couponText: string | null, ribbon: string | null, features_md: string | null, callToAction: string | null, priceUsd: number | null, infectionsTested: number | null, resultsDaysMax: number | null, factsVerifiedOn: string | null, deepLink: { id: string, name: string, cta: string | null, affiliate_link: string } | null, landing_page_preview_image: { id: string, url: string, width: number | null, height: number | null, mimeType: string | null, alt: string | null } | null, advertiser: { id: string, name: string, isDisabled: boolean, domain: string | null, defaultCouponText: string | null, features_md: string | null, review: string | null, logo: { id: string, url: string, width: number | null, height: number | null, mimeType: string | null, alt: string | null } | null, landing_page_preview_image: { id: string, url: string, width: number | null, height: number | null, mimeType: string | null, alt: string | null } | null, deepLink: { id: string, name: string, cta: string | null, affiliate_link: string } | null } | null }> }
        | { __typename: 'DeepLink', id: string, name: string, cta: string | null, affiliate_link: string }
        | { __typename: 'Faq', id: string, question: string, answer: string }
        | { __typename: 'Page', id: string, title: string, slug: string, metaDescription: string | null }
        | { __typename: 'Post', id: string, title: string, slug: string, excerpt: string | null, createdAt: string, updatedAt: string, firstPublishedAt: string | null, coverImage: { id: string, url: string, width: number | null, height: number | null, mimeType: string | null, alt: string | null } | null, category: { id: string, title: string, slug: string } | null, subCategory: { id: string, title: string, slug: string } | null, author: { id: string, name: string, slug: string } | null }
        | { __typename: 'Promotion', id: string, slug: string, productName: string | null, testsFor: string | null, sampleType: string | null, resultsTime: string | null, score: number, couponText: string | null, ribbon: string | null, features_md: string | null, callToAction: string | null, priceUsd: number | null, infectionsTested: number | null, resultsDaysMax: number | null, factsVerifiedOn: string | null, deepLink: { id: string, name: string, cta: string | null, affiliate_link: string } | null, landing_page_preview_image: { id: string, url: string, width: number | null, height: number | null, mimeType: string | null, alt: string | null } | null, advertiser: { id: string, name: string, isDisabled: boolean, domain: string | null, defaultCouponText: string | null, features_md: string | null, review: string | null, logo: { id: string, url: string, width: number | null, height: number | null, mimeType: string | null, alt: string | null } | null, landing_page_preview_image: { id: string, url: string, width: number | null, height: number | null, mimeType: string | null, alt: string | null } | null, deepLink: { id: string, name: string, cta: string | null, affiliate_link: string } | null } | null }
        | { __typename: 'Topic', id: string, name: string, faqs: Array<{ id: string, question: string, answer: string }> }
      > } | null, localizations: Array<{ locale: Locale, slug: string }> } | null };

export type PageTranslationFieldsFragment = { translationSource: string | null, translationReviewedBy: string | null, translationReviewedOn: string | null, translationReviewNote: string | null, englishUpdatedAt: string };

export type PageSummaryFieldsFragment = { id: string, title: string, slug: string, metaDescription: string | null };

export type PageReferencesQueryVariables = Exact<{
  first: number;
  skip: number;
}>;


export type PageReferencesQuery = { pagesConnection: { edges: Array<{ node: { slug: string, defaultChart: { id: string } | null, content: { references: Array<
            | { id: string }
            | { id: string }
            | { id: string }
            | { id: string }
            | Record<PropertyKey, never>
          > } | null } }>, pageInfo: { hasNextPage: boolean } } };

export type PepHoursQueryVariables = Exact<{ [key: string]: never; }>;


export type PepHoursQuery = { ideal: { number: number | null } | null, limit: { number: number | null } | null };

export type PostBySlugQueryVariables = Exact<{
  slug: string;
  locales?: Array<Locale> | Locale;
}>;


export type PostBySlugQuery = { post: { tags: Array<string>, translationSource: string | null, translationReviewedBy: string | null, translationReviewedOn: string | null, translationReviewNote: string | null, id: string, title: string, slug: string, excerpt: string | null, createdAt: string, updatedAt: string, firstPublishedAt: string | null, seo: { id: string, title: string | null, description: string | null, canonicalUrl: string | null, keywords: Array<string>, lastReviewed: string | null, dateModified: string | null, reviewedBy: { credentials: string | null, id: string, name: string, slug: string } | null } | null, urgentHelp: Array<{ id: string, title: string, timeframe: string | null, steps: Array<string>, sourceTitle: string, sourceUrl: string, lastReviewed: string, helplines: Array<{ id: string, name: string, phone: string | null, description: string | null, url: string }> }>, content: { json: RichTextDocument, references: Array<
        | { __typename: 'Asset', id: string, url: string, width: number | null, height: number | null, mimeType: string | null, alt: string | null }
        | { __typename: 'DeepLink', id: string, name: string, cta: string | null, affiliate_link: string }
        | { __typename: 'Faq', id: string, question: string, answer: string, translationSource: string | null, englishUpdatedAt: string }
        | { __typename: 'ProductReview', id: string, name: string, description: string | null, pros: Array<string>, cons: Array<string>, product: { id: string, score: number, ribbon: string | null } | null, brand: { id: string, name: string, domain: string | null, isDisabled: boolean } | null, deepLink: { id: string, name: string, cta: string | null, affiliate_link: string } | null, image: { id: string, url: string, width: number | null, height: number | null, mimeType: string | null, alt: string | null } | null }
        | { __typename: 'Promotion', id: string, slug: string, productName: string | null, testsFor: string | null, sampleType: string | null, resultsTime: string | null, score: number, couponText: string | null, ribbon: string | null, features_md: string | null, callToAction: string | null, priceUsd: number | null, infectionsTested: number | null, resultsDaysMax: number | null, factsVerifiedOn: string | null, deepLink: { id: string, name: string, cta: string | null, affiliate_link: string } | null, landing_page_preview_image: { id: string, url: string, width: number | null, height: number | null, mimeType: string | null, alt: string | null } | null, advertiser: { id: string, name: string, isDisabled: boolean, domain: string | null, defaultCouponText: string | null, features_md: string | null, review: string | null, logo: { id: string, url: string, width: number | null, height: number | null, mimeType: string | null, alt: string | null } | null, landing_page_preview_image: { id: string, url: string, width: number | null, height: number | null, mimeType: string | null, alt: string | null } | null, deepLink: { id: string, name: string, cta: string | null, affiliate_link: string } | null } | null }
      > } | null, coverImage: { id: string, url: string, width: number | null, height: number | null, mimeType: string | null, alt: string | null } | null, localizations: Array<{ locale: Locale, slug: string }>, sources: Array<{ id: string, title: string, publisher: string, date: string | null, url: string }>, changeLog: Array<{ id: string, date: string, summary: string, reviewedBy: { credentials: string | null, id: string, name: string, slug: string } | null }>, category: { id: string, title: string, slug: string } | null, subCategory: { id: string, title: string, slug: string } | null, author: { id: string, name: string, slug: string } | null } | null };

export type PostsByCategoryQueryVariables = Exact<{
  category?: string | null | undefined;
  limit: number;
  offset: number;
  width: number;
  locales?: Array<Locale> | Locale;
}>;


export type PostsByCategoryQuery = { postsConnection: { edges: Array<{ node: { id: string, title: string, slug: string, excerpt: string | null, createdAt: string, updatedAt: string, firstPublishedAt: string | null, coverImage: { id: string, url: string, width: number | null, height: number | null, mimeType: string | null, alt: string | null } | null, category: { id: string, title: string, slug: string } | null, subCategory: { id: string, title: string, slug: string } | null, author: { id: string, name: string, slug: string } | null } }>, pageInfo: { hasNextPage: boolean, hasPreviousPage: boolean, pageSize: number | null }, aggregate: { count: number } } };

export type PostsBySubCategoryQueryVariables = Exact<{
  category: string;
  subCategory: string;
  limit: number;
  offset: number;
  width: number;
  locales?: Array<Locale> | Locale;
}>;


export type PostsBySubCategoryQuery = { postsConnection: { edges: Array<{ node: { id: string, title: string, slug: string, excerpt: string | null, createdAt: string, updatedAt: string, firstPublishedAt: string | null, coverImage: { id: string, url: string, width: number | null, height: number | null, mimeType: string | null, alt: string | null } | null, category: { id: string, title: string, slug: string } | null, subCategory: { id: string, title: string, slug: string } | null, author: { id: string, name: string, slug: string } | null } }>, pageInfo: { hasNextPage: boolean, hasPreviousPage: boolean, pageSize: number | null }, aggregate: { count: number } } };

export type RankingMethodQueryVariables = Exact<{ [key: string]: never; }>;


export type RankingMethodQuery = { rankingCriteria: Array<{ id: string, name: string, slug: string, description: string, weight: number }>, promotions: Array<{ id: string, slug: string, productName: string | null, score: number, ribbon: string | null, resultsTime: string | null, priceUsd: number | null, infectionsTested: number | null, resultsDaysMax: number | null, factsVerifiedOn: string | null, advertiser: { id: string, name: string, isDisabled: boolean } | null, ratings: Array<{ id: string, rating: number, criterion: { id: string, weight: number } | null }> }> };

export type RelatedPostFieldsFragment = { id: string, slug: string, title: string, excerpt: string | null, tags: Array<string>, category: { slug: string, title: string } | null, subCategory: { slug: string } | null };

export type RelatedPostsQueryVariables = Exact<{
  subCategory: string;
  category: string;
  first: number;
}>;


export type RelatedPostsQuery = { sameSubCategory: Array<{ id: string, slug: string, title: string, excerpt: string | null, tags: Array<string>, category: { slug: string, title: string } | null, subCategory: { slug: string } | null }>, sameCategory: Array<{ id: string, slug: string, title: string, excerpt: string | null, tags: Array<string>, category: { slug: string, title: string } | null, subCategory: { slug: string } | null }>, newest: Array<{ id: string, slug: string, title: string, excerpt: string | null, tags: Array<string>, category: { slug: string, title: string } | null, subCategory: { slug: string } | null }>, advertisers: Array<{ review: string | null }> };

export type SearchDocumentFieldsFragment = { id: string, slug: string, title: string, excerpt: string | null, tags: Array<string>, createdAt: string, updatedAt: string, category: { slug: string, title: string } | null, subCategory: { slug: string, title: string } | null, seo: { keywords: Array<string>, lastReviewed: string | null } | null, content: { json: RichTextDocument } | null };

export type SearchDocumentsQueryVariables = Exact<{
  first: number;
  skip: number;
  locales: Array<Locale> | Locale;
}>;


export type SearchDocumentsQuery = { postsConnection: { edges: Array<{ node: { id: string, slug: string, title: string, excerpt: string | null, tags: Array<string>, createdAt: string, updatedAt: string, category: { slug: string, title: string } | null, subCategory: { slug: string, title: string } | null, seo: { keywords: Array<string>, lastReviewed: string | null } | null, content: { json: RichTextDocument } | null } }>, pageInfo: { hasNextPage: boolean } } };

export type SearchDocumentQueryVariables = Exact<{
  id: string | number;
  locales: Array<Locale> | Locale;
}>;


export type SearchDocumentQuery = { post: { id: string, slug: string, title: string, excerpt: string | null, tags: Array<string>, createdAt: string, updatedAt: string, category: { slug: string, title: string } | null, subCategory: { slug: string, title: string } | null, seo: { keywords: Array<string>, lastReviewed: string | null } | null, content: { json: RichTextDocument } | null } | null };

export type SearchStateQueryVariables = Exact<{
  locales: Array<Locale> | Locale;
}>;


export type SearchStateQuery = { postsConnection: { aggregate: { count: number }, edges: Array<{ node: { id: string, updatedAt: string } }> } };

export type SearchSynonymsQueryVariables = Exact<{
  first: number;
  skip: number;
  locales: Array<Locale> | Locale;
}>;


export type SearchSynonymsQuery = { searchSynonymsConnection: { edges: Array<{ node: { term: string, synonyms: Array<string> } }>, pageInfo: { hasNextPage: boolean } } };

export type SiteConfigQueryVariables = Exact<{
  locales?: Array<Locale> | Locale;
}>;


export type SiteConfigQuery = { siteConfigs: Array<{ id: string, name: string, domain: string, colorPalette: unknown, gaMeasurementId: string | null, gtmId: string | null, reviewIntervalMonths: number | null, logo: { id: string, url: string, width: number | null, height: number | null, mimeType: string | null, alt: string | null } | null, logoMobile: { id: string, url: string, width: number | null, height: number | null, mimeType: string | null, alt: string | null } | null, favicon: { id: string, url: string, width: number | null, height: number | null, mimeType: string | null, alt: string | null } | null, miniChart: { id: string, name: string, promotions: Array<{ id: string, slug: string, productName: string | null, testsFor: string | null, sampleType: string | null, resultsTime: string | null, score: number, couponText: string | null, ribbon: string | null, features_md: string | null, callToAction: string | null, priceUsd: number | null, infectionsTested: number | null, resultsDaysMax: number | null, factsVerifiedOn: string | null, deepLink: { id: string, name: string, cta: string | null, affiliate_link: string } | null, landing_page_preview_image: { id: string, url: string, width: number | null, height: number | null, mimeType: string | null, alt: string | null } | null, advertiser: { id: string, name: string, isDisabled: boolean, domain: string | null, defaultCouponText: string | null, features_md: string | null, review: string | null, logo: { id: string, url: string, width: number | null, height: number | null, mimeType: string | null, alt: string | null } | null, landing_page_preview_image: { id: string, url: string, width: number | null, height: number | null, mimeType: string | null, alt: string | null } | null, deepLink: { id: string, name: string, cta: string | null, affiliate_link: string } | null } | null }> } | null }> };

export type WindowPeriodsQueryVariables = Exact<{
  locales?: Array<Locale> | Locale;
  factSlugs: Array<string> | string;
}>;


export type WindowPeriodsQuery = { windowPeriods: Array<{ id: string, infection: string, testType: string, earliestDays: number, reliableDays: number, note: string | null, translationSource: string | null, sourceTitle: string, sourcePublisher: string, sourceUrl: string, lastReviewed: string, englishUpdatedAt: string, reviewedBy: { name: string, slug: string }, finalTest: { id: string, testType: string, reliableDays: number } | null }>, preventionFollowUps: Array<{ id: string, prevention: string, label: string, advice: string, finalDays: number | null, finalTest: string, sourceTitle: string, sourcePublisher: string, sourceUrl: string, sourceDate: string, lastReviewed: string, reviewedBy: { name: string }, windowPeriods: Array<{ id: string }> }>, facts: Array<{ slug: string, value: string, number: number | null, sourceTitle: string, sourcePublisher: string, sourceUrl: string }>, pepArticle: { localizations: Array<{ locale: Locale, slug: string }> } | null, urgentCareArticle: { localizations: Array<{ locale: Locale, slug: string }> } | null };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const PostLanguagesFieldsFragmentDoc = new TypedDocumentString(`
    fragment PostLanguagesFields on Post {
  localizations(locales: [en, es], includeCurrent: true) {
    locale
    slug
  }
}
    `, {"fragmentName":"PostLanguagesFields"}) as unknown as TypedDocumentString<PostLanguagesFieldsFragment, unknown>;
export const PostIndexFieldsFragmentDoc = new TypedDocumentString(`
    fragment PostIndexFields on Post {
  id
  slug
  title
  excerpt
  createdAt
  updatedAt
  author {
    name
    slug
  }
  category {
    slug
  }
  subCategory {
    slug
  }
  ...PostLanguagesFields
}
    fragment PostLanguagesFields on Post {
  localizations(locales: [en, es], includeCurrent: true) {
    locale
    slug
  }
}`, {"fragmentName":"PostIndexFields"}) as unknown as TypedDocumentString<PostIndexFieldsFragment, unknown>;
export const AuthorSummaryFieldsFragmentDoc = new TypedDocumentString(`
    fragment AuthorSummaryFields on Author {
  id
  name
  slug
}
    `, {"fragmentName":"AuthorSummaryFields"}) as unknown as TypedDocumentString<AuthorSummaryFieldsFragment, unknown>;
export const AssetFieldsFragmentDoc = new TypedDocumentString(`
    fragment AssetFields on Asset {
  id
  url
  width
  height
  mimeType
  alt
}
    `, {"fragmentName":"AssetFields"}) as unknown as TypedDocumentString<AssetFieldsFragment, unknown>;
export const AuthorProfileFieldsFragmentDoc = new TypedDocumentString(`
    fragment AuthorProfileFields on Author {
  ...AuthorSummaryFields
  title
  linkedin
  biography
  credentials
  licence
  conflictOfInterest
  picture {
    ...AssetFields
  }
}
    fragment AssetFields on Asset {
  id
  url
  width
  height
  mimeType
  alt
}
fragment AuthorSummaryFields on Author {
  id
  name
  slug
}`, {"fragmentName":"AuthorProfileFields"}) as unknown as TypedDocumentString<AuthorProfileFieldsFragment, unknown>;
export const DeepLinkFieldsFragmentDoc = new TypedDocumentString(`
    fragment DeepLinkFields on DeepLink {
  id
  name
  cta
  affiliate_link
}
    `, {"fragmentName":"DeepLinkFields"}) as unknown as TypedDocumentString<DeepLinkFieldsFragment, unknown>;
export const PromotionFieldsFragmentDoc = new TypedDocumentString(`
    fragment PromotionFields on Promotion {
  id
  slug
  productName
  testsFor
  sampleType
  resultsTime
  score
  couponText
  ribbon
  features_md
  callToAction
  priceUsd
  infectionsTested
  resultsDaysMax
  factsVerifiedOn
  deepLink {
    ...DeepLinkFields
  }
  landing_page_preview_image {
    ...AssetFields
  }
  advertiser {
    id
    name
    isDisabled
    domain
    defaultCouponText
    features_md
    review
    logo {
      ...AssetFields
    }
    landing_page_preview_image {
      ...AssetFields
    }
    deepLink {
      ...DeepLinkFields
    }
  }
}
    fragment AssetFields on Asset {
  id
  url
  width
  height
  mimeType
  alt
}
fragment DeepLinkFields on DeepLink {
  id
  name
  cta
  affiliate_link
}`, {"fragmentName":"PromotionFields"}) as unknown as TypedDocumentString<PromotionFieldsFragment, unknown>;
export const ChartFieldsFragmentDoc = new TypedDocumentString(`
    fragment ChartFields on Chart {
  id
  name
  promotions(first: 100, orderBy: score_DESC) {
    ...PromotionFields
  }
}
    fragment AssetFields on Asset {
  id
  url
  width
  height
  mimeType
  alt
}
fragment DeepLinkFields on DeepLink {
  id
  name
  cta
  affiliate_link
}
fragment PromotionFields on Promotion {
  id
  slug
  productName
  testsFor
  sampleType
  resultsTime
  score
  couponText
  ribbon
  features_md
  callToAction
  priceUsd
  infectionsTested
  resultsDaysMax
  factsVerifiedOn
  deepLink {
    ...DeepLinkFields
  }
  landing_page_preview_image {
    ...AssetFields
  }
  advertiser {
    id
    name
    isDisabled
    domain
    defaultCouponText
    features_md
    review
    logo {
      ...AssetFields
    }
    landing_page_preview_image {
      ...AssetFields
    }
    deepLink {
      ...DeepLinkFields
    }
  }
}`, {"fragmentName":"ChartFields"}) as unknown as TypedDocumentString<ChartFieldsFragment, unknown>;
export const ProductReviewFieldsFragmentDoc = new TypedDocumentString(`
    fragment ProductReviewFields on ProductReview {
  id
  name
  description
  pros
  cons
  product {
    id
    score
    ribbon
  }
  brand {
    id
    name
    domain
    isDisabled
  }
  deepLink {
    ...DeepLinkFields
  }
  image {
    ...AssetFields
  }
}
    fragment AssetFields on Asset {
  id
  url
  width
  height
  mimeType
  alt
}
fragment DeepLinkFields on DeepLink {
  id
  name
  cta
  affiliate_link
}`, {"fragmentName":"ProductReviewFields"}) as unknown as TypedDocumentString<ProductReviewFieldsFragment, unknown>;
export const PageLanguagesFieldsFragmentDoc = new TypedDocumentString(`
    fragment PageLanguagesFields on Page {
  localizations(locales: [en, es], includeCurrent: true) {
    locale
    slug
  }
}
    `, {"fragmentName":"PageLanguagesFields"}) as unknown as TypedDocumentString<PageLanguagesFieldsFragment, unknown>;
export const NextPageFieldsFragmentDoc = new TypedDocumentString(`
    fragment NextPageFields on PageInfo {
  hasNextPage
}
    `, {"fragmentName":"NextPageFields"}) as unknown as TypedDocumentString<NextPageFieldsFragment, unknown>;
export const CategoryRefFieldsFragmentDoc = new TypedDocumentString(`
    fragment CategoryRefFields on Category {
  id
  title
  slug
}
    `, {"fragmentName":"CategoryRefFields"}) as unknown as TypedDocumentString<CategoryRefFieldsFragment, unknown>;
export const SubCategoryRefFieldsFragmentDoc = new TypedDocumentString(`
    fragment SubCategoryRefFields on SubCategory {
  id
  title
  slug
}
    `, {"fragmentName":"SubCategoryRefFields"}) as unknown as TypedDocumentString<SubCategoryRefFieldsFragment, unknown>;
export const PostSummaryFieldsFragmentDoc = new TypedDocumentString(`
    fragment PostSummaryFields on Post {
  id
  title
  slug
  excerpt
  createdAt
  updatedAt
  firstPublishedAt
  category {
    ...CategoryRefFields
  }
  subCategory {
    ...SubCategoryRefFields
  }
  author {
    ...AuthorSummaryFields
  }
}
    fragment AuthorSummaryFields on Author {
  id
  name
  slug
}
fragment CategoryRefFields on Category {
  id
  title
  slug
}
fragment SubCategoryRefFields on SubCategory {
  id
  title
  slug
}`, {"fragmentName":"PostSummaryFields"}) as unknown as TypedDocumentString<PostSummaryFieldsFragment, unknown>;
export const ListPageInfoFieldsFragmentDoc = new TypedDocumentString(`
    fragment ListPageInfoFields on PageInfo {
  hasNextPage
  hasPreviousPage
  pageSize
}
    `, {"fragmentName":"ListPageInfoFields"}) as unknown as TypedDocumentString<ListPageInfoFieldsFragment, unknown>;
export const PostListPageFieldsFragmentDoc = new TypedDocumentString(`
    fragment PostListPageFields on PostConnection {
  edges {
    node {
      ...PostSummaryFields
      coverImage {
        id
        url(
          transformation: {image: {resize: {width: $width}}, document: {output: {format: webp}}}
        )
        width
        height
        mimeType
        alt
      }
    }
  }
  pageInfo {
    ...ListPageInfoFields
  }
  aggregate {
    count
  }
}
    fragment AuthorSummaryFields on Author {
  id
  name
  slug
}
fragment ListPageInfoFields on PageInfo {
  hasNextPage
  hasPreviousPage
  pageSize
}
fragment CategoryRefFields on Category {
  id
  title
  slug
}
fragment SubCategoryRefFields on SubCategory {
  id
  title
  slug
}
fragment PostSummaryFields on Post {
  id
  title
  slug
  excerpt
  createdAt
  updatedAt
  firstPublishedAt
  category {
    ...CategoryRefFields
  }
  subCategory {
    ...SubCategoryRefFields
  }
  author {
    ...AuthorSummaryFields
  }
}`, {"fragmentName":"PostListPageFields"}) as unknown as TypedDocumentString<PostListPageFieldsFragment, unknown>;
export const ReviewerFieldsFragmentDoc = new TypedDocumentString(`
    fragment ReviewerFields on Author {
  ...AuthorSummaryFields
  credentials
}
    fragment AuthorSummaryFields on Author {
  id
  name
  slug
}`, {"fragmentName":"ReviewerFields"}) as unknown as TypedDocumentString<ReviewerFieldsFragment, unknown>;
export const ArticleEvidenceFieldsFragmentDoc = new TypedDocumentString(`
    fragment ArticleEvidenceFields on Post {
  sources(first: 100) {
    id
    title
    publisher
    date
    url
  }
  changeLog(first: 100) {
    id
    date
    summary
    reviewedBy {
      ...ReviewerFields
    }
  }
}
    fragment AuthorSummaryFields on Author {
  id
  name
  slug
}
fragment ReviewerFields on Author {
  ...AuthorSummaryFields
  credentials
}`, {"fragmentName":"ArticleEvidenceFields"}) as unknown as TypedDocumentString<ArticleEvidenceFieldsFragment, unknown>;
export const TranslationReviewFieldsFragmentDoc = new TypedDocumentString(`
    fragment TranslationReviewFields on Post {
  translationSource
  translationReviewedBy
  translationReviewedOn
  translationReviewNote
}
    `, {"fragmentName":"TranslationReviewFields"}) as unknown as TypedDocumentString<TranslationReviewFieldsFragment, unknown>;
export const PostCardFieldsFragmentDoc = new TypedDocumentString(`
    fragment PostCardFields on Post {
  ...PostSummaryFields
  coverImage {
    ...AssetFields
  }
}
    fragment AssetFields on Asset {
  id
  url
  width
  height
  mimeType
  alt
}
fragment AuthorSummaryFields on Author {
  id
  name
  slug
}
fragment CategoryRefFields on Category {
  id
  title
  slug
}
fragment SubCategoryRefFields on SubCategory {
  id
  title
  slug
}
fragment PostSummaryFields on Post {
  id
  title
  slug
  excerpt
  createdAt
  updatedAt
  firstPublishedAt
  category {
    ...CategoryRefFields
  }
  subCategory {
    ...SubCategoryRefFields
  }
  author {
    ...AuthorSummaryFields
  }
}`, {"fragmentName":"PostCardFields"}) as unknown as TypedDocumentString<PostCardFieldsFragment, unknown>;
export const FaqTranslationFieldsFragmentDoc = new TypedDocumentString(`
    fragment FaqTranslationFields on Faq {
  translationSource
  englishUpdatedAt: updatedAt(variation: BASE)
}
    `, {"fragmentName":"FaqTranslationFields"}) as unknown as TypedDocumentString<FaqTranslationFieldsFragment, unknown>;
export const FaqFieldsFragmentDoc = new TypedDocumentString(`
    fragment FaqFields on Faq {
  id
  question
  answer
}
    `, {"fragmentName":"FaqFields"}) as unknown as TypedDocumentString<FaqFieldsFragment, unknown>;
export const TopicFieldsFragmentDoc = new TypedDocumentString(`
    fragment TopicFields on Topic {
  id
  name
  faqs(first: 100) {
    ...FaqFields
  }
}
    fragment FaqFields on Faq {
  id
  question
  answer
}`, {"fragmentName":"TopicFields"}) as unknown as TypedDocumentString<TopicFieldsFragment, unknown>;
export const UrgentHelpFieldsFragmentDoc = new TypedDocumentString(`
    fragment UrgentHelpFields on UrgentHelp {
  id
  title
  timeframe
  steps
  helplines(first: 20) {
    id
    name
    phone
    description
    url
  }
  sourceTitle
  sourceUrl
  lastReviewed
}
    `, {"fragmentName":"UrgentHelpFields"}) as unknown as TypedDocumentString<UrgentHelpFieldsFragment, unknown>;
export const SeoFieldsFragmentDoc = new TypedDocumentString(`
    fragment SeoFields on Seo {
  id
  title
  description
  canonicalUrl
  keywords
  lastReviewed
  dateModified
  reviewedBy {
    ...ReviewerFields
  }
}
    fragment AuthorSummaryFields on Author {
  id
  name
  slug
}
fragment ReviewerFields on Author {
  ...AuthorSummaryFields
  credentials
}`, {"fragmentName":"SeoFields"}) as unknown as TypedDocumentString<SeoFieldsFragment, unknown>;
export const NavigationLinkFieldsFragmentDoc = new TypedDocumentString(`
    fragment NavigationLinkFields on NavigationLink {
  id
  title
  url
  isColored
}
    `, {"fragmentName":"NavigationLinkFields"}) as unknown as TypedDocumentString<NavigationLinkFieldsFragment, unknown>;
export const PageTranslationFieldsFragmentDoc = new TypedDocumentString(`
    fragment PageTranslationFields on Page {
  translationSource
  translationReviewedBy
  translationReviewedOn
  translationReviewNote
  englishUpdatedAt: updatedAt(variation: BASE)
}
    `, {"fragmentName":"PageTranslationFields"}) as unknown as TypedDocumentString<PageTranslationFieldsFragment, unknown>;
export const PageSummaryFieldsFragmentDoc = new TypedDocumentString(`
    fragment PageSummaryFields on Page {
  id
  title
  slug
  metaDescription
}
    `, {"fragmentName":"PageSummaryFields"}) as unknown as TypedDocumentString<PageSummaryFieldsFragment, unknown>;
export const RelatedPostFieldsFragmentDoc = new TypedDocumentString(`
    fragment RelatedPostFields on Post {
  id
  slug
  title
  excerpt
  tags
  category {
    slug
    title
  }
  subCategory {
    slug
  }
}
    `, {"fragmentName":"RelatedPostFields"}) as unknown as TypedDocumentString<RelatedPostFieldsFragment, unknown>;
export const SearchDocumentFieldsFragmentDoc = new TypedDocumentString(`
    fragment SearchDocumentFields on Post {
  id
  slug
  title
  excerpt
  tags
  createdAt
  updatedAt
  category {
    slug
    title
  }
  subCategory {
    slug
    title
  }
  seo {
    keywords
    lastReviewed
  }
  content {
    json
  }
}
    `, {"fragmentName":"SearchDocumentFields"}) as unknown as TypedDocumentString<SearchDocumentFieldsFragment, unknown>;
export const AuthorBySlugDocument = new TypedDocumentString(`
    query AuthorBySlug($slug: String!, $locales: [Locale!]! = [en]) {
  author(where: {slug: $slug}, locales: $locales) {
    ...AuthorProfileFields
  }
}
    fragment AssetFields on Asset {
  id
  url
  width
  height
  mimeType
  alt
}
fragment AuthorSummaryFields on Author {
  id
  name
  slug
}
fragment AuthorProfileFields on Author {
  ...AuthorSummaryFields
  title
  linkedin
  biography
  credentials
  licence
  conflictOfInterest
  picture {
    ...AssetFields
  }
}`) as unknown as TypedDocumentString<AuthorBySlugQuery, AuthorBySlugQueryVariables>;
export const AuthorPostsDocument = new TypedDocumentString(`
    query AuthorPosts($slug: String!, $limit: Int!, $offset: Int!, $locales: [Locale!]! = [en]) {
  postsConnection(
    where: {author: {slug: $slug}}
    orderBy: createdAt_DESC
    first: $limit
    skip: $offset
    locales: $locales
  ) {
    edges {
      node {
        ...PostCardFields
      }
    }
    pageInfo {
      ...ListPageInfoFields
    }
  }
}
    fragment AssetFields on Asset {
  id
  url
  width
  height
  mimeType
  alt
}
fragment AuthorSummaryFields on Author {
  id
  name
  slug
}
fragment ListPageInfoFields on PageInfo {
  hasNextPage
  hasPreviousPage
  pageSize
}
fragment CategoryRefFields on Category {
  id
  title
  slug
}
fragment SubCategoryRefFields on SubCategory {
  id
  title
  slug
}
fragment PostSummaryFields on Post {
  id
  title
  slug
  excerpt
  createdAt
  updatedAt
  firstPublishedAt
  category {
    ...CategoryRefFields
  }
  subCategory {
    ...SubCategoryRefFields
  }
  author {
    ...AuthorSummaryFields
  }
}
fragment PostCardFields on Post {
  ...PostSummaryFields
  coverImage {
    ...AssetFields
  }
}`) as unknown as TypedDocumentString<AuthorPostsQuery, AuthorPostsQueryVariables>;
export const BrandsByDeepLinkDocument = new TypedDocumentString(`
    query BrandsByDeepLink($names: [String!]!) {
  advertisers(where: {deepLink: {name_in: $names}}, first: 100) {
    name
    deepLink {
      name
    }
  }
}
    `) as unknown as TypedDocumentString<BrandsByDeepLinkQuery, BrandsByDeepLinkQueryVariables>;
export const CategoriesDocument = new TypedDocumentString(`
    query Categories($locales: [Locale!]! = [en]) {
  categories(first: 100, orderBy: title_ASC, locales: $locales) {
    ...CategoryRefFields
    description
    coverImage {
      ...AssetFields
    }
    subCategories(first: 100, orderBy: title_ASC) {
      ...SubCategoryRefFields
      description
    }
  }
}
    fragment AssetFields on Asset {
  id
  url
  width
  height
  mimeType
  alt
}
fragment CategoryRefFields on Category {
  id
  title
  slug
}
fragment SubCategoryRefFields on SubCategory {
  id
  title
  slug
}`) as unknown as TypedDocumentString<CategoriesQuery, CategoriesQueryVariables>;
export const PostIndexDocument = new TypedDocumentString(`
    query PostIndex($first: Int!, $skip: Int!, $locales: [Locale!]! = [en]) {
  postsConnection(
    orderBy: createdAt_DESC
    first: $first
    skip: $skip
    locales: $locales
  ) {
    edges {
      node {
        ...PostIndexFields
      }
    }
    pageInfo {
      ...NextPageFields
    }
  }
}
    fragment PostIndexFields on Post {
  id
  slug
  title
  excerpt
  createdAt
  updatedAt
  author {
    name
    slug
  }
  category {
    slug
  }
  subCategory {
    slug
  }
  ...PostLanguagesFields
}
fragment PostLanguagesFields on Post {
  localizations(locales: [en, es], includeCurrent: true) {
    locale
    slug
  }
}
fragment NextPageFields on PageInfo {
  hasNextPage
}`) as unknown as TypedDocumentString<PostIndexQuery, PostIndexQueryVariables>;
export const PostIndexEntryDocument = new TypedDocumentString(`
    query PostIndexEntry($id: ID!, $locales: [Locale!]! = [en]) {
  post(where: {id: $id}, locales: $locales) {
    ...PostIndexFields
  }
}
    fragment PostIndexFields on Post {
  id
  slug
  title
  excerpt
  createdAt
  updatedAt
  author {
    name
    slug
  }
  category {
    slug
  }
  subCategory {
    slug
  }
  ...PostLanguagesFields
}
fragment PostLanguagesFields on Post {
  localizations(locales: [en, es], includeCurrent: true) {
    locale
    slug
  }
}`) as unknown as TypedDocumentString<PostIndexEntryQuery, PostIndexEntryQueryVariables>;
export const PostLanguagesBySlugDocument = new TypedDocumentString(`
    query PostLanguagesBySlug($slugs: [String!]!) {
  posts(where: {slug_in: $slugs}, first: 100) {
    slug
    ...PostLanguagesFields
  }
}
    fragment PostLanguagesFields on Post {
  localizations(locales: [en, es], includeCurrent: true) {
    locale
    slug
  }
}`) as unknown as TypedDocumentString<PostLanguagesBySlugQuery, PostLanguagesBySlugQueryVariables>;
export const PageIndexDocument = new TypedDocumentString(`
    query PageIndex($first: Int!, $skip: Int!, $locales: [Locale!]! = [en]) {
  pagesConnection(
    orderBy: createdAt_ASC
    first: $first
    skip: $skip
    locales: $locales
  ) {
    edges {
      node {
        id
        slug
        sitemap
        updatedAt
        ...PageLanguagesFields
      }
    }
    pageInfo {
      ...NextPageFields
    }
  }
}
    fragment PageLanguagesFields on Page {
  localizations(locales: [en, es], includeCurrent: true) {
    locale
    slug
  }
}
fragment NextPageFields on PageInfo {
  hasNextPage
}`) as unknown as TypedDocumentString<PageIndexQuery, PageIndexQueryVariables>;
export const AuthorIndexDocument = new TypedDocumentString(`
    query AuthorIndex($first: Int!, $skip: Int!) {
  authorsConnection(orderBy: name_ASC, first: $first, skip: $skip) {
    edges {
      node {
        id
        slug
        updatedAt
        localizations(locales: [en, es], includeCurrent: true) {
          locale
          updatedAt
        }
      }
    }
    pageInfo {
      ...NextPageFields
    }
  }
}
    fragment NextPageFields on PageInfo {
  hasNextPage
}`) as unknown as TypedDocumentString<AuthorIndexQuery, AuthorIndexQueryVariables>;
export const PostCountDocument = new TypedDocumentString(`
    query PostCount($where: PostWhereInput, $locales: [Locale!]! = [en]) {
  postsConnection(where: $where, first: 0, locales: $locales) {
    aggregate {
      count
    }
  }
}
    `) as unknown as TypedDocumentString<PostCountQuery, PostCountQueryVariables>;
export const NewestPostUpdateDocument = new TypedDocumentString(`
    query NewestPostUpdate($where: PostWhereInput, $locales: [Locale!]! = [en]) {
  postsConnection(
    where: $where
    orderBy: updatedAt_DESC
    first: 1
    locales: $locales
  ) {
    edges {
      node {
        updatedAt
      }
    }
    aggregate {
      count
    }
  }
}
    `) as unknown as TypedDocumentString<NewestPostUpdateQuery, NewestPostUpdateQueryVariables>;
export const PostAtPositionDocument = new TypedDocumentString(`
    query PostAtPosition($skip: Int!) {
  posts(orderBy: createdAt_ASC, first: 1, skip: $skip) {
    createdAt
  }
}
    `) as unknown as TypedDocumentString<PostAtPositionQuery, PostAtPositionQueryVariables>;
export const SitemapPostsDocument = new TypedDocumentString(`
    query SitemapPosts($first: Int!, $skip: Int!, $locales: [Locale!]! = [en]) {
  posts(orderBy: createdAt_ASC, first: $first, skip: $skip, locales: $locales) {
    slug
    updatedAt
    ...PostLanguagesFields
  }
}
    fragment PostLanguagesFields on Post {
  localizations(locales: [en, es], includeCurrent: true) {
    locale
    slug
  }
}`) as unknown as TypedDocumentString<SitemapPostsQuery, SitemapPostsQueryVariables>;
export const RssItemsDocument = new TypedDocumentString(`
    query RssItems($first: Int!, $locales: [Locale!]! = [en]) {
  posts(orderBy: createdAt_DESC, first: $first, locales: $locales) {
    title
    slug
    excerpt
    createdAt
    firstPublishedAt
    author {
      name
    }
  }
}
    `) as unknown as TypedDocumentString<RssItemsQuery, RssItemsQueryVariables>;
export const DeepLinkByNameDocument = new TypedDocumentString(`
    query DeepLinkByName($name: String!) {
  deepLink(where: {name: $name}) {
    affiliate_link
  }
  disabledAdvertisers: advertisers(
    where: {deepLink: {name: $name}, isDisabled: true}
    first: 1
  ) {
    id
  }
}
    `) as unknown as TypedDocumentString<DeepLinkByNameQuery, DeepLinkByNameQueryVariables>;
export const HomePageDocument = new TypedDocumentString(`
    query HomePage($locales: [Locale!]! = [en]) {
  homePages(first: 1, locales: $locales) {
    id
    createdAt
    updatedAt
    seo {
      ...SeoFields
    }
  }
}
    fragment AuthorSummaryFields on Author {
  id
  name
  slug
}
fragment ReviewerFields on Author {
  ...AuthorSummaryFields
  credentials
}
fragment SeoFields on Seo {
  id
  title
  description
  canonicalUrl
  keywords
  lastReviewed
  dateModified
  reviewedBy {
    ...ReviewerFields
  }
}`) as unknown as TypedDocumentString<HomePageQuery, HomePageQueryVariables>;
export const LatestPostsDocument = new TypedDocumentString(`
    query LatestPosts($limit: Int!, $offset: Int!, $width: Int!, $locales: [Locale!]! = [en]) {
  postsConnection(
    orderBy: createdAt_DESC
    first: $limit
    skip: $offset
    locales: $locales
  ) {
    ...PostListPageFields
  }
}
    fragment AuthorSummaryFields on Author {
  id
  name
  slug
}
fragment PostListPageFields on PostConnection {
  edges {
    node {
      ...PostSummaryFields
      coverImage {
        id
        url(
          transformation: {image: {resize: {width: $width}}, document: {output: {format: webp}}}
        )
        width
        height
        mimeType
        alt
      }
    }
  }
  pageInfo {
    ...ListPageInfoFields
  }
  aggregate {
    count
  }
}
fragment ListPageInfoFields on PageInfo {
  hasNextPage
  hasPreviousPage
  pageSize
}
fragment CategoryRefFields on Category {
  id
  title
  slug
}
fragment SubCategoryRefFields on SubCategory {
  id
  title
  slug
}
fragment PostSummaryFields on Post {
  id
  title
  slug
  excerpt
  createdAt
  updatedAt
  firstPublishedAt
  category {
    ...CategoryRefFields
  }
  subCategory {
    ...SubCategoryRefFields
  }
  author {
    ...AuthorSummaryFields
  }
}`) as unknown as TypedDocumentString<LatestPostsQuery, LatestPostsQueryVariables>;
export const MedicalTeamDocument = new TypedDocumentString(`
    query MedicalTeam($first: Int!, $skip: Int!, $locales: [Locale!]! = [en]) {
  authorsConnection(
    orderBy: name_ASC
    first: $first
    skip: $skip
    locales: $locales
  ) {
    edges {
      node {
        ...AuthorProfileFields
      }
    }
    pageInfo {
      ...NextPageFields
    }
  }
}
    fragment AssetFields on Asset {
  id
  url
  width
  height
  mimeType
  alt
}
fragment AuthorSummaryFields on Author {
  id
  name
  slug
}
fragment AuthorProfileFields on Author {
  ...AuthorSummaryFields
  title
  linkedin
  biography
  credentials
  licence
  conflictOfInterest
  picture {
    ...AssetFields
  }
}
fragment NextPageFields on PageInfo {
  hasNextPage
}`) as unknown as TypedDocumentString<MedicalTeamQuery, MedicalTeamQueryVariables>;
export const ReviewedPostsDocument = new TypedDocumentString(`
    query ReviewedPosts($first: Int!, $skip: Int!, $locales: [Locale!]! = [en]) {
  postsConnection(
    orderBy: createdAt_DESC
    first: $first
    skip: $skip
    locales: $locales
  ) {
    edges {
      node {
        id
        category {
          ...CategoryRefFields
        }
        seo {
          reviewedBy(locales: [en]) {
            slug
          }
        }
        translationReviewedBy
      }
    }
    pageInfo {
      ...NextPageFields
    }
  }
}
    fragment NextPageFields on PageInfo {
  hasNextPage
}
fragment CategoryRefFields on Category {
  id
  title
  slug
}`) as unknown as TypedDocumentString<ReviewedPostsQuery, ReviewedPostsQueryVariables>;
export const NavigationMenuDocument = new TypedDocumentString(`
    query NavigationMenu($name: String!, $locales: [Locale!]! = [en]) {
  navigationMenu(where: {name: $name}, locales: $locales) {
    id
    name
    content(first: 50) {
      __typename
      ... on NavigationLink {
        ...NavigationLinkFields
      }
      ... on NavigationDropdown {
        id
        title
        links(first: 50) {
          ...NavigationLinkFields
        }
      }
    }
  }
}
    fragment NavigationLinkFields on NavigationLink {
  id
  title
  url
  isColored
}`) as unknown as TypedDocumentString<NavigationMenuQuery, NavigationMenuQueryVariables>;
export const PageBySlugDocument = new TypedDocumentString(`
    query PageBySlug($slug: String!, $locales: [Locale!]! = [en]) {
  page(where: {slug: $slug}, locales: $locales) {
    ...PageSummaryFields
    ...PageLanguagesFields
    url
    headerOneText
    headerTwoText
    sitemap
    useHeroImage
    showRankingMethod
    updatedAt
    ...PageTranslationFields
    headerImage {
      ...AssetFields
    }
    author {
      ...AuthorSummaryFields
    }
    seo {
      ...SeoFields
    }
    defaultChart {
      ...ChartFields
    }
    topics(first: 100) {
      ...TopicFields
    }
    content {
      json
      references(first: 100) {
        __typename
        ... on Post {
          ...PostCardFields
        }
        ... on Page {
          ...PageSummaryFields
        }
        ... on Promotion {
          ...PromotionFields
        }
        ... on Asset {
          ...AssetFields
        }
        ... on DeepLink {
          ...DeepLinkFields
        }
        ... on Faq {
          ...FaqFields
        }
        ... on Chart {
          ...ChartFields
        }
        ... on Topic {
          ...TopicFields
        }
      }
    }
  }
}
    fragment AssetFields on Asset {
  id
  url
  width
  height
  mimeType
  alt
}
fragment AuthorSummaryFields on Author {
  id
  name
  slug
}
fragment ReviewerFields on Author {
  ...AuthorSummaryFields
  credentials
}
fragment DeepLinkFields on DeepLink {
  id
  name
  cta
  affiliate_link
}
fragment PromotionFields on Promotion {
  id
  slug
  productName
  testsFor
  sampleType
  resultsTime
  score
  couponText
  ribbon
  features_md
  callToAction
  priceUsd
  infectionsTested
  resultsDaysMax
  factsVerifiedOn
  deepLink {
    ...DeepLinkFields
  }
  landing_page_preview_image {
    ...AssetFields
  }
  advertiser {
    id
    name
    isDisabled
    domain
    defaultCouponText
    features_md
    review
    logo {
      ...AssetFields
    }
    landing_page_preview_image {
      ...AssetFields
    }
    deepLink {
      ...DeepLinkFields
    }
  }
}
fragment ChartFields on Chart {
  id
  name
  promotions(first: 100, orderBy: score_DESC) {
    ...PromotionFields
  }
}
fragment PageLanguagesFields on Page {
  localizations(locales: [en, es], includeCurrent: true) {
    locale
    slug
  }
}
fragment CategoryRefFields on Category {
  id
  title
  slug
}
fragment SubCategoryRefFields on SubCategory {
  id
  title
  slug
}
fragment PostSummaryFields on Post {
  id
  title
  slug
  excerpt
  createdAt
  updatedAt
  firstPublishedAt
  category {
    ...CategoryRefFields
  }
  subCategory {
    ...SubCategoryRefFields
  }
  author {
    ...AuthorSummaryFields
  }
}
fragment PostCardFields on Post {
  ...PostSummaryFields
  coverImage {
    ...AssetFields
  }
}
fragment FaqFields on Faq {
  id
  question
  answer
}
fragment TopicFields on Topic {
  id
  name
  faqs(first: 100) {
    ...FaqFields
  }
}
fragment SeoFields on Seo {
  id
  title
  description
  canonicalUrl
  keywords
  lastReviewed
  dateModified
  reviewedBy {
    ...ReviewerFields
  }
}
fragment PageTranslationFields on Page {
  translationSource
  translationReviewedBy
  translationReviewedOn
  translationReviewNote
  englishUpdatedAt: updatedAt(variation: BASE)
}
fragment PageSummaryFields on Page {
  id
  title
  slug
  metaDescription
}`) as unknown as TypedDocumentString<PageBySlugQuery, PageBySlugQueryVariables>;
export const PageReferencesDocument = new TypedDocumentString(`
    query PageReferences($first: Int!, $skip: Int!) {
  pagesConnection(orderBy: createdAt_ASC, first: $first, skip: $skip) {
    edges {
      node {
        slug
        defaultChart {
          id
        }
        content {
          references(first: 100) {
            ... on Post {
              id
            }
            ... on Page {
              id
            }
            ... on Promotion {
              id
            }
            ... on Chart {
              id
            }
          }
        }
      }
    }
    pageInfo {
      ...NextPageFields
    }
  }
}
    fragment NextPageFields on PageInfo {
  hasNextPage
}`) as unknown as TypedDocumentString<PageReferencesQuery, PageReferencesQueryVariables>;
export const PepHoursDocument = new TypedDocumentString(`
    query PepHours {
  ideal: fact(where: {slug: "pep-start-timing"}) {
    number
  }
  limit: fact(where: {slug: "pep-start-limit"}) {
    number
  }
}
    `) as unknown as TypedDocumentString<PepHoursQuery, PepHoursQueryVariables>;
export const PostBySlugDocument = new TypedDocumentString(`
    query PostBySlug($slug: String!, $locales: [Locale!]! = [en]) {
  post(where: {slug: $slug}, locales: $locales) {
    ...PostCardFields
    ...PostLanguagesFields
    tags
    seo {
      ...SeoFields
    }
    ...ArticleEvidenceFields
    ...TranslationReviewFields
    urgentHelp(first: 10) {
      ...UrgentHelpFields
    }
    content {
      json
      references(first: 100) {
        __typename
        ... on Asset {
          ...AssetFields
        }
        ... on DeepLink {
          ...DeepLinkFields
        }
        ... on Promotion {
          ...PromotionFields
        }
        ... on ProductReview {
          ...ProductReviewFields
        }
        ... on Faq {
          ...FaqFields
          ...FaqTranslationFields
        }
      }
    }
  }
}
    fragment AssetFields on Asset {
  id
  url
  width
  height
  mimeType
  alt
}
fragment AuthorSummaryFields on Author {
  id
  name
  slug
}
fragment ReviewerFields on Author {
  ...AuthorSummaryFields
  credentials
}
fragment DeepLinkFields on DeepLink {
  id
  name
  cta
  affiliate_link
}
fragment PromotionFields on Promotion {
  id
  slug
  productName
  testsFor
  sampleType
  resultsTime
  score
  couponText
  ribbon
  features_md
  callToAction
  priceUsd
  infectionsTested
  resultsDaysMax
  factsVerifiedOn
  deepLink {
    ...DeepLinkFields
  }
  landing_page_preview_image {
    ...AssetFields
  }
  advertiser {
    id
    name
    isDisabled
    domain
    defaultCouponText
    features_md
    review
    logo {
      ...AssetFields
    }
    landing_page_preview_image {
      ...AssetFields
    }
    deepLink {
      ...DeepLinkFields
    }
  }
}
fragment ProductReviewFields on ProductReview {
  id
  name
  description
  pros
  cons
  product {
    id
    score
    ribbon
  }
  brand {
    id
    name
    domain
    isDisabled
  }
  deepLink {
    ...DeepLinkFields
  }
  image {
    ...AssetFields
  }
}
fragment PostLanguagesFields on Post {
  localizations(locales: [en, es], includeCurrent: true) {
    locale
    slug
  }
}
fragment ArticleEvidenceFields on Post {
  sources(first: 100) {
    id
    title
    publisher
    date
    url
  }
  changeLog(first: 100) {
    id
    date
    summary
    reviewedBy {
      ...ReviewerFields
    }
  }
}
fragment TranslationReviewFields on Post {
  translationSource
  translationReviewedBy
  translationReviewedOn
  translationReviewNote
}
fragment CategoryRefFields on Category {
  id
  title
  slug
}
fragment SubCategoryRefFields on SubCategory {
  id
  title
  slug
}
fragment PostSummaryFields on Post {
  id
  title
  slug
  excerpt
  createdAt
  updatedAt
  firstPublishedAt
  category {
    ...CategoryRefFields
  }
  subCategory {
    ...SubCategoryRefFields
  }
  author {
    ...AuthorSummaryFields
  }
}
fragment PostCardFields on Post {
  ...PostSummaryFields
  coverImage {
    ...AssetFields
  }
}
fragment FaqFields on Faq {
  id
  question
  answer
}
fragment FaqTranslationFields on Faq {
  translationSource
  englishUpdatedAt: updatedAt(variation: BASE)
}
fragment UrgentHelpFields on UrgentHelp {
  id
  title
  timeframe
  steps
  helplines(first: 20) {
    id
    name
    phone
    description
    url
  }
  sourceTitle
  sourceUrl
  lastReviewed
}
fragment SeoFields on Seo {
  id
  title
  description
  canonicalUrl
  keywords
  lastReviewed
  dateModified
  reviewedBy {
    ...ReviewerFields
  }
}`) as unknown as TypedDocumentString<PostBySlugQuery, PostBySlugQueryVariables>;
export const PostsByCategoryDocument = new TypedDocumentString(`
    query PostsByCategory($category: String = "", $limit: Int!, $offset: Int!, $width: Int!, $locales: [Locale!]! = [en]) {
  postsConnection(
    where: {category: {slug: $category}}
    orderBy: createdAt_DESC
    first: $limit
    skip: $offset
    locales: $locales
  ) {
    ...PostListPageFields
  }
}
    fragment AuthorSummaryFields on Author {
  id
  name
  slug
}
fragment PostListPageFields on PostConnection {
  edges {
    node {
      ...PostSummaryFields
      coverImage {
        id
        url(
          transformation: {image: {resize: {width: $width}}, document: {output: {format: webp}}}
        )
        width
        height
        mimeType
        alt
      }
    }
  }
  pageInfo {
    ...ListPageInfoFields
  }
  aggregate {
    count
  }
}
fragment ListPageInfoFields on PageInfo {
  hasNextPage
  hasPreviousPage
  pageSize
}
fragment CategoryRefFields on Category {
  id
  title
  slug
}
fragment SubCategoryRefFields on SubCategory {
  id
  title
  slug
}
fragment PostSummaryFields on Post {
  id
  title
  slug
  excerpt
  createdAt
  updatedAt
  firstPublishedAt
  category {
    ...CategoryRefFields
  }
  subCategory {
    ...SubCategoryRefFields
  }
  author {
    ...AuthorSummaryFields
  }
}`) as unknown as TypedDocumentString<PostsByCategoryQuery, PostsByCategoryQueryVariables>;
export const PostsBySubCategoryDocument = new TypedDocumentString(`
    query PostsBySubCategory($category: String!, $subCategory: String!, $limit: Int!, $offset: Int!, $width: Int!, $locales: [Locale!]! = [en]) {
  postsConnection(
    where: {category: {slug: $category}, subCategory: {slug: $subCategory}}
    orderBy: createdAt_DESC
    first: $limit
    skip: $offset
    locales: $locales
  ) {
    ...PostListPageFields
  }
}
    fragment AuthorSummaryFields on Author {
  id
  name
  slug
}
fragment PostListPageFields on PostConnection {
  edges {
    node {
      ...PostSummaryFields
      coverImage {
        id
        url(
          transformation: {image: {resize: {width: $width}}, document: {output: {format: webp}}}
        )
        width
        height
        mimeType
        alt
      }
    }
  }
  pageInfo {
    ...ListPageInfoFields
  }
  aggregate {
    count
  }
}
fragment ListPageInfoFields on PageInfo {
  hasNextPage
  hasPreviousPage
  pageSize
}
fragment CategoryRefFields on Category {
  id
  title
  slug
}
fragment SubCategoryRefFields on SubCategory {
  id
  title
  slug
}
fragment PostSummaryFields on Post {
  id
  title
  slug
  excerpt
  createdAt
  updatedAt
  firstPublishedAt
  category {
    ...CategoryRefFields
  }
  subCategory {
    ...SubCategoryRefFields
  }
  author {
    ...AuthorSummaryFields
  }
}`) as unknown as TypedDocumentString<PostsBySubCategoryQuery, PostsBySubCategoryQueryVariables>;
export const RankingMethodDocument = new TypedDocumentString(`
    query RankingMethod {
  rankingCriteria(orderBy: position_ASC, first: 20) {
    id
    name
    slug
    description
    weight
  }
  promotions(orderBy: score_DESC, first: 100) {
    id
    slug
    productName
    score
    ribbon
    resultsTime
    priceUsd
    infectionsTested
    resultsDaysMax
    factsVerifiedOn
    advertiser {
      id
      name
      isDisabled
    }
    ratings(first: 20) {
      id
      rating
      criterion {
        id
        weight
      }
    }
  }
}
    `) as unknown as TypedDocumentString<RankingMethodQuery, RankingMethodQueryVariables>;
export const RelatedPostsDocument = new TypedDocumentString(`
    query RelatedPosts($subCategory: String!, $category: String!, $first: Int!) {
  sameSubCategory: posts(
    where: {subCategory: {slug: $subCategory}}
    orderBy: updatedAt_DESC
    first: $first
  ) {
    ...RelatedPostFields
  }
  sameCategory: posts(
    where: {category: {slug: $category}}
    orderBy: updatedAt_DESC
    first: $first
  ) {
    ...RelatedPostFields
  }
  newest: posts(orderBy: updatedAt_DESC, first: $first) {
    ...RelatedPostFields
  }
  advertisers(first: 100) {
    review
  }
}
    fragment RelatedPostFields on Post {
  id
  slug
  title
  excerpt
  tags
  category {
    slug
    title
  }
  subCategory {
    slug
  }
}`) as unknown as TypedDocumentString<RelatedPostsQuery, RelatedPostsQueryVariables>;
export const SearchDocumentsDocument = new TypedDocumentString(`
    query SearchDocuments($first: Int!, $skip: Int!, $locales: [Locale!]!) {
  postsConnection(
    orderBy: createdAt_ASC
    first: $first
    skip: $skip
    locales: $locales
  ) {
    edges {
      node {
        ...SearchDocumentFields
      }
    }
    pageInfo {
      ...NextPageFields
    }
  }
}
    fragment NextPageFields on PageInfo {
  hasNextPage
}
fragment SearchDocumentFields on Post {
  id
  slug
  title
  excerpt
  tags
  createdAt
  updatedAt
  category {
    slug
    title
  }
  subCategory {
    slug
    title
  }
  seo {
    keywords
    lastReviewed
  }
  content {
    json
  }
}`) as unknown as TypedDocumentString<SearchDocumentsQuery, SearchDocumentsQueryVariables>;
export const SearchDocumentDocument = new TypedDocumentString(`
    query SearchDocument($id: ID!, $locales: [Locale!]!) {
  post(where: {id: $id}, locales: $locales) {
    ...SearchDocumentFields
  }
}
    fragment SearchDocumentFields on Post {
  id
  slug
  title
  excerpt
  tags
  createdAt
  updatedAt
  category {
    slug
    title
  }
  subCategory {
    slug
    title
  }
  seo {
    keywords
    lastReviewed
  }
  content {
    json
  }
}`) as unknown as TypedDocumentString<SearchDocumentQuery, SearchDocumentQueryVariables>;
export const SearchStateDocument = new TypedDocumentString(`
    query SearchState($locales: [Locale!]!) {
  postsConnection(first: 1, orderBy: updatedAt_DESC, locales: $locales) {
    aggregate {
      count
    }
    edges {
      node {
        id
        updatedAt
      }
    }
  }
}
    `) as unknown as TypedDocumentString<SearchStateQuery, SearchStateQueryVariables>;
export const SearchSynonymsDocument = new TypedDocumentString(`
    query SearchSynonyms($first: Int!, $skip: Int!, $locales: [Locale!]!) {
  searchSynonymsConnection(
    orderBy: createdAt_ASC
    first: $first
    skip: $skip
    locales: $locales
  ) {
    edges {
      node {
        term
        synonyms
      }
    }
    pageInfo {
      ...NextPageFields
    }
  }
}
    fragment NextPageFields on PageInfo {
  hasNextPage
}`) as unknown as TypedDocumentString<SearchSynonymsQuery, SearchSynonymsQueryVariables>;
export const SiteConfigDocument = new TypedDocumentString(`
    query SiteConfig($locales: [Locale!]! = [en]) {
  siteConfigs(first: 1, locales: $locales) {
    id
    name
    domain
    colorPalette
    gaMeasurementId
    gtmId
    reviewIntervalMonths
    logo {
      ...AssetFields
    }
    logoMobile {
      ...AssetFields
    }
    favicon {
      ...AssetFields
    }
    miniChart {
      ...ChartFields
    }
  }
}
    fragment AssetFields on Asset {
  id
  url
  width
  height
  mimeType
  alt
}
fragment DeepLinkFields on DeepLink {
  id
  name
  cta
  affiliate_link
}
fragment PromotionFields on Promotion {
  id
  slug
  productName
  testsFor
  sampleType
  resultsTime
  score
  couponText
  ribbon
  features_md
  callToAction
  priceUsd
  infectionsTested
  resultsDaysMax
  factsVerifiedOn
  deepLink {
    ...DeepLinkFields
  }
  landing_page_preview_image {
    ...AssetFields
  }
  advertiser {
    id
    name
    isDisabled
    domain
    defaultCouponText
    features_md
    review
    logo {
      ...AssetFields
    }
    landing_page_preview_image {
      ...AssetFields
    }
    deepLink {
      ...DeepLinkFields
    }
  }
}
fragment ChartFields on Chart {
  id
  name
  promotions(first: 100, orderBy: score_DESC) {
    ...PromotionFields
  }
}`) as unknown as TypedDocumentString<SiteConfigQuery, SiteConfigQueryVariables>;
export const WindowPeriodsDocument = new TypedDocumentString(`
    query WindowPeriods($locales: [Locale!]! = [en], $factSlugs: [String!]!) {
  windowPeriods(orderBy: position_ASC, first: 100, locales: $locales) {
    id
    infection
    testType
    earliestDays
    reliableDays
    note
    translationSource
    englishUpdatedAt: updatedAt(variation: BASE)
    sourceTitle
    sourcePublisher
    sourceUrl
    lastReviewed
    reviewedBy {
      name
      slug
    }
    finalTest {
      id
      testType
      reliableDays
    }
  }
  preventionFollowUps(orderBy: position_ASC, first: 20, locales: $locales) {
    id
    prevention
    label
    advice
    finalDays
    finalTest
    sourceTitle
    sourcePublisher
    sourceUrl
    sourceDate
    lastReviewed
    reviewedBy {
      name
    }
    windowPeriods {
      id
    }
  }
  facts(where: {slug_in: $factSlugs}, first: 20) {
    slug
    value
    number
    sourceTitle
    sourcePublisher
    sourceUrl
  }
  pepArticle: post(where: {slug: "pep-after-hiv-exposure"}, locales: [en]) {
    ...PostLanguagesFields
  }
  urgentCareArticle: post(
    where: {slug: "when-to-seek-urgent-sexual-health-care"}
    locales: [en]
  ) {
    ...PostLanguagesFields
  }
}
    fragment PostLanguagesFields on Post {
  localizations(locales: [en, es], includeCurrent: true) {
    locale
    slug
  }
}`) as unknown as TypedDocumentString<WindowPeriodsQuery, WindowPeriodsQueryVariables>;