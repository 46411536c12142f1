import type { NextApiRequest, NextApiResponse } from "next";
import { contentSource } from "@/lib/server/content/source";
import { siteEnv } from "@/lib/server/config/env";
import { READ_METHODS, refuseOtherMethods } from "@/lib/server/api/allowed-methods";
import { isNormalizedSlug } from "@sti-aware/contract/slug";
import { getPageBySlug } from "@/queries/page-by-slug";
import { getPostBySlug } from "@/queries/post-by-slug";
import { routes } from "@sti-aware/contract/routes";
import { secretsEqual } from "@sti-aware/contract/secret-comparison";
import { queryValue } from "@/lib/server/api/query-values";


/**
 * Editors' preview link: /api/preview?secret=…&slug=… turns on draft mode and opens the post
 * (or page) with that slug, read from the preview API. The redirect target is built from the
 * slug of an entry that exists, so it is always a path on this site.
 */
export default async function preview(req: NextApiRequest, res: NextApiResponse) {
  res.setHeader("Cache-Control", "no-store");
  if (refuseOtherMethods(req, res, READ_METHODS)) return;
  const expected = siteEnv().previewSecret;
  if (!expected || !secretsEqual(queryValue(req.query, "secret") ?? "", expected)) {
    return res.status(401).json({ error: "Invalid preview secret" });
  }
  const slug = queryValue(req.query, "slug") ?? "";
  if (!isNormalizedSlug(slug)) return res.status(404).json({ error: "No draft with that slug" });
  const source = contentSource({ preview: true });
  const [post, page] = await Promise.all([getPostBySlug(source, slug), getPageBySlug(source, slug)]);
  const path = post ? routes.path("article", { slug: post.slug }) : page ? routes.path("contentPage", { slug: page.slug }) : null;
  if (!path) return res.status(404).json({ error: "No draft with that slug" });
  res.setDraftMode({ enable: true });
  res.redirect(307, path);
}
