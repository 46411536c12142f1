import { createServer, request, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A pass-through to a real content service that can be told to hang: it then accepts requests
 * and never answers, as a stuck service does (nothing fails fast). The fault injected at the edge.
 */
export async function hangingEdge(targetUrl: string) {
  const target = new URL(targetUrl);
  const held: ServerResponse[] = [];
  const state = { hanging: false };
  const server = createServer((req, res) => {
    if (state.hanging) return void held.push(res);
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
