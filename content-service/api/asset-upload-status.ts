/**
 * Hygraph Asset Management's upload types, as its content API has them (docs/hygraph.md,
 * "Assets"): every Asset has an `upload` with its status, and while it waits for its file the
 * signed form data the file goes with.
 */
export const ASSET_UPLOAD_TYPES_SDL = [
  "enum AssetUploadStatus { ASSET_CREATE_PENDING ASSET_ERROR_UPLOAD ASSET_UPDATE_PENDING ASSET_UPLOAD_COMPLETE }",
  "type AssetUploadRequestPostData { url: String! date: String! key: String! signature: String! algorithm: String! policy: String! credential: String! securityToken: String }",
  "type AssetUploadError { code: String! message: String! }",
  "type AssetUpload { status: AssetUploadStatus expiresAt: DateTime requestPostData: AssetUploadRequestPostData error: AssetUploadError }",
];

/** What an Asset in the store answers for `upload`: its file is there. */
export const COMPLETE_UPLOAD = { status: "ASSET_UPLOAD_COMPLETE", expiresAt: null, requestPostData: null, error: null };
