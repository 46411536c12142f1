/* eslint-disable */
import type { RichTextDocument } from '@sti-aware/contract/rich-text';
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type Maybe<T> = T | null;
export type InputMaybe<T> = T | null | undefined;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = { [_ in K]?: never };
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  Date: { input: string; output: string; }
  DateTime: { input: string; output: string; }
  Json: { input: unknown; output: unknown; }
  RichTextAST: { input: RichTextDocument; output: RichTextDocument; }
};

export type AdvertiserOrderByInput =
  | 'createdAt_ASC'
  | 'createdAt_DESC'
  | 'defaultCouponText_ASC'
  | 'defaultCouponText_DESC'
  | 'domain_ASC'
  | 'domain_DESC'
  | 'features_md_ASC'
  | 'features_md_DESC'
  | 'id_ASC'
  | 'id_DESC'
  | 'isDisabled_ASC'
  | 'isDisabled_DESC'
  | 'name_ASC'
  | 'name_DESC'
  | 'publishedAt_ASC'
  | 'publishedAt_DESC'
  | 'review_ASC'
  | 'review_DESC'
  | 'updatedAt_ASC'
  | 'updatedAt_DESC';

export type AdvertiserWhereInput = {
  AND?: InputMaybe<Array<AdvertiserWhereInput>>;
  NOT?: InputMaybe<Array<AdvertiserWhereInput>>;
  OR?: InputMaybe<Array<AdvertiserWhereInput>>;
  _search?: InputMaybe<Scalars['String']['input']>;
  createdAt?: InputMaybe<Scalars['DateTime']['input']>;
  createdAt_gt?: InputMaybe<Scalars['DateTime']['input']>;
  createdAt_gte?: InputMaybe<Scalars['DateTime']['input']>;
  createdAt_in?: InputMaybe<Array<InputMaybe<Scalars['DateTime']['input']>>>;
  createdAt_lt?: InputMaybe<Scalars['DateTime']['input']>;
  createdAt_lte?: InputMaybe<Scalars['DateTime']['input']>;
  createdAt_not?: InputMaybe<Scalars['DateTime']['input']>;
  createdAt_not_in?: InputMaybe<Array<InputMaybe<Scalars['DateTime']['input']>>>;
  deepLink?: InputMaybe<DeepLinkWhereInput>;
  defaultCouponText?: InputMaybe<Scalars['String']['input']>;
  defaultCouponText_contains?: InputMaybe<Scalars['String']['input']>;
  defaultCouponText_ends_with?: InputMaybe<Scalars['String']['input']>;
  defaultCouponText_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  defaultCouponText_not?: InputMaybe<Scalars['String']['input']>;
  defaultCouponText_not_contains?: InputMaybe<Scalars['String']['input']>;
  defaultCouponText_not_ends_with?: InputMaybe<Scalars['String']['input']>;
  defaultCouponText_not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  defaultCouponText_not_starts_with?: InputMaybe<Scalars['String']['input']>;
  defaultCouponText_starts_with?: InputMaybe<Scalars['String']['input']>;
  domain?: InputMaybe<Scalars['String']['input']>;
  domain_contains?: InputMaybe<Scalars['String']['input']>;
  domain_ends_with?: InputMaybe<Scalars['String']['input']>;
  domain_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  domain_not?: InputMaybe<Scalars['String']['input']>;
  domain_not_contains?: InputMaybe<Scalars['String']['input']>;
  domain_not_ends_with?: InputMaybe<Scalars['String']['input']>;
  domain_not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  domain_not_starts_with?: InputMaybe<Scalars['String']['input']>;
  domain_starts_with?: InputMaybe<Scalars['String']['input']>;
  features_md?: InputMaybe<Scalars['String']['input']>;
  features_md_contains?: InputMaybe<Scalars['String']['input']>;
  features_md_ends_with?: InputMaybe<Scalars['String']['input']>;
  features_md_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  features_md_not?: InputMaybe<Scalars['String']['input']>;
  features_md_not_contains?: InputMaybe<Scalars['String']['input']>;
  features_md_not_ends_with?: InputMaybe<Scalars['String']['input']>;
  features_md_not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  features_md_not_starts_with?: InputMaybe<Scalars['String']['input']>;
  features_md_starts_with?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
  id_contains?: InputMaybe<Scalars['ID']['input']>;
  id_ends_with?: InputMaybe<Scalars['ID']['input']>;
  id_in?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  id_not?: InputMaybe<Scalars['ID']['input']>;
  id_not_contains?: InputMaybe<Scalars['ID']['input']>;
  id_not_ends_with?: InputMaybe<Scalars['ID']['input']>;
  id_not_in?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  id_not_starts_with?: InputMaybe<Scalars['ID']['input']>;
  id_starts_with?: InputMaybe<Scalars['ID']['input']>;
  isDisabled?: InputMaybe<Scalars['Boolean']['input']>;
  isDisabled_in?: InputMaybe<Array<InputMaybe<Scalars['Boolean']['input']>>>;
  isDisabled_not?: InputMaybe<Scalars['Boolean']['input']>;
  isDisabled_not_in?: InputMaybe<Array<InputMaybe<Scalars['Boolean']['input']>>>;
  landing_page_preview_image?: InputMaybe<AssetWhereInput>;
  logo?: InputMaybe<AssetWhereInput>;
  name?: InputMaybe<Scalars['String']['input']>;
  name_contains?: InputMaybe<Scalars['String']['input']>;
  name_ends_with?: InputMaybe<Scalars['String']['input']>;
  name_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  name_not?: InputMaybe<Scalars['String']['input']>;
  name_not_contains?: InputMaybe<Scalars['String']['input']>;
  name_not_ends_with?: InputMaybe<Scalars['String']['input']>;
  name_not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  name_not_starts_with?: InputMaybe<Scalars['String']['input']>;
  name_starts_with?: InputMaybe<Scalars['String']['input']>;
  publishedAt?: InputMaybe<Scalars['DateTime']['input']>;
  publishedAt_gt?: InputMaybe<Scalars['DateTime']['input']>;
  publishedAt_gte?: InputMaybe<Scalars['DateTime']['input']>;
  publishedAt_in?: InputMaybe<Array<InputMaybe<Scalars['DateTime']['input']>>>;
  publishedAt_lt?: InputMaybe<Scalars['DateTime']['input']>;
  publishedAt_lte?: InputMaybe<Scalars['DateTime']['input']>;
  publishedAt_not?: InputMaybe<Scalars['DateTime']['input']>;
  publishedAt_not_in?: InputMaybe<Array<InputMaybe<Scalars['DateTime']['input']>>>;
  review?: InputMaybe<Scalars['String']['input']>;
  review_contains?: InputMaybe<Scalars['String']['input']>;
  review_ends_with?: InputMaybe<Scalars['String']['input']>;
  review_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  review_not?: InputMaybe<Scalars['String']['input']>;
  review_not_contains?: InputMaybe<Scalars['String']['input']>;
  review_not_ends_with?: InputMaybe<Scalars['String']['input']>;
  review_not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  review_not_starts_with?: InputMaybe<Scalars['String']['input']>;
  review_starts_with?: InputMaybe<Scalars['String']['input']>;
  updatedAt?: InputMaybe<Scalars['DateTime']['input']>;
  updatedAt_gt?: InputMaybe<Scalars['DateTime']['input']>;
  updatedAt_gte?: InputMaybe<Scalars['DateTime']['input']>;
  updatedAt_in?: InputMaybe<Array<InputMaybe<Scalars['DateTime']['input']>>>;
  updatedAt_lt?: InputMaybe<Scalars['DateTime']['input']>;
  updatedAt_lte?: InputMaybe<Scalars['DateTime']['input']>;
  updatedAt_not?: InputMaybe<Scalars['DateTime']['input']>;
  updatedAt_not_in?: InputMaybe<Array<InputMaybe<Scalars['DateTime']['input']>>>;
};

export type AdvertiserWhereUniqueInput = {
  id?: InputMaybe<Scalars['ID']['input']>;
};

export type AssetConnectInput = {
  connect: AssetWhereUniqueInput;
};

export type AssetOrderByInput =
  | 'alt_ASC'
  | 'alt_DESC'
  | 'createdAt_ASC'
  | 'createdAt_DESC'
  | 'fileName_ASC'
  | 'fileName_DESC'
  | 'handle_ASC'
  | 'handle_DESC'
  | 'height_ASC'
  | 'height_DESC'
  | 'id_ASC'
  | 'id_DESC'
  | 'mimeType_ASC'
  | 'mimeType_DESC'
  | 'publishedAt_ASC'
  | 'publishedAt_DESC'
  | 'size_ASC'
  | 'size_DESC'
  | 'updatedAt_ASC'
  | 'updatedAt_DESC'
  | 'width_ASC'
  | 'width_DESC';

export type AssetTransformationInput = {
  document?: InputMaybe<DocumentTransformationInput>;
  image?: InputMaybe<ImageTransformationInput>;
  validateOptions?: InputMaybe<Scalars['Boolean']['input']>;
};

export type AssetWhereInput = {
  AND?: InputMaybe<Array<AssetWhereInput>>;
  NOT?: InputMaybe<Array<AssetWhereInput>>;
  OR?: InputMaybe<Array<AssetWhereInput>>;
  _search?: InputMaybe<Scalars['String']['input']>;
  alt?: InputMaybe<Scalars['String']['input']>;
  alt_contains?: InputMaybe<Scalars['String']['input']>;
  alt_ends_with?: InputMaybe<Scalars['String']['input']>;
  alt_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  alt_not?: InputMaybe<Scalars['String']['input']>;
  alt_not_contains?: InputMaybe<Scalars['String']['input']>;
  alt_not_ends_with?: InputMaybe<Scalars['String']['input']>;
  alt_not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  alt_not_starts_with?: InputMaybe<Scalars['String']['input']>;
  alt_starts_with?: InputMaybe<Scalars['String']['input']>;
  createdAt?: InputMaybe<Scalars['DateTime']['input']>;
  createdAt_gt?: InputMaybe<Scalars['DateTime']['input']>;
  createdAt_gte?: InputMaybe<Scalars['DateTime']['input']>;
  createdAt_in?: InputMaybe<Array<InputMaybe<Scalars['DateTime']['input']>>>;
  createdAt_lt?: InputMaybe<Scalars['DateTime']['input']>;
  createdAt_lte?: InputMaybe<Scalars['DateTime']['input']>;
  createdAt_not?: InputMaybe<Scalars['DateTime']['input']>;
  createdAt_not_in?: InputMaybe<Array<InputMaybe<Scalars['DateTime']['input']>>>;
  fileName?: InputMaybe<Scalars['String']['input']>;
  fileName_contains?: InputMaybe<Scalars['String']['input']>;
  fileName_ends_with?: InputMaybe<Scalars['String']['input']>;
  fileName_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  fileName_not?: InputMaybe<Scalars['String']['input']>;
  fileName_not_contains?: InputMaybe<Scalars['String']['input']>;
  fileName_not_ends_with?: InputMaybe<Scalars['String']['input']>;
  fileName_not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  fileName_not_starts_with?: InputMaybe<Scalars['String']['input']>;
  fileName_starts_with?: InputMaybe<Scalars['String']['input']>;
  handle?: InputMaybe<Scalars['String']['input']>;
  handle_contains?: InputMaybe<Scalars['String']['input']>;
  handle_ends_with?: InputMaybe<Scalars['String']['input']>;
  handle_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  handle_not?: InputMaybe<Scalars['String']['input']>;
  handle_not_contains?: InputMaybe<Scalars['String']['input']>;
  handle_not_ends_with?: InputMaybe<Scalars['String']['input']>;
  handle_not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  handle_not_starts_with?: InputMaybe<Scalars['String']['input']>;
  handle_starts_with?: InputMaybe<Scalars['String']['input']>;
  height?: InputMaybe<Scalars['Float']['input']>;
  height_gt?: InputMaybe<Scalars['Float']['input']>;
  height_gte?: InputMaybe<Scalars['Float']['input']>;
  height_in?: InputMaybe<Array<InputMaybe<Scalars['Float']['input']>>>;
  height_lt?: InputMaybe<Scalars['Float']['input']>;
  height_lte?: InputMaybe<Scalars['Float']['input']>;
  height_not?: InputMaybe<Scalars['Float']['input']>;
  height_not_in?: InputMaybe<Array<InputMaybe<Scalars['Float']['input']>>>;
  id?: InputMaybe<Scalars['ID']['input']>;
  id_contains?: InputMaybe<Scalars['ID']['input']>;
  id_ends_with?: InputMaybe<Scalars['ID']['input']>;
  id_in?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  id_not?: InputMaybe<Scalars['ID']['input']>;
  id_not_contains?: InputMaybe<Scalars['ID']['input']>;
  id_not_ends_with?: InputMaybe<Scalars['ID']['input']>;
  id_not_in?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  id_not_starts_with?: InputMaybe<Scalars['ID']['input']>;
  id_starts_with?: InputMaybe<Scalars['ID']['input']>;
  mimeType?: InputMaybe<Scalars['String']['input']>;
  mimeType_contains?: InputMaybe<Scalars['String']['input']>;
  mimeType_ends_with?: InputMaybe<Scalars['String']['input']>;
  mimeType_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  mimeType_not?: InputMaybe<Scalars['String']['input']>;
  mimeType_not_contains?: InputMaybe<Scalars['String']['input']>;
  mimeType_not_ends_with?: InputMaybe<Scalars['String']['input']>;
  mimeType_not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  mimeType_not_starts_with?: InputMaybe<Scalars['String']['input']>;
  mimeType_starts_with?: InputMaybe<Scalars['String']['input']>;
  publishedAt?: InputMaybe<Scalars['DateTime']['input']>;
  publishedAt_gt?: InputMaybe<Scalars['DateTime']['input']>;
  publishedAt_gte?: InputMaybe<Scalars['DateTime']['input']>;
  publishedAt_in?: InputMaybe<Array<InputMaybe<Scalars['DateTime']['input']>>>;
  publishedAt_lt?: InputMaybe<Scalars['DateTime']['input']>;
  publishedAt_lte?: InputMaybe<Scalars['DateTime']['input']>;
  publishedAt_not?: InputMaybe<Scalars['DateTime']['input']>;
  publishedAt_not_in?: InputMaybe<Array<InputMaybe<Scalars['DateTime']['input']>>>;
  size?: InputMaybe<Scalars['Float']['input']>;
  size_gt?: InputMaybe<Scalars['Float']['input']>;
  size_gte?: InputMaybe<Scalars['Float']['input']>;
  size_in?: InputMaybe<Array<InputMaybe<Scalars['Float']['input']>>>;
  size_lt?: InputMaybe<Scalars['Float']['input']>;
  size_lte?: InputMaybe<Scalars['Float']['input']>;
  size_not?: InputMaybe<Scalars['Float']['input']>;
  size_not_in?: InputMaybe<Array<InputMaybe<Scalars['Float']['input']>>>;
  updatedAt?: InputMaybe<Scalars['DateTime']['input']>;
  updatedAt_gt?: InputMaybe<Scalars['DateTime']['input']>;
  updatedAt_gte?: InputMaybe<Scalars['DateTime']['input']>;
  updatedAt_in?: InputMaybe<Array<InputMaybe<Scalars['DateTime']['input']>>>;
  updatedAt_lt?: InputMaybe<Scalars['DateTime']['input']>;
  updatedAt_lte?: InputMaybe<Scalars['DateTime']['input']>;
  updatedAt_not?: InputMaybe<Scalars['DateTime']['input']>;
  updatedAt_not_in?: InputMaybe<Array<InputMaybe<Scalars['DateTime']['input']>>>;
  width?: InputMaybe<Scalars['Float']['input']>;
  width_gt?: InputMaybe<Scalars['Float']['input']>;
  width_gte?: InputMaybe<Scalars['Float']['input']>;
  width_in?: InputMaybe<Array<InputMaybe<Scalars['Float']['input']>>>;
  width_lt?: InputMaybe<Scalars['Float']['input']>;
  width_lte?: InputMaybe<Scalars['Float']['input']>;
  width_not?: InputMaybe<Scalars['Float']['input']>;
  width_not_in?: InputMaybe<Array<InputMaybe<Scalars['Float']['input']>>>;
};

