import type { NextApiRequest, NextApiResponse } from "next";
import { isValidDeepLinkName, safeAffiliateUrl, withTrackingParameters } from "@/lib/shared/click-outs/click-out";
import { CONTENT_OUTAGE_RETRY_AFTER_SECONDS } from "@/lib/shared/telemetry/content-outage";
import { clickOuts } from "@/lib/server/click-outs/server-click-outs";
import { readSessionCookie } from "@/lib/shared/privacy/session-cookie";
import { READ_METHODS, refuseOtherMethods } from "@/lib/server/api/allowed-methods";
import { queryValue } from "@/lib/server/api/query-values";

/**
 * /go/{name} (rewritten here by proxy.ts): resolves the name with the "Deep link by name" query and
 * redirects to its affiliate link with the visitor's tracking parameters. The target always comes
 * from the content service (during an outage, the last link resolved for the name, for a short
 * while: lib/server/click-outs/click-out-resolver.ts), never from the request. An unknown name, and a
 * disabled advertiser's link, is a 404; no answer from the content service, a 503.
 */
export default async function goToAdvertiser(req: NextApiRequest, res: NextApiResponse) {
  res.setHeader("Cache-Control", "no-store");
  res.setHeader("X-Robots-Tag", "noindex, nofollow");
  if (refuseOtherMethods(req, res, READ_METHODS)) return;
  const name = queryValue(req.query, "name") ?? "";
  if (!isValidDeepLinkName(name)) return res.status(404).send("Not found");
  const found = await clickOuts.lookup(name);
  if (found.status === "unavailable") {
    res.setHeader("Retry-After", String(CONTENT_OUTAGE_RETRY_AFTER_SECONDS));
    return res.status(503).send("Temporarily unavailable, please try again shortly");
  }
  const target = found.status === "found" ? safeAffiliateUrl(found.link) : null;
  if (!target) return res.status(404).send("Not found");
  const destination = withTrackingParameters(target, readSessionCookie(req.cookies));
  res.redirect(302, destination.toString());
}
