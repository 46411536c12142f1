import type { NextApiRequest, NextApiResponse } from "next";
import { isValidDeepLinkName, safeAffiliateUrl, withTrackingParameters } from "@/lib/shared/click-outs/click-out";
import { CONTENT_OUTAGE_RETRY_AFTER_SECONDS } from "@/lib/shared/telemetry/content-outage";
import { clickOutTable } from "@/lib/server/click-outs/server-click-outs";
import { readSessionCookie } from "@/lib/shared/privacy/session-cookie";
import { READ_METHODS, refuseOtherMethods } from "@/lib/server/api/allowed-methods";
import { queryValue } from "@/lib/server/api/query-values";

/**
 * /go/{name} (rewritten here by proxy.ts): looks up the deep link by name and redirects to its
 * affiliate link with the visitor's tracking parameters. The target always comes from the content
 * service (its last good table during an outage), never from the request. A disabled
 * advertiser's link is not found.
 */
export default async function goToAdvertiser(req: NextApiRequest, res: NextApiResponse) {
  res.setHeader("Cache-Control", "no-store");
  res.setHeader("X-Robots-Tag", "noindex, nofollow");
  if (refuseOtherMethods(req, res, READ_METHODS)) return;
  const name = queryValue(req.query, "name") ?? "";
  if (!isValidDeepLinkName(name)) return res.status(404).send("Not found");
  const found = await clickOutTable.lookup(name);
  if (found.status === "unavailable") {
    res.setHeader("Retry-After", String(CONTENT_OUTAGE_RETRY_AFTER_SECONDS));
    return res.status(503).send("Temporarily unavailable, please try again shortly");
  }
  const target = found.status === "found" ? safeAffiliateUrl(found.link) : null;
  if (!target) return res.status(404).send("Not found");
  const destination = withTrackingParameters(target, readSessionCookie(req.cookies));
  res.redirect(302, destination.toString());
}