export type AssetWhereUniqueInput = {
  id?: InputMaybe<Scalars['ID']['input']>;
};

export type AuthorConnectInput = {
  connect: AuthorWhereUniqueInput;
};

export type AuthorOrderByInput =
  | 'biography_ASC'
  | 'biography_DESC'
  | 'createdAt_ASC'
  | 'createdAt_DESC'
  | 'id_ASC'
  | 'id_DESC'
  | 'linkedin_ASC'
  | 'linkedin_DESC'
  | 'name_ASC'
  | 'name_DESC'
  | 'publishedAt_ASC'
  | 'publishedAt_DESC'
  | 'slug_ASC'
  | 'slug_DESC'
  | 'title_ASC'
  | 'title_DESC'
  | 'updatedAt_ASC'
  | 'updatedAt_DESC';

export type AuthorWhereInput = {
  AND?: InputMaybe<Array<AuthorWhereInput>>;
  NOT?: InputMaybe<Array<AuthorWhereInput>>;
  OR?: InputMaybe<Array<AuthorWhereInput>>;
  _search?: InputMaybe<Scalars['String']['input']>;
  biography?: InputMaybe<Scalars['String']['input']>;
  biography_contains?: InputMaybe<Scalars['String']['input']>;
  biography_ends_with?: InputMaybe<Scalars['String']['input']>;
  biography_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  biography_not?: InputMaybe<Scalars['String']['input']>;
  biography_not_contains?: InputMaybe<Scalars['String']['input']>;
  biography_not_ends_with?: InputMaybe<Scalars['String']['input']>;
  biography_not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  biography_not_starts_with?: InputMaybe<Scalars['String']['input']>;
  biography_starts_with?: InputMaybe<Scalars['String']['input']>;
  createdAt?: InputMaybe<Scalars['DateTime']['input']>;
  createdAt_gt?: InputMaybe<Scalars['DateTime']['input']>;
  createdAt_gte?: InputMaybe<Scalars['DateTime']['input']>;
  createdAt_in?: InputMaybe<Array<InputMaybe<Scalars['DateTime']['input']>>>;
  createdAt_lt?: InputMaybe<Scalars['DateTime']['input']>;
  createdAt_lte?: InputMaybe<Scalars['DateTime']['input']>;
  createdAt_not?: InputMaybe<Scalars['DateTime']['input']>;
  createdAt_not_in?: InputMaybe<Array<InputMaybe<Scalars['DateTime']['input']>>>;
  id?: InputMaybe<Scalars['ID']['input']>;
  id_contains?: InputMaybe<Scalars['ID']['input']>;
  id_ends_with?: InputMaybe<Scalars['ID']['input']>;
  id_in?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  id_not?: InputMaybe<Scalars['ID']['input']>;
  id_not_contains?: InputMaybe<Scalars['ID']['input']>;
  id_not_ends_with?: InputMaybe<Scalars['ID']['input']>;
  id_not_in?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  id_not_starts_with?: InputMaybe<Scalars['ID']['input']>;
  id_starts_with?: InputMaybe<Scalars['ID']['input']>;
  linkedin?: InputMaybe<Scalars['String']['input']>;
  linkedin_contains?: InputMaybe<Scalars['String']['input']>;
  linkedin_ends_with?: InputMaybe<Scalars['String']['input']>;
  linkedin_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  linkedin_not?: InputMaybe<Scalars['String']['input']>;
  linkedin_not_contains?: InputMaybe<Scalars['String']['input']>;
  linkedin_not_ends_with?: InputMaybe<Scalars['String']['input']>;
  linkedin_not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  linkedin_not_starts_with?: InputMaybe<Scalars['String']['input']>;
  linkedin_starts_with?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  name_contains?: InputMaybe<Scalars['String']['input']>;
  name_ends_with?: InputMaybe<Scalars['String']['input']>;
  name_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  name_not?: InputMaybe<Scalars['String']['input']>;
  name_not_contains?: InputMaybe<Scalars['String']['input']>;
  name_not_ends_with?: InputMaybe<Scalars['String']['input']>;
  name_not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  name_not_starts_with?: InputMaybe<Scalars['String']['input']>;
  name_starts_with?: InputMaybe<Scalars['String']['input']>;
  picture?: InputMaybe<AssetWhereInput>;
  posts_every?: InputMaybe<PostWhereInput>;
  posts_none?: InputMaybe<PostWhereInput>;
  posts_some?: InputMaybe<PostWhereInput>;
  publishedAt?: InputMaybe<Scalars['DateTime']['input']>;
  publishedAt_gt?: InputMaybe<Scalars['DateTime']['input']>;
  publishedAt_gte?: InputMaybe<Scalars['DateTime']['input']>;
  publishedAt_in?: InputMaybe<Array<InputMaybe<Scalars['DateTime']['input']>>>;
  publishedAt_lt?: InputMaybe<Scalars['DateTime']['input']>;
  publishedAt_lte?: InputMaybe<Scalars['DateTime']['input']>;
  publishedAt_not?: InputMaybe<Scalars['DateTime']['input']>;
  publishedAt_not_in?: InputMaybe<Array<InputMaybe<Scalars['DateTime']['input']>>>;
  slug?: InputMaybe<Scalars['String']['input']>;
  slug_contains?: InputMaybe<Scalars['String']['input']>;
  slug_ends_with?: InputMaybe<Scalars['String']['input']>;
  slug_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  slug_not?: InputMaybe<Scalars['String']['input']>;
  slug_not_contains?: InputMaybe<Scalars['String']['input']>;
  slug_not_ends_with?: InputMaybe<Scalars['String']['input']>;
  slug_not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  slug_not_starts_with?: InputMaybe<Scalars['String']['input']>;
  slug_starts_with?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
  title_contains?: InputMaybe<Scalars['String']['input']>;
  title_ends_with?: InputMaybe<Scalars['String']['input']>;
  title_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  title_not?: InputMaybe<Scalars['String']['input']>;
  title_not_contains?: InputMaybe<Scalars['String']['input']>;
  title_not_ends_with?: InputMaybe<Scalars['String']['input']>;
  title_not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  title_not_starts_with?: InputMaybe<Scalars['String']['input']>;
  title_starts_with?: InputMaybe<Scalars['String']['input']>;
  updatedAt?: InputMaybe<Scalars['DateTime']['input']>;
  updatedAt_gt?: InputMaybe<Scalars['DateTime']['input']>;
  updatedAt_gte?: InputMaybe<Scalars['DateTime']['input']>;
  updatedAt_in?: InputMaybe<Array<InputMaybe<Scalars['DateTime']['input']>>>;
  updatedAt_lt?: InputMaybe<Scalars['DateTime']['input']>;
  updatedAt_lte?: InputMaybe<Scalars['DateTime']['input']>;
  updatedAt_not?: InputMaybe<Scalars['DateTime']['input']>;
  updatedAt_not_in?: InputMaybe<Array<InputMaybe<Scalars['DateTime']['input']>>>;
};

export type AuthorWhereUniqueInput = {
  id?: InputMaybe<Scalars['ID']['input']>;
  slug?: InputMaybe<Scalars['String']['input']>;
};

export type CategoryConnectInput = {
  connect: CategoryWhereUniqueInput;
};

export type CategoryOrderByInput =
  | 'createdAt_ASC'
  | 'createdAt_DESC'
  | 'description_ASC'
  | 'description_DESC'
  | 'id_ASC'
  | 'id_DESC'
  | 'publishedAt_ASC'
  | 'publishedAt_DESC'
  | 'slug_ASC'
  | 'slug_DESC'
  | 'title_ASC'
  | 'title_DESC'
  | 'updatedAt_ASC'
  | 'updatedAt_DESC';

export type CategoryWhereInput = {
  AND?: InputMaybe<Array<CategoryWhereInput>>;
  NOT?: InputMaybe<Array<CategoryWhereInput>>;
  OR?: InputMaybe<Array<CategoryWhereInput>>;
  _search?: InputMaybe<Scalars['String']['input']>;
  coverImage?: InputMaybe<AssetWhereInput>;
  createdAt?: InputMaybe<Scalars['DateTime']['input']>;
  createdAt_gt?: InputMaybe<Scalars['DateTime']['input']>;
  createdAt_gte?: InputMaybe<Scalars['DateTime']['input']>;
  createdAt_in?: InputMaybe<Array<InputMaybe<Scalars['DateTime']['input']>>>;
  createdAt_lt?: InputMaybe<Scalars['DateTime']['input']>;
  createdAt_lte?: InputMaybe<Scalars['DateTime']['input']>;
  createdAt_not?: InputMaybe<Scalars['DateTime']['input']>;
  createdAt_not_in?: InputMaybe<Array<InputMaybe<Scalars['DateTime']['input']>>>;
  description?: InputMaybe<Scalars['String']['input']>;
  description_contains?: InputMaybe<Scalars['String']['input']>;
  description_ends_with?: InputMaybe<Scalars['String']['input']>;
  description_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  description_not?: InputMaybe<Scalars['String']['input']>;
  description_not_contains?: InputMaybe<Scalars['String']['input']>;
  description_not_ends_with?: InputMaybe<Scalars['String']['input']>;
  description_not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  description_not_starts_with?: InputMaybe<Scalars['String']['input']>;
  description_starts_with?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
  id_contains?: InputMaybe<Scalars['ID']['input']>;
  id_ends_with?: InputMaybe<Scalars['ID']['input']>;
  id_in?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  id_not?: InputMaybe<Scalars['ID']['input']>;
  id_not_contains?: InputMaybe<Scalars['ID']['input']>;
  id_not_ends_with?: InputMaybe<Scalars['ID']['input']>;
  id_not_in?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  id_not_starts_with?: InputMaybe<Scalars['ID']['input']>;
  id_starts_with?: InputMaybe<Scalars['ID']['input']>;
  publishedAt?: InputMaybe<Scalars['DateTime']['input']>;
  publishedAt_gt?: InputMaybe<Scalars['DateTime']['input']>;
  publishedAt_gte?: InputMaybe<Scalars['DateTime']['input']>;
  publishedAt_in?: InputMaybe<Array<InputMaybe<Scalars['DateTime']['input']>>>;
  publishedAt_lt?: InputMaybe<Scalars['DateTime']['input']>;
  publishedAt_lte?: InputMaybe<Scalars['DateTime']['input']>;
  publishedAt_not?: InputMaybe<Scalars['DateTime']['input']>;
  publishedAt_not_in?: InputMaybe<Array<InputMaybe<Scalars['DateTime']['input']>>>;
  slug?: InputMaybe<Scalars['String']['input']>;
  slug_contains?: InputMaybe<Scalars['String']['input']>;
  slug_ends_with?: InputMaybe<Scalars['String']['input']>;
  slug_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  slug_not?: InputMaybe<Scalars['String']['input']>;
  slug_not_contains?: InputMaybe<Scalars['String']['input']>;
  slug_not_ends_with?: InputMaybe<Scalars['String']['input']>;
  slug_not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  slug_not_starts_with?: InputMaybe<Scalars['String']['input']>;
  slug_starts_with?: InputMaybe<Scalars['String']['input']>;
  subCategories_every?: InputMaybe<SubCategoryWhereInput>;
  subCategories_none?: InputMaybe<SubCategoryWhereInput>;
  subCategories_some?: InputMaybe<SubCategoryWhereInput>;
  title?: InputMaybe<Scalars['String']['input']>;
  title_contains?: InputMaybe<Scalars['String']['input']>;
  title_ends_with?: InputMaybe<Scalars['String']['input']>;
  title_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  title_not?: InputMaybe<Scalars['String']['input']>;
  title_not_contains?: InputMaybe<Scalars['String']['input']>;
  title_not_ends_with?: InputMaybe<Scalars['String']['input']>;
  title_not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  title_not_starts_with?: InputMaybe<Scalars['String']['input']>;
  title_starts_with?: InputMaybe<Scalars['String']['input']>;
  updatedAt?: InputMaybe<Scalars['DateTime']['input']>;
  updatedAt_gt?: InputMaybe<Scalars['DateTime']['input']>;
  updatedAt_gte?: InputMaybe<Scalars['DateTime']['input']>;
  updatedAt_in?: InputMaybe<Array<InputMaybe<Scalars['DateTime']['input']>>>;
  updatedAt_lt?: InputMaybe<Scalars['DateTime']['input']>;
  updatedAt_lte?: InputMaybe<Scalars['DateTime']['input']>;
  updatedAt_not?: InputMaybe<Scalars['DateTime']['input']>;
  updatedAt_not_in?: InputMaybe<Array<InputMaybe<Scalars['DateTime']['input']>>>;
};

export type CategoryWhereUniqueInput = {
  id?: InputMaybe<Scalars['ID']['input']>;
  slug?: InputMaybe<Scalars['String']['input']>;
};

export type ChartOrderByInput =
  | 'createdAt_ASC'
  | 'createdAt_DESC'
  | 'id_ASC'
  | 'id_DESC'
  | 'name_ASC'
  | 'name_DESC'
  | 'publishedAt_ASC'
  | 'publishedAt_DESC'
  | 'updatedAt_ASC'
  | 'updatedAt_DESC';

export type ChartWhereInput = {
  AND?: InputMaybe<Array<ChartWhereInput>>;
  NOT?: InputMaybe<Array<ChartWhereInput>>;
  OR?: InputMaybe<Array<ChartWhereInput>>;
  _search?: InputMaybe<Scalars['String']['input']>;
  createdAt?: InputMaybe<Scalars['DateTime']['input']>;
  createdAt_gt?: InputMaybe<Scalars['DateTime']['input']>;
  createdAt_gte?: InputMaybe<Scalars['DateTime']['input']>;
  createdAt_in?: InputMaybe<Array<InputMaybe<Scalars['DateTime']['input']>>>;
  createdAt_lt?: InputMaybe<Scalars['DateTime']['input']>;
  createdAt_lte?: InputMaybe<Scalars['DateTime']['input']>;
  createdAt_not?: InputMaybe<Scalars['DateTime']['input']>;
  createdAt_not_in?: InputMaybe<Array<InputMaybe<Scalars['DateTime']['input']>>>;
  id?: InputMaybe<Scalars['ID']['input']>;
  id_contains?: InputMaybe<Scalars['ID']['input']>;
  id_ends_with?: InputMaybe<Scalars['ID']['input']>;
  id_in?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  id_not?: InputMaybe<Scalars['ID']['input']>;
  id_not_contains?: InputMaybe<Scalars['ID']['input']>;
  id_not_ends_with?: InputMaybe<Scalars['ID']['input']>;
  id_not_in?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  id_not_starts_with?: InputMaybe<Scalars['ID']['input']>;
  id_starts_with?: InputMaybe<Scalars['ID']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  name_contains?: InputMaybe<Scalars['String']['input']>;
  name_ends_with?: InputMaybe<Scalars['String']['input']>;
  name_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  name_not?: InputMaybe<Scalars['String']['input']>;
  name_not_contains?: InputMaybe<Scalars['String']['input']>;
  name_not_ends_with?: InputMaybe<Scalars['String']['input']>;
  name_not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  name_not_starts_with?: InputMaybe<Scalars['String']['input']>;
  name_starts_with?: InputMaybe<Scalars['String']['input']>;
  promotions_every?: InputMaybe<PromotionWhereInput>;
  promotions_none?: InputMaybe<PromotionWhereInput>;
  promotions_some?: InputMaybe<PromotionWhereInput>;
  publishedAt?: InputMaybe<Scalars['DateTime']['input']>;
  publishedAt_gt?: InputMaybe<Scalars['DateTime']['input']>;
  publishedAt_gte?: InputMaybe<Scalars['DateTime']['input']>;
  publishedAt_in?: InputMaybe<Array<InputMaybe<Scalars['DateTime']['input']>>>;
  publishedAt_lt?: InputMaybe<Scalars['DateTime']['input']>;
  publishedAt_lte?: InputMaybe<Scalars['DateTime']['input']>;
  publishedAt_not?: InputMaybe<Scalars['DateTime']['input']>;
  publishedAt_not_in?: InputMaybe<Array<InputMaybe<Scalars['DateTime']['input']>>>;
  updatedAt?: InputMaybe<Scalars['DateTime']['input']>;
  updatedAt_gt?: InputMaybe<Scalars['DateTime']['input']>;
  updatedAt_gte?: InputMaybe<Scalars['DateTime']['input']>;
  updatedAt_in?: InputMaybe<Array<InputMaybe<Scalars['DateTime']['input']>>>;
  updatedAt_lt?: InputMaybe<Scalars['DateTime']['input']>;
  updatedAt_lte?: InputMaybe<Scalars['DateTime']['input']>;
  updatedAt_not?: InputMaybe<Scalars['DateTime']['input']>;
  updatedAt_not_in?: InputMaybe<Array<InputMaybe<Scalars['DateTime']['input']>>>;
};

