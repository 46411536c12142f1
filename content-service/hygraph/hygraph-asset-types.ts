/**
 * Hygraph Asset Management's asset types, as a project's generated content API has them (field
 * names, types and enum values from such a schema's AssetUpload, AssetUploadRequestPostData and
 * AssetUploadStatus; docs/hygraph.md, "Assets"): every Asset has an `upload` with its status, and
 * while it waits for its file the signed form data the file goes with.
 */
export const HYGRAPH_ASSET_UPLOAD_SDL = [
  "enum AssetUploadStatus { ASSET_CREATE_PENDING ASSET_ERROR_UPLOAD ASSET_UPDATE_PENDING ASSET_UPLOAD_COMPLETE }",
  "type AssetUploadRequestPostData { algorithm: String! credential: String! date: String! key: String! policy: String! securityToken: String signature: String! url: String! }",
  "type AssetUploadError { code: String! message: String! }",
  "type AssetUpload { error: AssetUploadError expiresAt: DateTime requestPostData: AssetUploadRequestPostData status: AssetUploadStatus }",
];

/** The fields Hygraph adds to the Asset model besides its file fields. */
export const HYGRAPH_ASSET_EXTRA_FIELDS = ["url(transformation: AssetTransformationInput): String!", "upload: AssetUpload"];

/** The Asset fields Hygraph owns (the project adds only its own, here `alt`). */
export const ASSET_SYSTEM_FIELDS = new Set(["handle", "fileName", "mimeType", "width", "height", "size"]);
