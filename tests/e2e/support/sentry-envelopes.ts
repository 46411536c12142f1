import { createServer, type Server } from "node:http";
import { gunzipSync, inflateSync } from "node:zlib";

/**
 * A local stand-in for Sentry's ingestion endpoint: it speaks the envelope protocol
 * (POST /api/{project}/envelope/, newline-delimited headers and items, optional gzip) and
 * keeps every item it receives, for tests to read back at GET /received.
 */
export type EnvelopeItem = { type: string; payload: unknown; raw: string };

/** Splits an envelope: a header line, then per item a header line and a payload (by length, or to the line end). */
export function parseEnvelope(body: Buffer): EnvelopeItem[] {
  const items: EnvelopeItem[] = [];
  let offset = body.indexOf(0x0a) + 1;
  if (offset === 0) return items;
  while (offset < body.length) {
    const headerEnd = body.indexOf(0x0a, offset);
    if (headerEnd === -1) break;
    const header = JSON.parse(body.subarray(offset, headerEnd).toString("utf8")) as { type: string; length?: number };
    const start = headerEnd + 1;
    const end = typeof header.length === "number" ? start + header.length : (body.indexOf(0x0a, start) + 1 || body.length + 1) - 1;
    const raw = body.subarray(start, end).toString("utf8");
    let payload: unknown = raw;
    try {
      payload = JSON.parse(raw);
    } catch {
      // Attachments and other binary items are kept as text.
    }
    items.push({ type: header.type, payload, raw });
    offset = end + 1;
  }
  return items;
}

function decode(body: Buffer, encoding: string | undefined): Buffer {
  if (encoding === "gzip") return gunzipSync(body);
  if (encoding === "deflate") return inflateSync(body);
  return body;
}

const CORS = { "access-control-allow-origin": "*", "access-control-allow-headers": "*", "access-control-allow-methods": "POST, OPTIONS" };

export function startSentryStandIn(): Promise<{ server: Server; dsn: string; url: string }> {
  const received: EnvelopeItem[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      if (request.method === "OPTIONS") return void response.writeHead(204, CORS).end();
      if (request.method === "GET" && request.url === "/received") {
        return void response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(received));
      }
      if (request.method === "POST" && /^\/api\/\d+\/envelope\/?(\?|$)/.test(request.url ?? "")) {
        try {
          received.push(...parseEnvelope(decode(Buffer.concat(chunks), request.headers["content-encoding"])));
          return void response.writeHead(200, { ...CORS, "content-type": "application/json" }).end("{}");
        } catch {
          return void response.writeHead(400, CORS).end();
        }
      }
      response.writeHead(404).end();
    });
  });
  return new Promise((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      resolve({ server, dsn: `http://0123456789abcdef0123456789abcdef@127.0.0.1:${port}/1`, url: `http://127.0.0.1:${port}` });
    });
  });
}