export type ChartWhereUniqueInput = {
  id?: InputMaybe<Scalars['ID']['input']>;
};

export type DeepLinkOrderByInput =
  | 'affiliate_link_ASC'
  | 'affiliate_link_DESC'
  | 'createdAt_ASC'
  | 'createdAt_DESC'
  | 'cta_ASC'
  | 'cta_DESC'
  | 'id_ASC'
  | 'id_DESC'
  | 'name_ASC'
  | 'name_DESC'
  | 'publishedAt_ASC'
  | 'publishedAt_DESC'
  | 'updatedAt_ASC'
  | 'updatedAt_DESC';

export type DeepLinkWhereInput = {
  AND?: InputMaybe<Array<DeepLinkWhereInput>>;
  NOT?: InputMaybe<Array<DeepLinkWhereInput>>;
  OR?: InputMaybe<Array<DeepLinkWhereInput>>;
  _search?: InputMaybe<Scalars['String']['input']>;
  affiliate_link?: InputMaybe<Scalars['String']['input']>;
  affiliate_link_contains?: InputMaybe<Scalars['String']['input']>;
  affiliate_link_ends_with?: InputMaybe<Scalars['String']['input']>;
  affiliate_link_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  affiliate_link_not?: InputMaybe<Scalars['String']['input']>;
  affiliate_link_not_contains?: InputMaybe<Scalars['String']['input']>;
  affiliate_link_not_ends_with?: InputMaybe<Scalars['String']['input']>;
  affiliate_link_not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  affiliate_link_not_starts_with?: InputMaybe<Scalars['String']['input']>;
  affiliate_link_starts_with?: InputMaybe<Scalars['String']['input']>;
  createdAt?: InputMaybe<Scalars['DateTime']['input']>;
  createdAt_gt?: InputMaybe<Scalars['DateTime']['input']>;
  createdAt_gte?: InputMaybe<Scalars['DateTime']['input']>;
  createdAt_in?: InputMaybe<Array<InputMaybe<Scalars['DateTime']['input']>>>;
  createdAt_lt?: InputMaybe<Scalars['DateTime']['input']>;
  createdAt_lte?: InputMaybe<Scalars['DateTime']['input']>;
  createdAt_not?: InputMaybe<Scalars['DateTime']['input']>;
  createdAt_not_in?: InputMaybe<Array<InputMaybe<Scalars['DateTime']['input']>>>;
  cta?: InputMaybe<Scalars['String']['input']>;
  cta_contains?: InputMaybe<Scalars['String']['input']>;
  cta_ends_with?: InputMaybe<Scalars['String']['input']>;
  cta_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  cta_not?: InputMaybe<Scalars['String']['input']>;
  cta_not_contains?: InputMaybe<Scalars['String']['input']>;
  cta_not_ends_with?: InputMaybe<Scalars['String']['input']>;
  cta_not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  cta_not_starts_with?: InputMaybe<Scalars['String']['input']>;
  cta_starts_with?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
  id_contains?: InputMaybe<Scalars['ID']['input']>;
  id_ends_with?: InputMaybe<Scalars['ID']['input']>;
  id_in?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  id_not?: InputMaybe<Scalars['ID']['input']>;
  id_not_contains?: InputMaybe<Scalars['ID']['input']>;
  id_not_ends_with?: InputMaybe<Scalars['ID']['input']>;
  id_not_in?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  id_not_starts_with?: InputMaybe<Scalars['ID']['input']>;
  id_starts_with?: InputMaybe<Scalars['ID']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  name_contains?: InputMaybe<Scalars['String']['input']>;
  name_ends_with?: InputMaybe<Scalars['String']['input']>;
  name_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  name_not?: InputMaybe<Scalars['String']['input']>;
  name_not_contains?: InputMaybe<Scalars['String']['input']>;
  name_not_ends_with?: InputMaybe<Scalars['String']['input']>;
  name_not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  name_not_starts_with?: InputMaybe<Scalars['String']['input']>;
  name_starts_with?: InputMaybe<Scalars['String']['input']>;
  publishedAt?: InputMaybe<Scalars['DateTime']['input']>;
  publishedAt_gt?: InputMaybe<Scalars['DateTime']['input']>;
  publishedAt_gte?: InputMaybe<Scalars['DateTime']['input']>;
  publishedAt_in?: InputMaybe<Array<InputMaybe<Scalars['DateTime']['input']>>>;
  publishedAt_lt?: InputMaybe<Scalars['DateTime']['input']>;
  publishedAt_lte?: InputMaybe<Scalars['DateTime']['input']>;
  publishedAt_not?: InputMaybe<Scalars['DateTime']['input']>;
  publishedAt_not_in?: InputMaybe<Array<InputMaybe<Scalars['DateTime']['input']>>>;
  updatedAt?: InputMaybe<Scalars['DateTime']['input']>;
  updatedAt_gt?: InputMaybe<Scalars['DateTime']['input']>;
  updatedAt_gte?: InputMaybe<Scalars['DateTime']['input']>;
  updatedAt_in?: InputMaybe<Array<InputMaybe<Scalars['DateTime']['input']>>>;
  updatedAt_lt?: InputMaybe<Scalars['DateTime']['input']>;
  updatedAt_lte?: InputMaybe<Scalars['DateTime']['input']>;
  updatedAt_not?: InputMaybe<Scalars['DateTime']['input']>;
  updatedAt_not_in?: InputMaybe<Array<InputMaybe<Scalars['DateTime']['input']>>>;
};

export type DeepLinkWhereUniqueInput = {
  id?: InputMaybe<Scalars['ID']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
};

export type DocumentFileTypes =
  | 'avif'
  | 'jpg'
  | 'png'
  | 'webp';

export type DocumentOutputInput = {
  format?: InputMaybe<DocumentFileTypes>;
};

export type DocumentTransformationInput = {
  output?: InputMaybe<DocumentOutputInput>;
};

export type FaqOrderByInput =
  | 'answer_ASC'
  | 'answer_DESC'
  | 'createdAt_ASC'
  | 'createdAt_DESC'
  | 'id_ASC'
  | 'id_DESC'
  | 'publishedAt_ASC'
  | 'publishedAt_DESC'
  | 'question_ASC'
  | 'question_DESC'
  | 'updatedAt_ASC'
  | 'updatedAt_DESC';

export type FaqWhereInput = {
  AND?: InputMaybe<Array<FaqWhereInput>>;
  NOT?: InputMaybe<Array<FaqWhereInput>>;
  OR?: InputMaybe<Array<FaqWhereInput>>;
  _search?: InputMaybe<Scalars['String']['input']>;
  answer?: InputMaybe<Scalars['String']['input']>;
  answer_contains?: InputMaybe<Scalars['String']['input']>;
  answer_ends_with?: InputMaybe<Scalars['String']['input']>;
  answer_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  answer_not?: InputMaybe<Scalars['String']['input']>;
  answer_not_contains?: InputMaybe<Scalars['String']['input']>;
  answer_not_ends_with?: InputMaybe<Scalars['String']['input']>;
  answer_not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  answer_not_starts_with?: InputMaybe<Scalars['String']['input']>;
  answer_starts_with?: InputMaybe<Scalars['String']['input']>;
  createdAt?: InputMaybe<Scalars['DateTime']['input']>;
  createdAt_gt?: InputMaybe<Scalars['DateTime']['input']>;
  createdAt_gte?: InputMaybe<Scalars['DateTime']['input']>;
  createdAt_in?: InputMaybe<Array<InputMaybe<Scalars['DateTime']['input']>>>;
  createdAt_lt?: InputMaybe<Scalars['DateTime']['input']>;
  createdAt_lte?: InputMaybe<Scalars['DateTime']['input']>;
  createdAt_not?: InputMaybe<Scalars['DateTime']['input']>;
  createdAt_not_in?: InputMaybe<Array<InputMaybe<Scalars['DateTime']['input']>>>;
  id?: InputMaybe<Scalars['ID']['input']>;
  id_contains?: InputMaybe<Scalars['ID']['input']>;
  id_ends_with?: InputMaybe<Scalars['ID']['input']>;
  id_in?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  id_not?: InputMaybe<Scalars['ID']['input']>;
  id_not_contains?: InputMaybe<Scalars['ID']['input']>;
  id_not_ends_with?: InputMaybe<Scalars['ID']['input']>;
  id_not_in?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  id_not_starts_with?: InputMaybe<Scalars['ID']['input']>;
  id_starts_with?: InputMaybe<Scalars['ID']['input']>;
  publishedAt?: InputMaybe<Scalars['DateTime']['input']>;
  publishedAt_gt?: InputMaybe<Scalars['DateTime']['input']>;
  publishedAt_gte?: InputMaybe<Scalars['DateTime']['input']>;
  publishedAt_in?: InputMaybe<Array<InputMaybe<Scalars['DateTime']['input']>>>;
  publishedAt_lt?: InputMaybe<Scalars['DateTime']['input']>;
  publishedAt_lte?: InputMaybe<Scalars['DateTime']['input']>;
  publishedAt_not?: InputMaybe<Scalars['DateTime']['input']>;
  publishedAt_not_in?: InputMaybe<Array<InputMaybe<Scalars['DateTime']['input']>>>;
  question?: InputMaybe<Scalars['String']['input']>;
  question_contains?: InputMaybe<Scalars['String']['input']>;
  question_ends_with?: InputMaybe<Scalars['String']['input']>;
  question_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  question_not?: InputMaybe<Scalars['String']['input']>;
  question_not_contains?: InputMaybe<Scalars['String']['input']>;
  question_not_ends_with?: InputMaybe<Scalars['String']['input']>;
  question_not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  question_not_starts_with?: InputMaybe<Scalars['String']['input']>;
  question_starts_with?: InputMaybe<Scalars['String']['input']>;
  updatedAt?: InputMaybe<Scalars['DateTime']['input']>;
  updatedAt_gt?: InputMaybe<Scalars['DateTime']['input']>;
  updatedAt_gte?: InputMaybe<Scalars['DateTime']['input']>;
  updatedAt_in?: InputMaybe<Array<InputMaybe<Scalars['DateTime']['input']>>>;
  updatedAt_lt?: InputMaybe<Scalars['DateTime']['input']>;
  updatedAt_lte?: InputMaybe<Scalars['DateTime']['input']>;
  updatedAt_not?: InputMaybe<Scalars['DateTime']['input']>;
  updatedAt_not_in?: InputMaybe<Array<InputMaybe<Scalars['DateTime']['input']>>>;
};

export type FaqWhereUniqueInput = {
  id?: InputMaybe<Scalars['ID']['input']>;
};

export type HomePageOrderByInput =
  | 'createdAt_ASC'
  | 'createdAt_DESC'
  | 'id_ASC'
  | 'id_DESC'
  | 'publishedAt_ASC'
  | 'publishedAt_DESC'
  | 'title_ASC'
  | 'title_DESC'
  | 'updatedAt_ASC'
  | 'updatedAt_DESC';

export type HomePageWhereInput = {
  AND?: InputMaybe<Array<HomePageWhereInput>>;
  NOT?: InputMaybe<Array<HomePageWhereInput>>;
  OR?: InputMaybe<Array<HomePageWhereInput>>;
  _search?: InputMaybe<Scalars['String']['input']>;
  createdAt?: InputMaybe<Scalars['DateTime']['input']>;
  createdAt_gt?: InputMaybe<Scalars['DateTime']['input']>;
  createdAt_gte?: InputMaybe<Scalars['DateTime']['input']>;
  createdAt_in?: InputMaybe<Array<InputMaybe<Scalars['DateTime']['input']>>>;
  createdAt_lt?: InputMaybe<Scalars['DateTime']['input']>;
  createdAt_lte?: InputMaybe<Scalars['DateTime']['input']>;
  createdAt_not?: InputMaybe<Scalars['DateTime']['input']>;
  createdAt_not_in?: InputMaybe<Array<InputMaybe<Scalars['DateTime']['input']>>>;
  id?: InputMaybe<Scalars['ID']['input']>;
  id_contains?: InputMaybe<Scalars['ID']['input']>;
  id_ends_with?: InputMaybe<Scalars['ID']['input']>;
  id_in?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  id_not?: InputMaybe<Scalars['ID']['input']>;
  id_not_contains?: InputMaybe<Scalars['ID']['input']>;
  id_not_ends_with?: InputMaybe<Scalars['ID']['input']>;
  id_not_in?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  id_not_starts_with?: InputMaybe<Scalars['ID']['input']>;
  id_starts_with?: InputMaybe<Scalars['ID']['input']>;
  publishedAt?: InputMaybe<Scalars['DateTime']['input']>;
  publishedAt_gt?: InputMaybe<Scalars['DateTime']['input']>;
  publishedAt_gte?: InputMaybe<Scalars['DateTime']['input']>;
  publishedAt_in?: InputMaybe<Array<InputMaybe<Scalars['DateTime']['input']>>>;
  publishedAt_lt?: InputMaybe<Scalars['DateTime']['input']>;
  publishedAt_lte?: InputMaybe<Scalars['DateTime']['input']>;
  publishedAt_not?: InputMaybe<Scalars['DateTime']['input']>;
  publishedAt_not_in?: InputMaybe<Array<InputMaybe<Scalars['DateTime']['input']>>>;
  title?: InputMaybe<Scalars['String']['input']>;
  title_contains?: InputMaybe<Scalars['String']['input']>;
  title_ends_with?: InputMaybe<Scalars['String']['input']>;
  title_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  title_not?: InputMaybe<Scalars['String']['input']>;
  title_not_contains?: InputMaybe<Scalars['String']['input']>;
  title_not_ends_with?: InputMaybe<Scalars['String']['input']>;
  title_not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  title_not_starts_with?: InputMaybe<Scalars['String']['input']>;
  title_starts_with?: InputMaybe<Scalars['String']['input']>;
  updatedAt?: InputMaybe<Scalars['DateTime']['input']>;
  updatedAt_gt?: InputMaybe<Scalars['DateTime']['input']>;
  updatedAt_gte?: InputMaybe<Scalars['DateTime']['input']>;
  updatedAt_in?: InputMaybe<Array<InputMaybe<Scalars['DateTime']['input']>>>;
  updatedAt_lt?: InputMaybe<Scalars['DateTime']['input']>;
  updatedAt_lte?: InputMaybe<Scalars['DateTime']['input']>;
  updatedAt_not?: InputMaybe<Scalars['DateTime']['input']>;
  updatedAt_not_in?: InputMaybe<Array<InputMaybe<Scalars['DateTime']['input']>>>;
};

export type HomePageWhereUniqueInput = {
  id?: InputMaybe<Scalars['ID']['input']>;
};

export type ImageFit =
  | 'clip'
  | 'crop'
  | 'max'
  | 'scale';

export type ImageResizeInput = {
  fit?: InputMaybe<ImageFit>;
  height?: InputMaybe<Scalars['Int']['input']>;
  width?: InputMaybe<Scalars['Int']['input']>;
};

export type ImageTransformationInput = {
  resize?: InputMaybe<ImageResizeInput>;
};

export type NavigationMenuOrderByInput =
  | 'createdAt_ASC'
  | 'createdAt_DESC'
  | 'id_ASC'
  | 'id_DESC'
  | 'name_ASC'
  | 'name_DESC'
  | 'publishedAt_ASC'
  | 'publishedAt_DESC'
  | 'updatedAt_ASC'
  | 'updatedAt_DESC';

