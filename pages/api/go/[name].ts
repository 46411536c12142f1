import type { NextApiRequest, NextApiResponse } from "next";
import { isValidDeepLinkName, safeAffiliateUrl, withTrackingParameters } from "@/lib/click-out";
import { contentSource } from "@/lib/server-content-source";
import { readSessionCookie } from "@/lib/session-cookie";
import { getDeepLinkByName } from "@/queries/deep-link-by-name";

/**
 * /go/{name} (rewritten here): looks up the deep link by name and redirects to its affiliate
 * link with the visitor's tracking parameters. The target always comes from the content
 * service, never from the request.
 */
export default async function goToAdvertiser(req: NextApiRequest, res: NextApiResponse) {
  res.setHeader("Cache-Control", "no-store");
  res.setHeader("X-Robots-Tag", "noindex, nofollow");
  if (req.method !== "GET" && req.method !== "HEAD") {
    res.setHeader("Allow", "GET, HEAD");
    return res.status(405).send("Method not allowed");
  }
  const name = typeof req.query.name === "string" ? req.query.name : "";
  if (!isValidDeepLinkName(name)) return res.status(404).send("Not found");
  const target = safeAffiliateUrl(await getDeepLinkByName(contentSource(), name));
  if (!target) return res.status(404).send("Not found");
  const destination = withTrackingParameters(target, readSessionCookie(req.cookies));
  res.redirect(302, destination.toString());
}
