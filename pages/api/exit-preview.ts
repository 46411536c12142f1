import type { NextApiRequest, NextApiResponse } from "next";
import { READ_METHODS, refuseOtherMethods } from "@/lib/server/api/allowed-methods";
import { sameSitePath } from "@sti-aware/contract/url-targets";
import { queryValue } from "@/lib/server/api/query-values";

/**
 * Leaves draft mode and returns to the page the editor was on (only a path on this site).
 * The draft cookies are cleared with empty values: `setDraftMode({ enable: false })` would
 * write the build's preview id (the key to draft mode and to on-demand regeneration) into an
 * expired cookie that any anonymous request could read.
 */
export default function exitPreview(req: NextApiRequest, res: NextApiResponse) {
  res.setHeader("Cache-Control", "no-store");
  if (refuseOtherMethods(req, res, READ_METHODS)) return;
  res.clearPreviewData();
  res.redirect(307, sameSitePath(queryValue(req.query, "from")) ?? "/");
}
