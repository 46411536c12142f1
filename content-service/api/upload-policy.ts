import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The embedded service's answer to Hygraph Asset Management's `upload.requestPostData`: a signed
 * upload policy for its own upload address (POST /asset-uploads), shaped like the S3 POST policy
 * Hygraph hands out (docs/hygraph.md, "Assets"). The policy (base64 JSON) names the asset, the
 * form's `key`, the largest file and when it expires; its signature is an HMAC-SHA256 of the
 * policy with the service's upload secret, so only a policy this service issued, unchanged and
 * before it expires, lets a file in. The policy carries everything the upload needs: the service
 * keeps no record of pending uploads, and the asset entry written on the first upload is what
 * refuses a second one with the same policy.
 */

export const UPLOAD_ALGORITHM = "HMAC-SHA256";
/** How long a policy is good for. Hygraph's sample policy lives about 2 h 25 min; an import uploads at once. */
export const UPLOAD_POLICY_LIFETIME_MS = 60 * 60 * 1000;

export type UploadPolicy = {
  expiration: string;
  /** The Asset entry the upload completes. */
  assetId: string;
  key: string;
  fileName: string;
  /** The project's own Asset fields given to createAsset (key, alt), set when the file arrives. */
  fields: Record<string, string>;
  maxBytes: number;
  algorithm: string;
  credential: string;
  date: string;
};

/** Hygraph's AssetUploadRequestPostData, field for field. */
export type RequestPostData = { url: string; date: string; key: string; signature: string; algorithm: string; policy: string; credential: string; securityToken: string | null };

/**
 * The form fields a signed upload sends before its file, in the order of Hygraph's docs (their curl),
 * each with the requestPostData field it carries. The security token goes only when it is not null.
 */
export const FORM_FIELDS = [
  ["X-Amz-Date", "date"],
  ["key", "key"],
  ["X-Amz-Signature", "signature"],
  ["X-Amz-Algorithm", "algorithm"],
  ["policy", "policy"],
  ["X-Amz-Credential", "credential"],
  ["X-Amz-Security-Token", "securityToken"],
] as const;
/** The fields every form must have (this service issues no security token). */
type RequiredField = Exclude<(typeof FORM_FIELDS)[number], readonly [string, "securityToken"]>;
const REQUIRED_FIELDS = FORM_FIELDS.filter((entry): entry is RequiredField => entry[1] !== "securityToken");

/** The date form `X-Amz-Date` takes: YYYYMMDDTHHMMSSZ. */
const amzDate = (now: Date) => now.toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");

const sign = (secret: string, policy: string) => createHmac("sha256", secret).update(policy).digest("hex");

export function signUploadPolicy(secret: string, uploadUrl: string, asset: { assetId: string; fileName: string; fields: Record<string, string>; maxBytes: number }, now: Date): { requestPostData: RequestPostData; expiresAt: string } {
  const date = amzDate(now);
  const policy: UploadPolicy = {
    ...asset,
    expiration: new Date(now.getTime() + UPLOAD_POLICY_LIFETIME_MS).toISOString(),
    key: `uploads/${asset.assetId}`,
    algorithm: UPLOAD_ALGORITHM,
    credential: `content-service/${date.slice(0, 8)}/asset-uploads`,
    date,
  };
  const encoded = Buffer.from(JSON.stringify(policy)).toString("base64");
  return {
    requestPostData: { url: uploadUrl, date, key: policy.key, signature: sign(secret, encoded), algorithm: UPLOAD_ALGORITHM, policy: encoded, credential: policy.credential, securityToken: null },
    expiresAt: policy.expiration,
  };
}

export class PolicyRefusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** The policy of a signed upload's form fields, or why the upload is refused (403: not this service's, changed or expired). */
export function verifyUploadPolicy(secret: string, fields: Map<string, string>, now: Date): UploadPolicy {
  const missing = REQUIRED_FIELDS.map(([name]) => name).filter((name) => !fields.get(name.toLowerCase()));
  if (missing.length) throw new PolicyRefusal(400, `The form lacks ${missing.join(", ")}: send every requestPostData field before the file`);
  const encoded = fields.get("policy") as string;
  const expected = Buffer.from(sign(secret, encoded), "hex");
  const given = Buffer.from(fields.get("x-amz-signature") as string, "hex");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new PolicyRefusal(403, "X-Amz-Signature does not match the policy: the policy was changed, or this service did not issue it");
  }
  const policy = JSON.parse(Buffer.from(encoded, "base64").toString("utf8")) as UploadPolicy;
  if (Date.parse(policy.expiration) <= now.getTime()) {
    throw new PolicyRefusal(403, `The upload policy expired at ${policy.expiration}: ask createAsset for a new one`);
  }
  for (const [name, field] of REQUIRED_FIELDS) {
    if (field === "signature" || field === "policy") continue;
    if (fields.get(name.toLowerCase()) !== policy[field]) throw new PolicyRefusal(403, `${name} is not the one the policy was issued for`);
  }
  return policy;
}
