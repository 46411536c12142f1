import { Readable } from "node:stream";
import type { NextApiRequest, NextApiResponse } from "next";
import { SIGNATURE_HEADER } from "@sti-aware/contract/webhook-signature";

/**
 * The site's webhook handler (`pages/api/revalidate`) called as Next calls it, with Next's
 * `res.revalidate` stood in for: it records the paths asked for. The handler answers once the job
 * is queued; the paths are regenerated after, so `revalidated` fills in after the answer.
 */
export type Handler = (req: NextApiRequest, res: NextApiResponse) => Promise<unknown>;
export type Answer = {
  status: number;
  body: { error?: string; accepted?: boolean; duplicate?: boolean; job?: string };
  /** The paths regenerated so far (after the answer, as the worker goes). */
  revalidated: string[];
  /** What `revalidated` held when the answer went out. */
  revalidatedBeforeAnswer: string[];
};
/** What Next's regeneration answers for a path: nothing (regenerated) or the error it throws. */
export type Regenerate = (path: string) => Error | undefined | Promise<Error | undefined>;

export async function deliver(handler: Handler, rawBody: string, header: string, regenerate: Regenerate = () => undefined): Promise<Answer> {
  const req = Object.assign(Readable.from([Buffer.from(rawBody)]), {
    method: "POST",
    headers: { "content-type": "application/json", [SIGNATURE_HEADER]: header },
  }) as unknown as NextApiRequest;
  const answer: Answer = { status: 0, body: {}, revalidated: [], revalidatedBeforeAnswer: [] };
  const res = {
    setHeader: () => res,
    status(code: number) {
      answer.status = code;
      return res;
    },
    json(body: Answer["body"]) {
      answer.body = body;
      answer.revalidatedBeforeAnswer = [...answer.revalidated];
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