export type NavigationMenuWhereInput = {
  AND?: InputMaybe<Array<NavigationMenuWhereInput>>;
  NOT?: InputMaybe<Array<NavigationMenuWhereInput>>;
  OR?: InputMaybe<Array<NavigationMenuWhereInput>>;
  _search?: InputMaybe<Scalars['String']['input']>;
  createdAt?: InputMaybe<Scalars['DateTime']['input']>;
  createdAt_gt?: InputMaybe<Scalars['DateTime']['input']>;
  createdAt_gte?: InputMaybe<Scalars['DateTime']['input']>;
  createdAt_in?: InputMaybe<Array<InputMaybe<Scalars['DateTime']['input']>>>;
  createdAt_lt?: InputMaybe<Scalars['DateTime']['input']>;
  createdAt_lte?: InputMaybe<Scalars['DateTime']['input']>;
  createdAt_not?: InputMaybe<Scalars['DateTime']['input']>;
  createdAt_not_in?: InputMaybe<Array<InputMaybe<Scalars['DateTime']['input']>>>;
  id?: InputMaybe<Scalars['ID']['input']>;
  id_contains?: InputMaybe<Scalars['ID']['input']>;
  id_ends_with?: InputMaybe<Scalars['ID']['input']>;
  id_in?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  id_not?: InputMaybe<Scalars['ID']['input']>;
  id_not_contains?: InputMaybe<Scalars['ID']['input']>;
  id_not_ends_with?: InputMaybe<Scalars['ID']['input']>;
  id_not_in?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  id_not_starts_with?: InputMaybe<Scalars['ID']['input']>;
  id_starts_with?: InputMaybe<Scalars['ID']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  name_contains?: InputMaybe<Scalars['String']['input']>;
  name_ends_with?: InputMaybe<Scalars['String']['input']>;
  name_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  name_not?: InputMaybe<Scalars['String']['input']>;
  name_not_contains?: InputMaybe<Scalars['String']['input']>;
  name_not_ends_with?: InputMaybe<Scalars['String']['input']>;
  name_not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  name_not_starts_with?: InputMaybe<Scalars['String']['input']>;
  name_starts_with?: InputMaybe<Scalars['String']['input']>;
  publishedAt?: InputMaybe<Scalars['DateTime']['input']>;
  publishedAt_gt?: InputMaybe<Scalars['DateTime']['input']>;
  publishedAt_gte?: InputMaybe<Scalars['DateTime']['input']>;
  publishedAt_in?: InputMaybe<Array<InputMaybe<Scalars['DateTime']['input']>>>;
  publishedAt_lt?: InputMaybe<Scalars['DateTime']['input']>;
  publishedAt_lte?: InputMaybe<Scalars['DateTime']['input']>;
  publishedAt_not?: InputMaybe<Scalars['DateTime']['input']>;
  publishedAt_not_in?: InputMaybe<Array<InputMaybe<Scalars['DateTime']['input']>>>;
  updatedAt?: InputMaybe<Scalars['DateTime']['input']>;
  updatedAt_gt?: InputMaybe<Scalars['DateTime']['input']>;
  updatedAt_gte?: InputMaybe<Scalars['DateTime']['input']>;
  updatedAt_in?: InputMaybe<Array<InputMaybe<Scalars['DateTime']['input']>>>;
  updatedAt_lt?: InputMaybe<Scalars['DateTime']['input']>;
  updatedAt_lte?: InputMaybe<Scalars['DateTime']['input']>;
  updatedAt_not?: InputMaybe<Scalars['DateTime']['input']>;
  updatedAt_not_in?: InputMaybe<Array<InputMaybe<Scalars['DateTime']['input']>>>;
};

export type NavigationMenuWhereUniqueInput = {
  id?: InputMaybe<Scalars['ID']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
};

export type PageOrderByInput =
  | 'createdAt_ASC'
  | 'createdAt_DESC'
  | 'headerOneText_ASC'
  | 'headerOneText_DESC'
  | 'headerTwoText_ASC'
  | 'headerTwoText_DESC'
  | 'id_ASC'
  | 'id_DESC'
  | 'metaDescription_ASC'
  | 'metaDescription_DESC'
  | 'publishedAt_ASC'
  | 'publishedAt_DESC'
  | 'sitemap_ASC'
  | 'sitemap_DESC'
  | 'slug_ASC'
  | 'slug_DESC'
  | 'title_ASC'
  | 'title_DESC'
  | 'updatedAt_ASC'
  | 'updatedAt_DESC'
  | 'url_ASC'
  | 'url_DESC'
  | 'useHeroImage_ASC'
  | 'useHeroImage_DESC';

export type PageUpdateInput = {
  author?: InputMaybe<AuthorConnectInput>;
  content?: InputMaybe<Scalars['RichTextAST']['input']>;
  headerOneText?: InputMaybe<Scalars['String']['input']>;
  headerTwoText?: InputMaybe<Scalars['String']['input']>;
  metaDescription?: InputMaybe<Scalars['String']['input']>;
  sitemap?: InputMaybe<Scalars['Boolean']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
  useHeroImage?: InputMaybe<Scalars['Boolean']['input']>;
};

export type PageWhereInput = {
  AND?: InputMaybe<Array<PageWhereInput>>;
  NOT?: InputMaybe<Array<PageWhereInput>>;
  OR?: InputMaybe<Array<PageWhereInput>>;
  _search?: InputMaybe<Scalars['String']['input']>;
  author?: InputMaybe<AuthorWhereInput>;
  createdAt?: InputMaybe<Scalars['DateTime']['input']>;
  createdAt_gt?: InputMaybe<Scalars['DateTime']['input']>;
  createdAt_gte?: InputMaybe<Scalars['DateTime']['input']>;
  createdAt_in?: InputMaybe<Array<InputMaybe<Scalars['DateTime']['input']>>>;
  createdAt_lt?: InputMaybe<Scalars['DateTime']['input']>;
  createdAt_lte?: InputMaybe<Scalars['DateTime']['input']>;
  createdAt_not?: InputMaybe<Scalars['DateTime']['input']>;
  createdAt_not_in?: InputMaybe<Array<InputMaybe<Scalars['DateTime']['input']>>>;
  defaultChart?: InputMaybe<ChartWhereInput>;
  headerImage?: InputMaybe<AssetWhereInput>;
  headerOneText?: InputMaybe<Scalars['String']['input']>;
  headerOneText_contains?: InputMaybe<Scalars['String']['input']>;
  headerOneText_ends_with?: InputMaybe<Scalars['String']['input']>;
  headerOneText_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  headerOneText_not?: InputMaybe<Scalars['String']['input']>;
  headerOneText_not_contains?: InputMaybe<Scalars['String']['input']>;
  headerOneText_not_ends_with?: InputMaybe<Scalars['String']['input']>;
  headerOneText_not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  headerOneText_not_starts_with?: InputMaybe<Scalars['String']['input']>;
  headerOneText_starts_with?: InputMaybe<Scalars['String']['input']>;
  headerTwoText?: InputMaybe<Scalars['String']['input']>;
  headerTwoText_contains?: InputMaybe<Scalars['String']['input']>;
  headerTwoText_ends_with?: InputMaybe<Scalars['String']['input']>;
  headerTwoText_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  headerTwoText_not?: InputMaybe<Scalars['String']['input']>;
  headerTwoText_not_contains?: InputMaybe<Scalars['String']['input']>;
  headerTwoText_not_ends_with?: InputMaybe<Scalars['String']['input']>;
  headerTwoText_not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  headerTwoText_not_starts_with?: InputMaybe<Scalars['String']['input']>;
  headerTwoText_starts_with?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
  id_contains?: InputMaybe<Scalars['ID']['input']>;
  id_ends_with?: InputMaybe<Scalars['ID']['input']>;
  id_in?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  id_not?: InputMaybe<Scalars['ID']['input']>;
  id_not_contains?: InputMaybe<Scalars['ID']['input']>;
  id_not_ends_with?: InputMaybe<Scalars['ID']['input']>;
  id_not_in?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  id_not_starts_with?: InputMaybe<Scalars['ID']['input']>;
  id_starts_with?: InputMaybe<Scalars['ID']['input']>;
  metaDescription?: InputMaybe<Scalars['String']['input']>;
  metaDescription_contains?: InputMaybe<Scalars['String']['input']>;
  metaDescription_ends_with?: InputMaybe<Scalars['String']['input']>;
  metaDescription_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  metaDescription_not?: InputMaybe<Scalars['String']['input']>;
  metaDescription_not_contains?: InputMaybe<Scalars['String']['input']>;
  metaDescription_not_ends_with?: InputMaybe<Scalars['String']['input']>;
  metaDescription_not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  metaDescription_not_starts_with?: InputMaybe<Scalars['String']['input']>;
  metaDescription_starts_with?: InputMaybe<Scalars['String']['input']>;
  publishedAt?: InputMaybe<Scalars['DateTime']['input']>;
  publishedAt_gt?: InputMaybe<Scalars['DateTime']['input']>;
  publishedAt_gte?: InputMaybe<Scalars['DateTime']['input']>;
  publishedAt_in?: InputMaybe<Array<InputMaybe<Scalars['DateTime']['input']>>>;
  publishedAt_lt?: InputMaybe<Scalars['DateTime']['input']>;
  publishedAt_lte?: InputMaybe<Scalars['DateTime']['input']>;
  publishedAt_not?: InputMaybe<Scalars['DateTime']['input']>;
  publishedAt_not_in?: InputMaybe<Array<InputMaybe<Scalars['DateTime']['input']>>>;
  sitemap?: InputMaybe<Scalars['Boolean']['input']>;
  sitemap_in?: InputMaybe<Array<InputMaybe<Scalars['Boolean']['input']>>>;
  sitemap_not?: InputMaybe<Scalars['Boolean']['input']>;
  sitemap_not_in?: InputMaybe<Array<InputMaybe<Scalars['Boolean']['input']>>>;
  slug?: InputMaybe<Scalars['String']['input']>;
  slug_contains?: InputMaybe<Scalars['String']['input']>;
  slug_ends_with?: InputMaybe<Scalars['String']['input']>;
  slug_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  slug_not?: InputMaybe<Scalars['String']['input']>;
  slug_not_contains?: InputMaybe<Scalars['String']['input']>;
  slug_not_ends_with?: InputMaybe<Scalars['String']['input']>;
  slug_not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  slug_not_starts_with?: InputMaybe<Scalars['String']['input']>;
  slug_starts_with?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
  title_contains?: InputMaybe<Scalars['String']['input']>;
  title_ends_with?: InputMaybe<Scalars['String']['input']>;
  title_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  title_not?: InputMaybe<Scalars['String']['input']>;
  title_not_contains?: InputMaybe<Scalars['String']['input']>;
  title_not_ends_with?: InputMaybe<Scalars['String']['input']>;
  title_not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  title_not_starts_with?: InputMaybe<Scalars['String']['input']>;
  title_starts_with?: InputMaybe<Scalars['String']['input']>;
  topics_every?: InputMaybe<TopicWhereInput>;
  topics_none?: InputMaybe<TopicWhereInput>;
  topics_some?: InputMaybe<TopicWhereInput>;
  updatedAt?: InputMaybe<Scalars['DateTime']['input']>;
  updatedAt_gt?: InputMaybe<Scalars['DateTime']['input']>;
  updatedAt_gte?: InputMaybe<Scalars['DateTime']['input']>;
  updatedAt_in?: InputMaybe<Array<InputMaybe<Scalars['DateTime']['input']>>>;
  updatedAt_lt?: InputMaybe<Scalars['DateTime']['input']>;
  updatedAt_lte?: InputMaybe<Scalars['DateTime']['input']>;
  updatedAt_not?: InputMaybe<Scalars['DateTime']['input']>;
  updatedAt_not_in?: InputMaybe<Array<InputMaybe<Scalars['DateTime']['input']>>>;
  url?: InputMaybe<Scalars['String']['input']>;
  url_contains?: InputMaybe<Scalars['String']['input']>;
  url_ends_with?: InputMaybe<Scalars['String']['input']>;
  url_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  url_not?: InputMaybe<Scalars['String']['input']>;
  url_not_contains?: InputMaybe<Scalars['String']['input']>;
  url_not_ends_with?: InputMaybe<Scalars['String']['input']>;
  url_not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  url_not_starts_with?: InputMaybe<Scalars['String']['input']>;
  url_starts_with?: InputMaybe<Scalars['String']['input']>;
  useHeroImage?: InputMaybe<Scalars['Boolean']['input']>;
  useHeroImage_in?: InputMaybe<Array<InputMaybe<Scalars['Boolean']['input']>>>;
  useHeroImage_not?: InputMaybe<Scalars['Boolean']['input']>;
  useHeroImage_not_in?: InputMaybe<Array<InputMaybe<Scalars['Boolean']['input']>>>;
};

export type PageWhereUniqueInput = {
  id?: InputMaybe<Scalars['ID']['input']>;
  slug?: InputMaybe<Scalars['String']['input']>;
};

export type PostCreateInput = {
  author: AuthorConnectInput;
  category?: InputMaybe<CategoryConnectInput>;
  content?: InputMaybe<Scalars['RichTextAST']['input']>;
  coverImage?: InputMaybe<AssetConnectInput>;
  excerpt?: InputMaybe<Scalars['String']['input']>;
  slug: Scalars['String']['input'];
  subCategory?: InputMaybe<SubCategoryConnectInput>;
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
  title: Scalars['String']['input'];
};

export type PostOrderByInput =
  | 'createdAt_ASC'
  | 'createdAt_DESC'
  | 'excerpt_ASC'
  | 'excerpt_DESC'
  | 'id_ASC'
  | 'id_DESC'
  | 'publishedAt_ASC'
  | 'publishedAt_DESC'
  | 'slug_ASC'
  | 'slug_DESC'
  | 'title_ASC'
  | 'title_DESC'
  | 'updatedAt_ASC'
  | 'updatedAt_DESC';

export type PostUpdateInput = {
  author?: InputMaybe<AuthorConnectInput>;
  category?: InputMaybe<CategoryConnectInput>;
  content?: InputMaybe<Scalars['RichTextAST']['input']>;
  coverImage?: InputMaybe<AssetConnectInput>;
  excerpt?: InputMaybe<Scalars['String']['input']>;
  slug?: InputMaybe<Scalars['String']['input']>;
  subCategory?: InputMaybe<SubCategoryConnectInput>;
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
  title?: InputMaybe<Scalars['String']['input']>;
};

