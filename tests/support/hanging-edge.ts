import { createServer, request, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A pass-through to a real content service that can be told to hang: it then accepts requests
 * and never answers, as a stuck service does (nothing fails fast). Or to be busy for a while: it
 * answers as the service does when a query's filtering runs past its deadline under load
 * (content-service/api/limits/query-work.ts: 503, Retry-After: 1). The fault injected at the edge.
 */
export async function hangingEdge(targetUrl: string) {
  const target = new URL(targetUrl);
  const held: ServerResponse[] = [];
  const state = { hanging: false, busyUntil: 0, busyAnswers: 0 };
  const server = createServer((req, res) => {
    if (state.hanging) return void held.push(res);
    if (Date.now() < state.busyUntil) {
      state.busyAnswers++;
      req.resume();
      const message = "The content service is busy: filtering took longer than 1000 ms. Retry shortly, or use fewer filter conditions.";
      res.writeHead(503, { "content-type": "application/json", "retry-after": "1" });
      return void res.end(JSON.stringify({ errors: [{ message, extensions: { code: "BUSY" } }] }));
    }
    const forwarded = request({ host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    req.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    state,
    /** Requests held unanswered so far. */
    held,
    async close() {
      for (const res of held) res.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
