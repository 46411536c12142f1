import type { NextApiRequest, NextApiResponse } from "next";

/** Leaves draft mode and returns to the page the editor was on (only a path on this site). */
export default function exitPreview(req: NextApiRequest, res: NextApiResponse) {
  res.setHeader("Cache-Control", "no-store");
  res.setDraftMode({ enable: false });
  const from = typeof req.query.from === "string" ? req.query.from : "/";
  const safe = /^\/(?![/\\])[\w\-/]*$/.test(from) ? from : "/";
  res.redirect(307, safe);
}