export type PostWhereInput = {
  AND?: InputMaybe<Array<PostWhereInput>>;
  NOT?: InputMaybe<Array<PostWhereInput>>;
  OR?: InputMaybe<Array<PostWhereInput>>;
  _search?: InputMaybe<Scalars['String']['input']>;
  author?: InputMaybe<AuthorWhereInput>;
  category?: InputMaybe<CategoryWhereInput>;
  coverImage?: InputMaybe<AssetWhereInput>;
  createdAt?: InputMaybe<Scalars['DateTime']['input']>;
  createdAt_gt?: InputMaybe<Scalars['DateTime']['input']>;
  createdAt_gte?: InputMaybe<Scalars['DateTime']['input']>;
  createdAt_in?: InputMaybe<Array<InputMaybe<Scalars['DateTime']['input']>>>;
  createdAt_lt?: InputMaybe<Scalars['DateTime']['input']>;
  createdAt_lte?: InputMaybe<Scalars['DateTime']['input']>;
  createdAt_not?: InputMaybe<Scalars['DateTime']['input']>;
  createdAt_not_in?: InputMaybe<Array<InputMaybe<Scalars['DateTime']['input']>>>;
  excerpt?: InputMaybe<Scalars['String']['input']>;
  excerpt_contains?: InputMaybe<Scalars['String']['input']>;
  excerpt_ends_with?: InputMaybe<Scalars['String']['input']>;
  excerpt_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  excerpt_not?: InputMaybe<Scalars['String']['input']>;
  excerpt_not_contains?: InputMaybe<Scalars['String']['input']>;
  excerpt_not_ends_with?: InputMaybe<Scalars['String']['input']>;
  excerpt_not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  excerpt_not_starts_with?: InputMaybe<Scalars['String']['input']>;
  excerpt_starts_with?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
  id_contains?: InputMaybe<Scalars['ID']['input']>;
  id_ends_with?: InputMaybe<Scalars['ID']['input']>;
  id_in?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  id_not?: InputMaybe<Scalars['ID']['input']>;
  id_not_contains?: InputMaybe<Scalars['ID']['input']>;
  id_not_ends_with?: InputMaybe<Scalars['ID']['input']>;
  id_not_in?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  id_not_starts_with?: InputMaybe<Scalars['ID']['input']>;
  id_starts_with?: InputMaybe<Scalars['ID']['input']>;
  publishedAt?: InputMaybe<Scalars['DateTime']['input']>;
  publishedAt_gt?: InputMaybe<Scalars['DateTime']['input']>;
  publishedAt_gte?: InputMaybe<Scalars['DateTime']['input']>;
  publishedAt_in?: InputMaybe<Array<InputMaybe<Scalars['DateTime']['input']>>>;
  publishedAt_lt?: InputMaybe<Scalars['DateTime']['input']>;
  publishedAt_lte?: InputMaybe<Scalars['DateTime']['input']>;
  publishedAt_not?: InputMaybe<Scalars['DateTime']['input']>;
  publishedAt_not_in?: InputMaybe<Array<InputMaybe<Scalars['DateTime']['input']>>>;
  slug?: InputMaybe<Scalars['String']['input']>;
  slug_contains?: InputMaybe<Scalars['String']['input']>;
  slug_ends_with?: InputMaybe<Scalars['String']['input']>;
  slug_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  slug_not?: InputMaybe<Scalars['String']['input']>;
  slug_not_contains?: InputMaybe<Scalars['String']['input']>;
  slug_not_ends_with?: InputMaybe<Scalars['String']['input']>;
  slug_not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  slug_not_starts_with?: InputMaybe<Scalars['String']['input']>;
  slug_starts_with?: InputMaybe<Scalars['String']['input']>;
  subCategory?: InputMaybe<SubCategoryWhereInput>;
  tags_contains_all?: InputMaybe<Array<Scalars['String']['input']>>;
  tags_contains_none?: InputMaybe<Array<Scalars['String']['input']>>;
  tags_contains_some?: InputMaybe<Array<Scalars['String']['input']>>;
  title?: InputMaybe<Scalars['String']['input']>;
  title_contains?: InputMaybe<Scalars['String']['input']>;
  title_ends_with?: InputMaybe<Scalars['String']['input']>;
  title_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  title_not?: InputMaybe<Scalars['String']['input']>;
  title_not_contains?: InputMaybe<Scalars['String']['input']>;
  title_not_ends_with?: InputMaybe<Scalars['String']['input']>;
  title_not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  title_not_starts_with?: InputMaybe<Scalars['String']['input']>;
  title_starts_with?: InputMaybe<Scalars['String']['input']>;
  updatedAt?: InputMaybe<Scalars['DateTime']['input']>;
  updatedAt_gt?: InputMaybe<Scalars['DateTime']['input']>;
  updatedAt_gte?: InputMaybe<Scalars['DateTime']['input']>;
  updatedAt_in?: InputMaybe<Array<InputMaybe<Scalars['DateTime']['input']>>>;
  updatedAt_lt?: InputMaybe<Scalars['DateTime']['input']>;
  updatedAt_lte?: InputMaybe<Scalars['DateTime']['input']>;
  updatedAt_not?: InputMaybe<Scalars['DateTime']['input']>;
  updatedAt_not_in?: InputMaybe<Array<InputMaybe<Scalars['DateTime']['input']>>>;
};

export type PostWhereUniqueInput = {
  id?: InputMaybe<Scalars['ID']['input']>;
  slug?: InputMaybe<Scalars['String']['input']>;
};

export type ProductReviewOrderByInput =
  | 'createdAt_ASC'
  | 'createdAt_DESC'
  | 'description_ASC'
  | 'description_DESC'
  | 'id_ASC'
  | 'id_DESC'
  | 'name_ASC'
  | 'name_DESC'
  | 'publishedAt_ASC'
  | 'publishedAt_DESC'
  | 'updatedAt_ASC'
  | 'updatedAt_DESC';

export type ProductReviewWhereInput = {
  AND?: InputMaybe<Array<ProductReviewWhereInput>>;
  NOT?: InputMaybe<Array<ProductReviewWhereInput>>;
  OR?: InputMaybe<Array<ProductReviewWhereInput>>;
  _search?: InputMaybe<Scalars['String']['input']>;
  brand?: InputMaybe<AdvertiserWhereInput>;
  cons_contains_all?: InputMaybe<Array<Scalars['String']['input']>>;
  cons_contains_none?: InputMaybe<Array<Scalars['String']['input']>>;
  cons_contains_some?: InputMaybe<Array<Scalars['String']['input']>>;
  createdAt?: InputMaybe<Scalars['DateTime']['input']>;
  createdAt_gt?: InputMaybe<Scalars['DateTime']['input']>;
  createdAt_gte?: InputMaybe<Scalars['DateTime']['input']>;
  createdAt_in?: InputMaybe<Array<InputMaybe<Scalars['DateTime']['input']>>>;
  createdAt_lt?: InputMaybe<Scalars['DateTime']['input']>;
  createdAt_lte?: InputMaybe<Scalars['DateTime']['input']>;
  createdAt_not?: InputMaybe<Scalars['DateTime']['input']>;
  createdAt_not_in?: InputMaybe<Array<InputMaybe<Scalars['DateTime']['input']>>>;
  deepLink?: InputMaybe<DeepLinkWhereInput>;
  description?: InputMaybe<Scalars['String']['input']>;
  description_contains?: InputMaybe<Scalars['String']['input']>;
  description_ends_with?: InputMaybe<Scalars['String']['input']>;
  description_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  description_not?: InputMaybe<Scalars['String']['input']>;
  description_not_contains?: InputMaybe<Scalars['String']['input']>;
  description_not_ends_with?: InputMaybe<Scalars['String']['input']>;
  description_not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  description_not_starts_with?: InputMaybe<Scalars['String']['input']>;
  description_starts_with?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
  id_contains?: InputMaybe<Scalars['ID']['input']>;
  id_ends_with?: InputMaybe<Scalars['ID']['input']>;
  id_in?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  id_not?: InputMaybe<Scalars['ID']['input']>;
  id_not_contains?: InputMaybe<Scalars['ID']['input']>;
  id_not_ends_with?: InputMaybe<Scalars['ID']['input']>;
  id_not_in?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  id_not_starts_with?: InputMaybe<Scalars['ID']['input']>;
  id_starts_with?: InputMaybe<Scalars['ID']['input']>;
  image?: InputMaybe<AssetWhereInput>;
  name?: InputMaybe<Scalars['String']['input']>;
  name_contains?: InputMaybe<Scalars['String']['input']>;
  name_ends_with?: InputMaybe<Scalars['String']['input']>;
  name_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  name_not?: InputMaybe<Scalars['String']['input']>;
  name_not_contains?: InputMaybe<Scalars['String']['input']>;
  name_not_ends_with?: InputMaybe<Scalars['String']['input']>;
  name_not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  name_not_starts_with?: InputMaybe<Scalars['String']['input']>;
  name_starts_with?: InputMaybe<Scalars['String']['input']>;
  product?: InputMaybe<PromotionWhereInput>;
  pros_contains_all?: InputMaybe<Array<Scalars['String']['input']>>;
  pros_contains_none?: InputMaybe<Array<Scalars['String']['input']>>;
  pros_contains_some?: InputMaybe<Array<Scalars['String']['input']>>;
  publishedAt?: InputMaybe<Scalars['DateTime']['input']>;
  publishedAt_gt?: InputMaybe<Scalars['DateTime']['input']>;
  publishedAt_gte?: InputMaybe<Scalars['DateTime']['input']>;
  publishedAt_in?: InputMaybe<Array<InputMaybe<Scalars['DateTime']['input']>>>;
  publishedAt_lt?: InputMaybe<Scalars['DateTime']['input']>;
  publishedAt_lte?: InputMaybe<Scalars['DateTime']['input']>;
  publishedAt_not?: InputMaybe<Scalars['DateTime']['input']>;
  publishedAt_not_in?: InputMaybe<Array<InputMaybe<Scalars['DateTime']['input']>>>;
  updatedAt?: InputMaybe<Scalars['DateTime']['input']>;
  updatedAt_gt?: InputMaybe<Scalars['DateTime']['input']>;
  updatedAt_gte?: InputMaybe<Scalars['DateTime']['input']>;
  updatedAt_in?: InputMaybe<Array<InputMaybe<Scalars['DateTime']['input']>>>;
  updatedAt_lt?: InputMaybe<Scalars['DateTime']['input']>;
  updatedAt_lte?: InputMaybe<Scalars['DateTime']['input']>;
  updatedAt_not?: InputMaybe<Scalars['DateTime']['input']>;
  updatedAt_not_in?: InputMaybe<Array<InputMaybe<Scalars['DateTime']['input']>>>;
};

export type ProductReviewWhereUniqueInput = {
  id?: InputMaybe<Scalars['ID']['input']>;
};

export type PromotionOrderByInput =
  | 'callToAction_ASC'
  | 'callToAction_DESC'
  | 'couponText_ASC'
  | 'couponText_DESC'
  | 'createdAt_ASC'
  | 'createdAt_DESC'
  | 'features_md_ASC'
  | 'features_md_DESC'
  | 'id_ASC'
  | 'id_DESC'
  | 'productName_ASC'
  | 'productName_DESC'
  | 'publishedAt_ASC'
  | 'publishedAt_DESC'
  | 'resultsTime_ASC'
  | 'resultsTime_DESC'
  | 'ribbon_ASC'
  | 'ribbon_DESC'
  | 'sampleType_ASC'
  | 'sampleType_DESC'
  | 'score_ASC'
  | 'score_DESC'
  | 'slug_ASC'
  | 'slug_DESC'
  | 'testsFor_ASC'
  | 'testsFor_DESC'
  | 'updatedAt_ASC'
  | 'updatedAt_DESC';

export type PromotionWhereInput = {
  AND?: InputMaybe<Array<PromotionWhereInput>>;
  NOT?: InputMaybe<Array<PromotionWhereInput>>;
  OR?: InputMaybe<Array<PromotionWhereInput>>;
  _search?: InputMaybe<Scalars['String']['input']>;
  advertiser?: InputMaybe<AdvertiserWhereInput>;
  callToAction?: InputMaybe<Scalars['String']['input']>;
  callToAction_contains?: InputMaybe<Scalars['String']['input']>;
  callToAction_ends_with?: InputMaybe<Scalars['String']['input']>;
  callToAction_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  callToAction_not?: InputMaybe<Scalars['String']['input']>;
  callToAction_not_contains?: InputMaybe<Scalars['String']['input']>;
  callToAction_not_ends_with?: InputMaybe<Scalars['String']['input']>;
  callToAction_not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  callToAction_not_starts_with?: InputMaybe<Scalars['String']['input']>;
  callToAction_starts_with?: InputMaybe<Scalars['String']['input']>;
  couponText?: InputMaybe<Scalars['String']['input']>;
  couponText_contains?: InputMaybe<Scalars['String']['input']>;
  couponText_ends_with?: InputMaybe<Scalars['String']['input']>;
  couponText_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  couponText_not?: InputMaybe<Scalars['String']['input']>;
  couponText_not_contains?: InputMaybe<Scalars['String']['input']>;
  couponText_not_ends_with?: InputMaybe<Scalars['String']['input']>;
  couponText_not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  couponText_not_starts_with?: InputMaybe<Scalars['String']['input']>;
  couponText_starts_with?: InputMaybe<Scalars['String']['input']>;
  createdAt?: InputMaybe<Scalars['DateTime']['input']>;
  createdAt_gt?: InputMaybe<Scalars['DateTime']['input']>;
  createdAt_gte?: InputMaybe<Scalars['DateTime']['input']>;
  createdAt_in?: InputMaybe<Array<InputMaybe<Scalars['DateTime']['input']>>>;
  createdAt_lt?: InputMaybe<Scalars['DateTime']['input']>;
  createdAt_lte?: InputMaybe<Scalars['DateTime']['input']>;
  createdAt_not?: InputMaybe<Scalars['DateTime']['input']>;
  createdAt_not_in?: InputMaybe<Array<InputMaybe<Scalars['DateTime']['input']>>>;
  deepLink?: InputMaybe<DeepLinkWhereInput>;
  features_md?: InputMaybe<Scalars['String']['input']>;
  features_md_contains?: InputMaybe<Scalars['String']['input']>;
  features_md_ends_with?: InputMaybe<Scalars['String']['input']>;
  features_md_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  features_md_not?: InputMaybe<Scalars['String']['input']>;
  features_md_not_contains?: InputMaybe<Scalars['String']['input']>;
  features_md_not_ends_with?: InputMaybe<Scalars['String']['input']>;
  features_md_not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  features_md_not_starts_with?: InputMaybe<Scalars['String']['input']>;
  features_md_starts_with?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
  id_contains?: InputMaybe<Scalars['ID']['input']>;
  id_ends_with?: InputMaybe<Scalars['ID']['input']>;
  id_in?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  id_not?: InputMaybe<Scalars['ID']['input']>;
  id_not_contains?: InputMaybe<Scalars['ID']['input']>;
  id_not_ends_with?: InputMaybe<Scalars['ID']['input']>;
  id_not_in?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  id_not_starts_with?: InputMaybe<Scalars['ID']['input']>;
  id_starts_with?: InputMaybe<Scalars['ID']['input']>;
  landing_page_preview_image?: InputMaybe<AssetWhereInput>;
  productName?: InputMaybe<Scalars['String']['input']>;
  productName_contains?: InputMaybe<Scalars['String']['input']>;
  productName_ends_with?: InputMaybe<Scalars['String']['input']>;
  productName_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  productName_not?: InputMaybe<Scalars['String']['input']>;
  productName_not_contains?: InputMaybe<Scalars['String']['input']>;
  productName_not_ends_with?: InputMaybe<Scalars['String']['input']>;
  productName_not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  productName_not_starts_with?: InputMaybe<Scalars['String']['input']>;
  productName_starts_with?: InputMaybe<Scalars['String']['input']>;
  publishedAt?: InputMaybe<Scalars['DateTime']['input']>;
  publishedAt_gt?: InputMaybe<Scalars['DateTime']['input']>;
  publishedAt_gte?: InputMaybe<Scalars['DateTime']['input']>;
  publishedAt_in?: InputMaybe<Array<InputMaybe<Scalars['DateTime']['input']>>>;
  publishedAt_lt?: InputMaybe<Scalars['DateTime']['input']>;
  publishedAt_lte?: InputMaybe<Scalars['DateTime']['input']>;
  publishedAt_not?: InputMaybe<Scalars['DateTime']['input']>;
  publishedAt_not_in?: InputMaybe<Array<InputMaybe<Scalars['DateTime']['input']>>>;
  resultsTime?: InputMaybe<Scalars['String']['input']>;
  resultsTime_contains?: InputMaybe<Scalars['String']['input']>;
  resultsTime_ends_with?: InputMaybe<Scalars['String']['input']>;
  resultsTime_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  resultsTime_not?: InputMaybe<Scalars['String']['input']>;
  resultsTime_not_contains?: InputMaybe<Scalars['String']['input']>;
  resultsTime_not_ends_with?: InputMaybe<Scalars['String']['input']>;
  resultsTime_not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  resultsTime_not_starts_with?: InputMaybe<Scalars['String']['input']>;
  resultsTime_starts_with?: InputMaybe<Scalars['String']['input']>;
  ribbon?: InputMaybe<Scalars['String']['input']>;
  ribbon_contains?: InputMaybe<Scalars['String']['input']>;
  ribbon_ends_with?: InputMaybe<Scalars['String']['input']>;
  ribbon_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  ribbon_not?: InputMaybe<Scalars['String']['input']>;
  ribbon_not_contains?: InputMaybe<Scalars['String']['input']>;
  ribbon_not_ends_with?: InputMaybe<Scalars['String']['input']>;
  ribbon_not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  ribbon_not_starts_with?: InputMaybe<Scalars['String']['input']>;
  ribbon_starts_with?: InputMaybe<Scalars['String']['input']>;
  sampleType?: InputMaybe<Scalars['String']['input']>;
  sampleType_contains?: InputMaybe<Scalars['String']['input']>;
  sampleType_ends_with?: InputMaybe<Scalars['String']['input']>;
  sampleType_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  sampleType_not?: InputMaybe<Scalars['String']['input']>;
  sampleType_not_contains?: InputMaybe<Scalars['String']['input']>;
  sampleType_not_ends_with?: InputMaybe<Scalars['String']['input']>;
  sampleType_not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  sampleType_not_starts_with?: InputMaybe<Scalars['String']['input']>;
  sampleType_starts_with?: InputMaybe<Scalars['String']['input']>;
  score?: InputMaybe<Scalars['Float']['input']>;
  score_gt?: InputMaybe<Scalars['Float']['input']>;
  score_gte?: InputMaybe<Scalars['Float']['input']>;
  score_in?: InputMaybe<Array<InputMaybe<Scalars['Float']['input']>>>;
  score_lt?: InputMaybe<Scalars['Float']['input']>;
  score_lte?: InputMaybe<Scalars['Float']['input']>;
  score_not?: InputMaybe<Scalars['Float']['input']>;
  score_not_in?: InputMaybe<Array<InputMaybe<Scalars['Float']['input']>>>;
  slug?: InputMaybe<Scalars['String']['input']>;
  slug_contains?: InputMaybe<Scalars['String']['input']>;
  slug_ends_with?: InputMaybe<Scalars['String']['input']>;
  slug_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  slug_not?: InputMaybe<Scalars['String']['input']>;
  slug_not_contains?: InputMaybe<Scalars['String']['input']>;
  slug_not_ends_with?: InputMaybe<Scalars['String']['input']>;
  slug_not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  slug_not_starts_with?: InputMaybe<Scalars['String']['input']>;
  slug_starts_with?: InputMaybe<Scalars['String']['input']>;
  testsFor?: InputMaybe<Scalars['String']['input']>;
  testsFor_contains?: InputMaybe<Scalars['String']['input']>;
  testsFor_ends_with?: InputMaybe<Scalars['String']['input']>;
  testsFor_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  testsFor_not?: InputMaybe<Scalars['String']['input']>;
  testsFor_not_contains?: InputMaybe<Scalars['String']['input']>;
  testsFor_not_ends_with?: InputMaybe<Scalars['String']['input']>;
  testsFor_not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  testsFor_not_starts_with?: InputMaybe<Scalars['String']['input']>;
  testsFor_starts_with?: InputMaybe<Scalars['String']['input']>;
  updatedAt?: InputMaybe<Scalars['DateTime']['input']>;
  updatedAt_gt?: InputMaybe<Scalars['DateTime']['input']>;
  updatedAt_gte?: InputMaybe<Scalars['DateTime']['input']>;
  updatedAt_in?: InputMaybe<Array<InputMaybe<Scalars['DateTime']['input']>>>;
  updatedAt_lt?: InputMaybe<Scalars['DateTime']['input']>;
  updatedAt_lte?: InputMaybe<Scalars['DateTime']['input']>;
  updatedAt_not?: InputMaybe<Scalars['DateTime']['input']>;
  updatedAt_not_in?: InputMaybe<Array<InputMaybe<Scalars['DateTime']['input']>>>;
};

