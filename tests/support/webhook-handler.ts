import { Readable } from "node:stream";
import type { NextApiRequest, NextApiResponse } from "next";
import { SIGNATURE_HEADER } from "@sti-aware/contract/webhook-signature";

/**
 * The site's webhook handler (`pages/api/revalidate`) called as Next calls it, with Next's
 * `res.revalidate` stood in for: it records the paths asked for.
 */
export type Handler = (req: NextApiRequest, res: NextApiResponse) => Promise<unknown>;
export type Answer = { status: number; body: { error?: string; revalidated?: string[]; gone?: string[]; failed?: { path: string; error?: string }[] }; revalidated: string[] };
/** What Next's regeneration answers for a path: nothing (regenerated) or the error it throws. */
export type Regenerate = (path: string) => Error | undefined | Promise<Error | undefined>;

export async function deliver(handler: Handler, rawBody: string, header: string, regenerate: Regenerate = () => undefined): Promise<Answer> {
  const req = Object.assign(Readable.from([Buffer.from(rawBody)]), {
    method: "POST",
    headers: { "content-type": "application/json", [SIGNATURE_HEADER]: header },
  }) as unknown as NextApiRequest;
  const answer: Answer = { status: 0, body: {}, revalidated: [] };
  const res = {
    setHeader: () => res,
    status(code: number) {
      answer.status = code;
      return res;
    },
    json(body: Answer["body"]) {
      answer.body = body;
      return res;
    },
    async revalidate(path: string) {
      const error = await regenerate(path);
      if (error) throw error;
      answer.revalidated.push(path);
    },
  } as unknown as NextApiResponse;
  await handler(req, res);
  return answer;
}