export type PromotionWhereUniqueInput = {
  id?: InputMaybe<Scalars['ID']['input']>;
  slug?: InputMaybe<Scalars['String']['input']>;
};

export type SiteConfigOrderByInput =
  | 'createdAt_ASC'
  | 'createdAt_DESC'
  | 'domain_ASC'
  | 'domain_DESC'
  | 'gaMeasurementId_ASC'
  | 'gaMeasurementId_DESC'
  | 'gtmId_ASC'
  | 'gtmId_DESC'
  | 'id_ASC'
  | 'id_DESC'
  | 'name_ASC'
  | 'name_DESC'
  | 'publishedAt_ASC'
  | 'publishedAt_DESC'
  | 'updatedAt_ASC'
  | 'updatedAt_DESC';

export type SiteConfigWhereInput = {
  AND?: InputMaybe<Array<SiteConfigWhereInput>>;
  NOT?: InputMaybe<Array<SiteConfigWhereInput>>;
  OR?: InputMaybe<Array<SiteConfigWhereInput>>;
  _search?: InputMaybe<Scalars['String']['input']>;
  createdAt?: InputMaybe<Scalars['DateTime']['input']>;
  createdAt_gt?: InputMaybe<Scalars['DateTime']['input']>;
  createdAt_gte?: InputMaybe<Scalars['DateTime']['input']>;
  createdAt_in?: InputMaybe<Array<InputMaybe<Scalars['DateTime']['input']>>>;
  createdAt_lt?: InputMaybe<Scalars['DateTime']['input']>;
  createdAt_lte?: InputMaybe<Scalars['DateTime']['input']>;
  createdAt_not?: InputMaybe<Scalars['DateTime']['input']>;
  createdAt_not_in?: InputMaybe<Array<InputMaybe<Scalars['DateTime']['input']>>>;
  domain?: InputMaybe<Scalars['String']['input']>;
  domain_contains?: InputMaybe<Scalars['String']['input']>;
  domain_ends_with?: InputMaybe<Scalars['String']['input']>;
  domain_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  domain_not?: InputMaybe<Scalars['String']['input']>;
  domain_not_contains?: InputMaybe<Scalars['String']['input']>;
  domain_not_ends_with?: InputMaybe<Scalars['String']['input']>;
  domain_not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  domain_not_starts_with?: InputMaybe<Scalars['String']['input']>;
  domain_starts_with?: InputMaybe<Scalars['String']['input']>;
  favicon?: InputMaybe<AssetWhereInput>;
  gaMeasurementId?: InputMaybe<Scalars['String']['input']>;
  gaMeasurementId_contains?: InputMaybe<Scalars['String']['input']>;
  gaMeasurementId_ends_with?: InputMaybe<Scalars['String']['input']>;
  gaMeasurementId_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  gaMeasurementId_not?: InputMaybe<Scalars['String']['input']>;
  gaMeasurementId_not_contains?: InputMaybe<Scalars['String']['input']>;
  gaMeasurementId_not_ends_with?: InputMaybe<Scalars['String']['input']>;
  gaMeasurementId_not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  gaMeasurementId_not_starts_with?: InputMaybe<Scalars['String']['input']>;
  gaMeasurementId_starts_with?: InputMaybe<Scalars['String']['input']>;
  gtmId?: InputMaybe<Scalars['String']['input']>;
  gtmId_contains?: InputMaybe<Scalars['String']['input']>;
  gtmId_ends_with?: InputMaybe<Scalars['String']['input']>;
  gtmId_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  gtmId_not?: InputMaybe<Scalars['String']['input']>;
  gtmId_not_contains?: InputMaybe<Scalars['String']['input']>;
  gtmId_not_ends_with?: InputMaybe<Scalars['String']['input']>;
  gtmId_not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  gtmId_not_starts_with?: InputMaybe<Scalars['String']['input']>;
  gtmId_starts_with?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
  id_contains?: InputMaybe<Scalars['ID']['input']>;
  id_ends_with?: InputMaybe<Scalars['ID']['input']>;
  id_in?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  id_not?: InputMaybe<Scalars['ID']['input']>;
  id_not_contains?: InputMaybe<Scalars['ID']['input']>;
  id_not_ends_with?: InputMaybe<Scalars['ID']['input']>;
  id_not_in?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  id_not_starts_with?: InputMaybe<Scalars['ID']['input']>;
  id_starts_with?: InputMaybe<Scalars['ID']['input']>;
  logo?: InputMaybe<AssetWhereInput>;
  logoMobile?: InputMaybe<AssetWhereInput>;
  miniChart?: InputMaybe<ChartWhereInput>;
  name?: InputMaybe<Scalars['String']['input']>;
  name_contains?: InputMaybe<Scalars['String']['input']>;
  name_ends_with?: InputMaybe<Scalars['String']['input']>;
  name_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  name_not?: InputMaybe<Scalars['String']['input']>;
  name_not_contains?: InputMaybe<Scalars['String']['input']>;
  name_not_ends_with?: InputMaybe<Scalars['String']['input']>;
  name_not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  name_not_starts_with?: InputMaybe<Scalars['String']['input']>;
  name_starts_with?: InputMaybe<Scalars['String']['input']>;
  publishedAt?: InputMaybe<Scalars['DateTime']['input']>;
  publishedAt_gt?: InputMaybe<Scalars['DateTime']['input']>;
  publishedAt_gte?: InputMaybe<Scalars['DateTime']['input']>;
  publishedAt_in?: InputMaybe<Array<InputMaybe<Scalars['DateTime']['input']>>>;
  publishedAt_lt?: InputMaybe<Scalars['DateTime']['input']>;
  publishedAt_lte?: InputMaybe<Scalars['DateTime']['input']>;
  publishedAt_not?: InputMaybe<Scalars['DateTime']['input']>;
  publishedAt_not_in?: InputMaybe<Array<InputMaybe<Scalars['DateTime']['input']>>>;
  updatedAt?: InputMaybe<Scalars['DateTime']['input']>;
  updatedAt_gt?: InputMaybe<Scalars['DateTime']['input']>;
  updatedAt_gte?: InputMaybe<Scalars['DateTime']['input']>;
  updatedAt_in?: InputMaybe<Array<InputMaybe<Scalars['DateTime']['input']>>>;
  updatedAt_lt?: InputMaybe<Scalars['DateTime']['input']>;
  updatedAt_lte?: InputMaybe<Scalars['DateTime']['input']>;
  updatedAt_not?: InputMaybe<Scalars['DateTime']['input']>;
  updatedAt_not_in?: InputMaybe<Array<InputMaybe<Scalars['DateTime']['input']>>>;
};

export type SiteConfigWhereUniqueInput = {
  id?: InputMaybe<Scalars['ID']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
};

export type Stage =
  | 'DRAFT'
  | 'PUBLISHED';

export type SubCategoryConnectInput = {
  connect: SubCategoryWhereUniqueInput;
};

export type SubCategoryOrderByInput =
  | 'createdAt_ASC'
  | 'createdAt_DESC'
  | 'description_ASC'
  | 'description_DESC'
  | 'id_ASC'
  | 'id_DESC'
  | 'publishedAt_ASC'
  | 'publishedAt_DESC'
  | 'slug_ASC'
  | 'slug_DESC'
  | 'title_ASC'
  | 'title_DESC'
  | 'updatedAt_ASC'
  | 'updatedAt_DESC';

export type SubCategoryWhereInput = {
  AND?: InputMaybe<Array<SubCategoryWhereInput>>;
  NOT?: InputMaybe<Array<SubCategoryWhereInput>>;
  OR?: InputMaybe<Array<SubCategoryWhereInput>>;
  _search?: InputMaybe<Scalars['String']['input']>;
  category?: InputMaybe<CategoryWhereInput>;
  createdAt?: InputMaybe<Scalars['DateTime']['input']>;
  createdAt_gt?: InputMaybe<Scalars['DateTime']['input']>;
  createdAt_gte?: InputMaybe<Scalars['DateTime']['input']>;
  createdAt_in?: InputMaybe<Array<InputMaybe<Scalars['DateTime']['input']>>>;
  createdAt_lt?: InputMaybe<Scalars['DateTime']['input']>;
  createdAt_lte?: InputMaybe<Scalars['DateTime']['input']>;
  createdAt_not?: InputMaybe<Scalars['DateTime']['input']>;
  createdAt_not_in?: InputMaybe<Array<InputMaybe<Scalars['DateTime']['input']>>>;
  description?: InputMaybe<Scalars['String']['input']>;
  description_contains?: InputMaybe<Scalars['String']['input']>;
  description_ends_with?: InputMaybe<Scalars['String']['input']>;
  description_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  description_not?: InputMaybe<Scalars['String']['input']>;
  description_not_contains?: InputMaybe<Scalars['String']['input']>;
  description_not_ends_with?: InputMaybe<Scalars['String']['input']>;
  description_not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  description_not_starts_with?: InputMaybe<Scalars['String']['input']>;
  description_starts_with?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
  id_contains?: InputMaybe<Scalars['ID']['input']>;
  id_ends_with?: InputMaybe<Scalars['ID']['input']>;
  id_in?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  id_not?: InputMaybe<Scalars['ID']['input']>;
  id_not_contains?: InputMaybe<Scalars['ID']['input']>;
  id_not_ends_with?: InputMaybe<Scalars['ID']['input']>;
  id_not_in?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  id_not_starts_with?: InputMaybe<Scalars['ID']['input']>;
  id_starts_with?: InputMaybe<Scalars['ID']['input']>;
  publishedAt?: InputMaybe<Scalars['DateTime']['input']>;
  publishedAt_gt?: InputMaybe<Scalars['DateTime']['input']>;
  publishedAt_gte?: InputMaybe<Scalars['DateTime']['input']>;
  publishedAt_in?: InputMaybe<Array<InputMaybe<Scalars['DateTime']['input']>>>;
  publishedAt_lt?: InputMaybe<Scalars['DateTime']['input']>;
  publishedAt_lte?: InputMaybe<Scalars['DateTime']['input']>;
  publishedAt_not?: InputMaybe<Scalars['DateTime']['input']>;
  publishedAt_not_in?: InputMaybe<Array<InputMaybe<Scalars['DateTime']['input']>>>;
  slug?: InputMaybe<Scalars['String']['input']>;
  slug_contains?: InputMaybe<Scalars['String']['input']>;
  slug_ends_with?: InputMaybe<Scalars['String']['input']>;
  slug_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  slug_not?: InputMaybe<Scalars['String']['input']>;
  slug_not_contains?: InputMaybe<Scalars['String']['input']>;
  slug_not_ends_with?: InputMaybe<Scalars['String']['input']>;
  slug_not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  slug_not_starts_with?: InputMaybe<Scalars['String']['input']>;
  slug_starts_with?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
  title_contains?: InputMaybe<Scalars['String']['input']>;
  title_ends_with?: InputMaybe<Scalars['String']['input']>;
  title_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  title_not?: InputMaybe<Scalars['String']['input']>;
  title_not_contains?: InputMaybe<Scalars['String']['input']>;
  title_not_ends_with?: InputMaybe<Scalars['String']['input']>;
  title_not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  title_not_starts_with?: InputMaybe<Scalars['String']['input']>;
  title_starts_with?: InputMaybe<Scalars['String']['input']>;
  updatedAt?: InputMaybe<Scalars['DateTime']['input']>;
  updatedAt_gt?: InputMaybe<Scalars['DateTime']['input']>;
  updatedAt_gte?: InputMaybe<Scalars['DateTime']['input']>;
  updatedAt_in?: InputMaybe<Array<InputMaybe<Scalars['DateTime']['input']>>>;
  updatedAt_lt?: InputMaybe<Scalars['DateTime']['input']>;
  updatedAt_lte?: InputMaybe<Scalars['DateTime']['input']>;
  updatedAt_not?: InputMaybe<Scalars['DateTime']['input']>;
  updatedAt_not_in?: InputMaybe<Array<InputMaybe<Scalars['DateTime']['input']>>>;
};

export type SubCategoryWhereUniqueInput = {
  id?: InputMaybe<Scalars['ID']['input']>;
  slug?: InputMaybe<Scalars['String']['input']>;
};

export type TopicOrderByInput =
  | 'createdAt_ASC'
  | 'createdAt_DESC'
  | 'id_ASC'
  | 'id_DESC'
  | 'name_ASC'
  | 'name_DESC'
  | 'publishedAt_ASC'
  | 'publishedAt_DESC'
  | 'updatedAt_ASC'
  | 'updatedAt_DESC';

export type TopicWhereInput = {
  AND?: InputMaybe<Array<TopicWhereInput>>;
  NOT?: InputMaybe<Array<TopicWhereInput>>;
  OR?: InputMaybe<Array<TopicWhereInput>>;
  _search?: InputMaybe<Scalars['String']['input']>;
  createdAt?: InputMaybe<Scalars['DateTime']['input']>;
  createdAt_gt?: InputMaybe<Scalars['DateTime']['input']>;
  createdAt_gte?: InputMaybe<Scalars['DateTime']['input']>;
  createdAt_in?: InputMaybe<Array<InputMaybe<Scalars['DateTime']['input']>>>;
  createdAt_lt?: InputMaybe<Scalars['DateTime']['input']>;
  createdAt_lte?: InputMaybe<Scalars['DateTime']['input']>;
  createdAt_not?: InputMaybe<Scalars['DateTime']['input']>;
  createdAt_not_in?: InputMaybe<Array<InputMaybe<Scalars['DateTime']['input']>>>;
  faqs_every?: InputMaybe<FaqWhereInput>;
  faqs_none?: InputMaybe<FaqWhereInput>;
  faqs_some?: InputMaybe<FaqWhereInput>;
  id?: InputMaybe<Scalars['ID']['input']>;
  id_contains?: InputMaybe<Scalars['ID']['input']>;
  id_ends_with?: InputMaybe<Scalars['ID']['input']>;
  id_in?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  id_not?: InputMaybe<Scalars['ID']['input']>;
  id_not_contains?: InputMaybe<Scalars['ID']['input']>;
  id_not_ends_with?: InputMaybe<Scalars['ID']['input']>;
  id_not_in?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  id_not_starts_with?: InputMaybe<Scalars['ID']['input']>;
  id_starts_with?: InputMaybe<Scalars['ID']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  name_contains?: InputMaybe<Scalars['String']['input']>;
  name_ends_with?: InputMaybe<Scalars['String']['input']>;
  name_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  name_not?: InputMaybe<Scalars['String']['input']>;
  name_not_contains?: InputMaybe<Scalars['String']['input']>;
  name_not_ends_with?: InputMaybe<Scalars['String']['input']>;
  name_not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  name_not_starts_with?: InputMaybe<Scalars['String']['input']>;
  name_starts_with?: InputMaybe<Scalars['String']['input']>;
  publishedAt?: InputMaybe<Scalars['DateTime']['input']>;
  publishedAt_gt?: InputMaybe<Scalars['DateTime']['input']>;
  publishedAt_gte?: InputMaybe<Scalars['DateTime']['input']>;
  publishedAt_in?: InputMaybe<Array<InputMaybe<Scalars['DateTime']['input']>>>;
  publishedAt_lt?: InputMaybe<Scalars['DateTime']['input']>;
  publishedAt_lte?: InputMaybe<Scalars['DateTime']['input']>;
  publishedAt_not?: InputMaybe<Scalars['DateTime']['input']>;
  publishedAt_not_in?: InputMaybe<Array<InputMaybe<Scalars['DateTime']['input']>>>;
  updatedAt?: InputMaybe<Scalars['DateTime']['input']>;
  updatedAt_gt?: InputMaybe<Scalars['DateTime']['input']>;
  updatedAt_gte?: InputMaybe<Scalars['DateTime']['input']>;
  updatedAt_in?: InputMaybe<Array<InputMaybe<Scalars['DateTime']['input']>>>;
  updatedAt_lt?: InputMaybe<Scalars['DateTime']['input']>;
  updatedAt_lte?: InputMaybe<Scalars['DateTime']['input']>;
  updatedAt_not?: InputMaybe<Scalars['DateTime']['input']>;
  updatedAt_not_in?: InputMaybe<Array<InputMaybe<Scalars['DateTime']['input']>>>;
};

export type TopicWhereUniqueInput = {
  id?: InputMaybe<Scalars['ID']['input']>;
};

export type AuthorBySlugQueryVariables = Exact<{
  slug: Scalars['String']['input'];
}>;


export type AuthorBySlugQuery = { author: { title: string | null, linkedin: string | null, biography: string | null, id: string, name: string, slug: string, picture: { id: string, url: string, width: number | null, height: number | null, mimeType: string | null, alt: string | null } | null } | null };

export type AuthorPostsQueryVariables = Exact<{
  slug: Scalars['String']['input'];
  limit: Scalars['Int']['input'];
  offset: Scalars['Int']['input'];
}>;


export type AuthorPostsQuery = { postsConnection: { edges: Array<{ node: { id: string, title: string, slug: string, excerpt: string | null, createdAt: string, updatedAt: string, coverImage: { id: string, url: string, width: number | null, height: number | null, mimeType: string | null, alt: string | null } | null, category: { id: string, title: string, slug: string } | null, subCategory: { id: string, title: string, slug: string } | null, author: { id: string, name: string, slug: string } | null } }>, pageInfo: { hasNextPage: boolean, hasPreviousPage: boolean, pageSize: number | null } } };

export type BrandsByDeepLinkQueryVariables = Exact<{
  names: Array<Scalars['String']['input']> | Scalars['String']['input'];
}>;


export type BrandsByDeepLinkQuery = { advertisers: Array<{ name: string, deepLink: { name: string } | null }> };

export type CategoriesQueryVariables = Exact<{ [key: string]: never; }>;


export type CategoriesQuery = { categories: Array<{ description: string | null, id: string, title: string, slug: string, coverImage: { id: string, url: string, width: number | null, height: number | null, mimeType: string | null, alt: string | null } | null, subCategories: Array<{ description: string | null, id: string, title: string, slug: string }> }> };

export type PostIndexFieldsFragment = { id: string, slug: string, title: string, excerpt: string | null, createdAt: string, updatedAt: string, author: { name: string, slug: string } | null, category: { slug: string } | null, subCategory: { slug: string } | null };

export type PostIndexQueryVariables = Exact<{
  first: Scalars['Int']['input'];
  skip: Scalars['Int']['input'];
}>;


export type PostIndexQuery = { postsConnection: { edges: Array<{ node: { id: string, slug: string, title: string, excerpt: string | null, createdAt: string, updatedAt: string, author: { name: string, slug: string } | null, category: { slug: string } | null, subCategory: { slug: string } | null } }>, pageInfo: { hasNextPage: boolean } } };

export type PostIndexEntryQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type PostIndexEntryQuery = { post: { id: string, slug: string, title: string, excerpt: string | null, createdAt: string, updatedAt: string, author: { name: string, slug: string } | null, category: { slug: string } | null, subCategory: { slug: string } | null } | null };

export type PageIndexQueryVariables = Exact<{
  first: Scalars['Int']['input'];
  skip: Scalars['Int']['input'];
}>;


export type PageIndexQuery = { pagesConnection: { edges: Array<{ node: { id: string, slug: string, sitemap: boolean, updatedAt: string } }>, pageInfo: { hasNextPage: boolean } } };

export type AuthorIndexQueryVariables = Exact<{
  first: Scalars['Int']['input'];
  skip: Scalars['Int']['input'];
}>;


export type AuthorIndexQuery = { authorsConnection: { edges: Array<{ node: { id: string, slug: string, updatedAt: string } }>, pageInfo: { hasNextPage: boolean } } };

export type PostCountQueryVariables = Exact<{
  where?: InputMaybe<PostWhereInput>;
}>;


export type PostCountQuery = { postsConnection: { aggregate: { count: number } } };

export type NewestPostUpdateQueryVariables = Exact<{
  where?: InputMaybe<PostWhereInput>;
}>;


export type NewestPostUpdateQuery = { postsConnection: { edges: Array<{ node: { updatedAt: string } }>, aggregate: { count: number } } };

export type PostAtPositionQueryVariables = Exact<{
  skip: Scalars['Int']['input'];
}>;


export type PostAtPositionQuery = { posts: Array<{ createdAt: string }> };

export type SitemapPostsQueryVariables = Exact<{
  first: Scalars['Int']['input'];
  skip: Scalars['Int']['input'];
}>;


export type SitemapPostsQuery = { posts: Array<{ slug: string, updatedAt: string }> };

export type RssItemsQueryVariables = Exact<{
  first: Scalars['Int']['input'];
}>;


export type RssItemsQuery = { posts: Array<{ title: string, slug: string, excerpt: string | null, createdAt: string, author: { name: string } | null }> };

export type DeepLinkByNameQueryVariables = Exact<{
  name: Scalars['String']['input'];
}>;


export type DeepLinkByNameQuery = { deepLink: { affiliate_link: string } | null };

export type DeepLinkIndexQueryVariables = Exact<{
  first: Scalars['Int']['input'];
  skip: Scalars['Int']['input'];
}>;


export type DeepLinkIndexQuery = { deepLinksConnection: { edges: Array<{ node: { name: string, affiliate_link: string } }>, pageInfo: { hasNextPage: boolean } } };

export type AdvertiserLinkIndexQueryVariables = Exact<{
  first: Scalars['Int']['input'];
  skip: Scalars['Int']['input'];
}>;


export type AdvertiserLinkIndexQuery = { advertisersConnection: { edges: Array<{ node: { isDisabled: boolean, deepLink: { name: string } | null } }>, pageInfo: { hasNextPage: boolean } } };

export type AssetFieldsFragment = { id: string, url: string, width: number | null, height: number | null, mimeType: string | null, alt: string | null };

export type AuthorSummaryFieldsFragment = { id: string, name: string, slug: string };

export type AuthorProfileFieldsFragment = { title: string | null, linkedin: string | null, biography: string | null, id: string, name: string, slug: string, picture: { id: string, url: string, width: number | null, height: number | null, mimeType: string | null, alt: string | null } | null };

export type SeoFieldsFragment = { id: string, title: string | null, description: string | null, canonicalUrl: string | null, keywords: Array<string>, lastReviewed: string | null, dateModified: string | null, reviewedBy: { id: string, name: string, slug: string } | null };

export type CategoryRefFieldsFragment = { id: string, title: string, slug: string };

export type SubCategoryRefFieldsFragment = { id: string, title: string, slug: string };

export type PostSummaryFieldsFragment = { id: string, title: string, slug: string, excerpt: string | null, createdAt: string, updatedAt: string, category: { id: string, title: string, slug: string } | null, subCategory: { id: string, title: string, slug: string } | null, author: { id: string, name: string, slug: string } | null };

export type PostCardFieldsFragment = { id: string, title: string, slug: string, excerpt: string | null, createdAt: string, updatedAt: string, coverImage: { id: string, url: string, width: number | null, height: number | null, mimeType: string | null, alt: string | null } | null, category: { id: string, title: string, slug: string } | null, subCategory: { id: string, title: string, slug: string } | null, author: { id: string, name: string, slug: string } | null };

export type DeepLinkFieldsFragment = { id: string, name: string, cta: string | null, affiliate_link: string };

export type PromotionFieldsFragment = { id: string, slug: string, productName: string | null, testsFor: string | null, sampleType: string | null, resultsTime: string | null, score: number, couponText: string | null, ribbon: string | null, features_md: string | null, callToAction: string | null, deepLink: { id: string, name: string, cta: string | null, affiliate_link: string } | null, landing_page_preview_image: { id: string, url: string, width: number | null, height: number | null, mimeType: string | null, alt: string | null } | null, advertiser: { id: string, name: string, isDisabled: boolean, domain: string | null, defaultCouponText: string | null, features_md: string | null, review: string | null, logo: { id: string, url: string, width: number | null, height: number | null, mimeType: string | null, alt: string | null } | null, deepLink: { id: string, name: string, cta: string | null, affiliate_link: string } | null } | null };

export type ChartFieldsFragment = { id: string, name: string, promotions: Array<{ id: string, slug: string, productName: string | null, testsFor: string | null, sampleType: string | null, resultsTime: string | null, score: number, couponText: string | null, ribbon: string | null, features_md: string | null, callToAction: string | null, deepLink: { id: string, name: string, cta: string | null, affiliate_link: string } | null, landing_page_preview_image: { id: string, url: string, width: number | null, height: number | null, mimeType: string | null, alt: string | null } | null, advertiser: { id: string, name: string, isDisabled: boolean, domain: string | null, defaultCouponText: string | null, features_md: string | null, review: string | null, logo: { id: string, url: string, width: number | null, height: number | null, mimeType: string | null, alt: string | null } | null, deepLink: { id: string, name: string, cta: string | null, affiliate_link: string } | null } | null }> };

export type FaqFieldsFragment = { id: string, question: string, answer: string };

export type TopicFieldsFragment = { id: string, name: string, faqs: Array<{ id: string, question: string, answer: string }> };

export type ProductReviewFieldsFragment = { id: string, name: string, description: string | null, pros: Array<string>, cons: Array<string>, product: { id: string, score: number, ribbon: string | null } | null, brand: { id: string, name: string, domain: string | null, isDisabled: boolean } | null, deepLink: { id: string, name: string, cta: string | null, affiliate_link: string } | null, image: { id: string, url: string, width: number | null, height: number | null, mimeType: string | null, alt: string | null } | null };

export type NextPageFieldsFragment = { hasNextPage: boolean };

export type ListPageInfoFieldsFragment = { hasNextPage: boolean, hasPreviousPage: boolean, pageSize: number | null };

export type HomePageQueryVariables = Exact<{ [key: string]: never; }>;


export type HomePageQuery = { homePages: Array<{ id: string, createdAt: string, updatedAt: string, seo: Array<{ id: string, title: string | null, description: string | null, canonicalUrl: string | null, keywords: Array<string>, lastReviewed: string | null, dateModified: string | null, reviewedBy: { id: string, name: string, slug: string } | null }> }> };

export type MedicalTeamQueryVariables = Exact<{
  first: Scalars['Int']['input'];
  skip: Scalars['Int']['input'];
}>;


export type MedicalTeamQuery = { authorsConnection: { edges: Array<{ node: { title: string | null, linkedin: string | null, biography: string | null, id: string, name: string, slug: string, picture: { id: string, url: string, width: number | null, height: number | null, mimeType: string | null, alt: string | null } | null } }>, pageInfo: { hasNextPage: boolean } } };

export type ReviewedPostsQueryVariables = Exact<{
  first: Scalars['Int']['input'];
  skip: Scalars['Int']['input'];
}>;


export type ReviewedPostsQuery = { postsConnection: { edges: Array<{ node: { id: string, category: { id: string, title: string, slug: string } | null, seo: { reviewedBy: { slug: string } | null } | null } }>, pageInfo: { hasNextPage: boolean } } };

export type NavigationMenuQueryVariables = Exact<{
  name: Scalars['String']['input'];
}>;


export type NavigationMenuQuery = { navigationMenu: { id: string, name: string, content: Array<
      | { __typename: 'NavigationDropdown', id: string, title: string, links: Array<{ id: string, title: string, url: string, isColored: boolean }> }
      | { __typename: 'NavigationLink', id: string, title: string, url: string, isColored: boolean }
    > } | null };

export type NavigationLinkFieldsFragment = { id: string, title: string, url: string, isColored: boolean };

export type PageBySlugQueryVariables = Exact<{
  slug: Scalars['String']['input'];
}>;


export type PageBySlugQuery = { page: { url: string | null, headerOneText: string | null, headerTwoText: string | null, sitemap: boolean, useHeroImage: boolean, updatedAt: string, id: string, title: string, slug: string, metaDescription: string | null, headerImage: { id: string, url: string, width: number | null, height: number | null, mimeType: string | null, alt: string | null } | null, author: { id: string, name: string, slug: string } | null, seo: { id: string, title: string | null, description: string | null, canonicalUrl: string | null, keywords: Array<string>, lastReviewed: string | null, dateModified: string | null, reviewedBy: { id: string, name: string, slug: string } | null } | null, defaultChart: { id: string, name: string, promotions: Array<{ id: string, slug: string, productName: string | null, testsFor: string | null, sampleType: string | null, resultsTime: string | null, score: number, couponText: string | null, ribbon: string | null, features_md: string | null, callToAction: string | null, deepLink: { id: string, name: string, cta: string | null, affiliate_link: string } | null, landing_page_preview_image: { id: string, url: string, width: number | null, height: number | null, mimeType: string | null, alt: string | null } | null, advertiser: { id: string, name: string, isDisabled: boolean, domain: string | null, defaultCouponText: string | null, features_md: string | null, review: string | null, logo: { id: string, url: string, width: number | null, height: number | null, mimeType: string | null, alt: string | null } | null, deepLink: { id: string, name: string, cta: string | null, affiliate_link: string } | null } | null }> } | null, topics: Array<{ id: string, name: string, faqs: Array<{ id: string, question: string, answer: string }> }>, content: { json: RichTextDocument, references: Array<
        | { __typename: 'Asset', id: string, url: string, width: number | null, height: number | null, mimeType: string | null, alt: string | null }
        | { __typename: 'Chart', id: string, name: string, promotions: Array<{ id: string, slug: string, productName: string | null, testsFor: string | null, sampleType: string | null, resultsTime: string | null, score: number, couponText: string | null, ribbon: string | null, features_md: string | null, callToAction: string | null, deepLink: { id: string, name: string, cta: string | null, affiliate_link: string } | null, landing_page_preview_image: { id: string, url: string, width: number | null, height: number | null, mimeType: string | null, alt: string | null } | null, advertiser: { id: string, name: string, isDisabled: boolean, domain: string | null, defaultCouponText: string | null, features_md: string | null, review: string | null, logo: { id: string, url: string, width: number | null, height: number | null, mimeType: string | null, alt: string | null } | null, deepLink: { id: string, name: string, cta: string | null, affiliate_link: string } | null } | null }> }
        | { __typename: 'DeepLink', id: string, name: string, cta: string | null, affiliate_link: string }
        | { __typename: 'Faq', id: string, question: string, answer: string }
        | { __typename: 'Page', id: string, title: string, slug: string, metaDescription: string | null }
        | { __typename: 'Post', id: string, title: string, slug: string, excerpt: string | null, createdAt: string, updatedAt: string, coverImage: { id: string, url: string, width: number | null, height: number | null, mimeType: string | null, alt: string | null } | null, category: { id: string, title: string, slug: string } | null, subCategory: { id: string, title: string, slug: string } | null, author: { id: string, name: string, slug: string } | null }
        | { __typename: 'Promotion', id: string, slug: string, productName: string | null, testsFor: string | null, sampleType: string | null, resultsTime: string | null, score: number, couponText: string | null, ribbon: string | null, features_md: string | null, callToAction: string | null, deepLink: { id: string, name: string, cta: string | null, affiliate_link: string } | null, landing_page_preview_image: { id: string, url: string, width: number | null, height: number | null, mimeType: string | null, alt: string | null } | null, advertiser: { id: string, name: string, isDisabled: boolean, domain: string | null, defaultCouponText: string | null, features_md: string | null, review: string | null, logo: { id: string, url: string, width: number | null, height: number | null, mimeType: string | null, alt: string | null } | null, deepLink: { id: string, name: string, cta: string | null, affiliate_link: string } | null } | null }
        | { __typename: 'Topic', id: string, name: string, faqs: Array<{ id: string, question: string, answer: string }> }
      > } | null } | null };

export type PageSummaryFieldsFragment = { id: string, title: string, slug: string, metaDescription: string | null };

export type PageReferencesQueryVariables = Exact<{
  first: Scalars['Int']['input'];
  skip: Scalars['Int']['input'];
}>;


export type PageReferencesQuery = { pagesConnection: { edges: Array<{ node: { slug: string, defaultChart: { id: string } | null, content: { references: Array<
            | { id: string }
            | { id: string }
            | { id: string }
            | { id: string }
            | Record<PropertyKey, never>
          > } | null } }>, pageInfo: { hasNextPage: boolean } } };

export type PostBySlugQueryVariables = Exact<{
  slug: Scalars['String']['input'];
}>;


export type PostBySlugQuery = { post: { publishedAt: string | null, tags: Array<string>, id: string, title: string, slug: string, excerpt: string | null, createdAt: string, updatedAt: string, seo: { id: string, title: string | null, description: string | null, canonicalUrl: string | null, keywords: Array<string>, lastReviewed: string | null, dateModified: string | null, reviewedBy: { id: string, name: string, slug: string } | null } | null, content: { json: RichTextDocument, references: Array<
        | { __typename: 'Asset', id: string, url: string, width: number | null, height: number | null, mimeType: string | null, alt: string | null }
        | { __typename: 'DeepLink', id: string, name: string, cta: string | null, affiliate_link: string }
        | { __typename: 'Faq', id: string, question: string, answer: string }
        | { __typename: 'ProductReview', id: string, name: string, description: string | null, pros: Array<string>, cons: Array<string>, product: { id: string, score: number, ribbon: string | null } | null, brand: { id: string, name: string, domain: string | null, isDisabled: boolean } | null, deepLink: { id: string, name: string, cta: string | null, affiliate_link: string } | null, image: { id: string, url: string, width: number | null, height: number | null, mimeType: string | null, alt: string | null } | null }
        | { __typename: 'Promotion', id: string, slug: string, productName: string | null, testsFor: string | null, sampleType: string | null, resultsTime: string | null, score: number, couponText: string | null, ribbon: string | null, features_md: string | null, callToAction: string | null, deepLink: { id: string, name: string, cta: string | null, affiliate_link: string } | null, landing_page_preview_image: { id: string, url: string, width: number | null, height: number | null, mimeType: string | null, alt: string | null } | null, advertiser: { id: string, name: string, isDisabled: boolean, domain: string | null, defaultCouponText: string | null, features_md: string | null, review: string | null, logo: { id: string, url: string, width: number | null, height: number | null, mimeType: string | null, alt: string | null } | null, deepLink: { id: string, name: string, cta: string | null, affiliate_link: string } | null } | null }
      > } | null, coverImage: { id: string, url: string, width: number | null, height: number | null, mimeType: string | null, alt: string | null } | null, category: { id: string, title: string, slug: string } | null, subCategory: { id: string, title: string, slug: string } | null, author: { id: string, name: string, slug: string } | null } | null };

export type PostsByCategoryQueryVariables = Exact<{
  where: PostWhereInput;
  limit: Scalars['Int']['input'];
  offset: Scalars['Int']['input'];
  width: Scalars['Int']['input'];
}>;


export type PostsByCategoryQuery = { postsConnection: { edges: Array<{ node: { id: string, title: string, slug: string, excerpt: string | null, createdAt: string, updatedAt: string, coverImage: { id: string, url: string, width: number | null, height: number | null, mimeType: string | null, alt: string | null } | null, category: { id: string, title: string, slug: string } | null, subCategory: { id: string, title: string, slug: string } | null, author: { id: string, name: string, slug: string } | null } }>, pageInfo: { hasNextPage: boolean, hasPreviousPage: boolean, pageSize: number | null }, aggregate: { count: number } } };

export type SiteConfigQueryVariables = Exact<{ [key: string]: never; }>;


export type SiteConfigQuery = { siteConfigs: Array<{ id: string, name: string, domain: string, colorPalette: unknown | null, gaMeasurementId: string | null, gtmId: string | null, logo: { id: string, url: string, width: number | null, height: number | null, mimeType: string | null, alt: string | null } | null, logoMobile: { id: string, url: string, width: number | null, height: number | null, mimeType: string | null, alt: string | null } | null, favicon: { id: string, url: string, width: number | null, height: number | null, mimeType: string | null, alt: string | null } | null, miniChart: { id: string, name: string, promotions: Array<{ id: string, slug: string, productName: string | null, testsFor: string | null, sampleType: string | null, resultsTime: string | null, score: number, couponText: string | null, ribbon: string | null, features_md: string | null, callToAction: string | null, deepLink: { id: string, name: string, cta: string | null, affiliate_link: string } | null, landing_page_preview_image: { id: string, url: string, width: number | null, height: number | null, mimeType: string | null, alt: string | null } | null, advertiser: { id: string, name: string, isDisabled: boolean, domain: string | null, defaultCouponText: string | null, features_md: string | null, review: string | null, logo: { id: string, url: string, width: number | null, height: number | null, mimeType: string | null, alt: string | null } | null, deepLink: { id: string, name: string, cta: string | null, affiliate_link: string } | null } | null }> } | null }> };

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
}
    `, {"fragmentName":"PostIndexFields"}) as unknown as TypedDocumentString<PostIndexFieldsFragment, unknown>;
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
    ...AuthorSummaryFields
  }
}
    fragment AuthorSummaryFields on Author {
  id
  name
  slug
}`, {"fragmentName":"SeoFields"}) as unknown as TypedDocumentString<SeoFieldsFragment, unknown>;
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
    deepLink {
      ...DeepLinkFields
    }
  }
}`, {"fragmentName":"ChartFields"}) as unknown as TypedDocumentString<ChartFieldsFragment, unknown>;
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
export const NextPageFieldsFragmentDoc = new TypedDocumentString(`
    fragment NextPageFields on PageInfo {
  hasNextPage
}
    `, {"fragmentName":"NextPageFields"}) as unknown as TypedDocumentString<NextPageFieldsFragment, unknown>;
export const ListPageInfoFieldsFragmentDoc = new TypedDocumentString(`
    fragment ListPageInfoFields on PageInfo {
  hasNextPage
  hasPreviousPage
  pageSize
}
    `, {"fragmentName":"ListPageInfoFields"}) as unknown as TypedDocumentString<ListPageInfoFieldsFragment, unknown>;
export const NavigationLinkFieldsFragmentDoc = new TypedDocumentString(`
    fragment NavigationLinkFields on NavigationLink {
  id
  title
  url
  isColored
}
    `, {"fragmentName":"NavigationLinkFields"}) as unknown as TypedDocumentString<NavigationLinkFieldsFragment, unknown>;
export const PageSummaryFieldsFragmentDoc = new TypedDocumentString(`
    fragment PageSummaryFields on Page {
  id
  title
  slug
  metaDescription
}
    `, {"fragmentName":"PageSummaryFields"}) as unknown as TypedDocumentString<PageSummaryFieldsFragment, unknown>;
export const AuthorBySlugDocument = new TypedDocumentString(`
    query AuthorBySlug($slug: String!) {
  author(where: {slug: $slug}) {
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
  picture {
    ...AssetFields
  }
}`) as unknown as TypedDocumentString<AuthorBySlugQuery, AuthorBySlugQueryVariables>;
export const AuthorPostsDocument = new TypedDocumentString(`
    query AuthorPosts($slug: String!, $limit: Int!, $offset: Int!) {
  postsConnection(
    where: {author: {slug: $slug}}
    orderBy: createdAt_DESC
    first: $limit
    skip: $offset
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
fragment ListPageInfoFields on PageInfo {
  hasNextPage
  hasPreviousPage
  pageSize
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
    query Categories {
  categories(first: 100, orderBy: title_ASC) {
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
    query PostIndex($first: Int!, $skip: Int!) {
  postsConnection(orderBy: createdAt_DESC, first: $first, skip: $skip) {
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
}
fragment NextPageFields on PageInfo {
  hasNextPage
}`) as unknown as TypedDocumentString<PostIndexQuery, PostIndexQueryVariables>;
export const PostIndexEntryDocument = new TypedDocumentString(`
    query PostIndexEntry($id: ID!) {
  post(where: {id: $id}) {
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
}`) as unknown as TypedDocumentString<PostIndexEntryQuery, PostIndexEntryQueryVariables>;
export const PageIndexDocument = new TypedDocumentString(`
    query PageIndex($first: Int!, $skip: Int!) {
  pagesConnection(orderBy: createdAt_ASC, first: $first, skip: $skip) {
    edges {
      node {
        id
        slug
        sitemap
        updatedAt
      }
    }
    pageInfo {
      ...NextPageFields
    }
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
    query PostCount($where: PostWhereInput) {
  postsConnection(where: $where, first: 0) {
    aggregate {
      count
    }
  }
}
    `) as unknown as TypedDocumentString<PostCountQuery, PostCountQueryVariables>;
export const NewestPostUpdateDocument = new TypedDocumentString(`
    query NewestPostUpdate($where: PostWhereInput) {
  postsConnection(where: $where, orderBy: updatedAt_DESC, first: 1) {
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
    query SitemapPosts($first: Int!, $skip: Int!) {
  posts(orderBy: createdAt_ASC, first: $first, skip: $skip) {
    slug
    updatedAt
  }
}
    `) as unknown as TypedDocumentString<SitemapPostsQuery, SitemapPostsQueryVariables>;
export const RssItemsDocument = new TypedDocumentString(`
    query RssItems($first: Int!) {
  posts(orderBy: createdAt_DESC, first: $first) {
    title
    slug
    excerpt
    createdAt
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
}
    `) as unknown as TypedDocumentString<DeepLinkByNameQuery, DeepLinkByNameQueryVariables>;
export const DeepLinkIndexDocument = new TypedDocumentString(`
    query DeepLinkIndex($first: Int!, $skip: Int!) {
  deepLinksConnection(first: $first, skip: $skip) {
    edges {
      node {
        name
        affiliate_link
      }
    }
    pageInfo {
      ...NextPageFields
    }
  }
}
    fragment NextPageFields on PageInfo {
  hasNextPage
}`) as unknown as TypedDocumentString<DeepLinkIndexQuery, DeepLinkIndexQueryVariables>;
export const AdvertiserLinkIndexDocument = new TypedDocumentString(`
    query AdvertiserLinkIndex($first: Int!, $skip: Int!) {
  advertisersConnection(first: $first, skip: $skip) {
    edges {
      node {
        isDisabled
        deepLink {
          name
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
}`) as unknown as TypedDocumentString<AdvertiserLinkIndexQuery, AdvertiserLinkIndexQueryVariables>;
export const HomePageDocument = new TypedDocumentString(`
    query HomePage {
  homePages(first: 1) {
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
fragment SeoFields on Seo {
  id
  title
  description
  canonicalUrl
  keywords
  lastReviewed
  dateModified
  reviewedBy {
    ...AuthorSummaryFields
  }
}`) as unknown as TypedDocumentString<HomePageQuery, HomePageQueryVariables>;
export const MedicalTeamDocument = new TypedDocumentString(`
    query MedicalTeam($first: Int!, $skip: Int!) {
  authorsConnection(orderBy: name_ASC, first: $first, skip: $skip) {
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
  picture {
    ...AssetFields
  }
}
fragment NextPageFields on PageInfo {
  hasNextPage
}`) as unknown as TypedDocumentString<MedicalTeamQuery, MedicalTeamQueryVariables>;
export const ReviewedPostsDocument = new TypedDocumentString(`
    query ReviewedPosts($first: Int!, $skip: Int!) {
  postsConnection(orderBy: createdAt_DESC, first: $first, skip: $skip) {
    edges {
      node {
        id
        category {
          ...CategoryRefFields
        }
        seo {
          reviewedBy {
            slug
          }
        }
      }
    }
    pageInfo {
      ...NextPageFields
    }
  }
}
    fragment CategoryRefFields on Category {
  id
  title
  slug
}
fragment NextPageFields on PageInfo {
  hasNextPage
}`) as unknown as TypedDocumentString<ReviewedPostsQuery, ReviewedPostsQueryVariables>;
export const NavigationMenuDocument = new TypedDocumentString(`
    query NavigationMenu($name: String!) {
  navigationMenu(where: {name: $name}) {
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
    query PageBySlug($slug: String!) {
  page(where: {slug: $slug}) {
    ...PageSummaryFields
    url
    headerOneText
    headerTwoText
    sitemap
    useHeroImage
    updatedAt
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
fragment SeoFields on Seo {
  id
  title
  description
  canonicalUrl
  keywords
  lastReviewed
  dateModified
  reviewedBy {
    ...AuthorSummaryFields
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
export const PostBySlugDocument = new TypedDocumentString(`
    query PostBySlug($slug: String!) {
  post(where: {slug: $slug}) {
    ...PostCardFields
    publishedAt
    tags
    seo {
      ...SeoFields
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
fragment SeoFields on Seo {
  id
  title
  description
  canonicalUrl
  keywords
  lastReviewed
  dateModified
  reviewedBy {
    ...AuthorSummaryFields
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
    deepLink {
      ...DeepLinkFields
    }
  }
}
fragment FaqFields on Faq {
  id
  question
  answer
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
}`) as unknown as TypedDocumentString<PostBySlugQuery, PostBySlugQueryVariables>;
export const PostsByCategoryDocument = new TypedDocumentString(`
    query PostsByCategory($where: PostWhereInput!, $limit: Int!, $offset: Int!, $width: Int!) {
  postsConnection(
    where: $where
    orderBy: createdAt_DESC
    first: $limit
    skip: $offset
  ) {
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
fragment ListPageInfoFields on PageInfo {
  hasNextPage
  hasPreviousPage
  pageSize
}`) as unknown as TypedDocumentString<PostsByCategoryQuery, PostsByCategoryQueryVariables>;
export const SiteConfigDocument = new TypedDocumentString(`
    query SiteConfig {
  siteConfigs(first: 1) {
    id
    name
    domain
    colorPalette
    gaMeasurementId
    gtmId
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