import type { IncomingMessage } from "node:http";

/** Largest request body read by the site's API routes and the content service (webhook payloads and queries are a few kilobytes). */
export const MAX_BODY_BYTES = 1024 * 1024;

export class BodyTooLargeError extends Error {}

/** Reads the request body exactly as sent: signatures are computed over these bytes. */
export async function readRawBody(request: IncomingMessage, limit = MAX_BODY_BYTES): Promise<string> {
  return (await readRawBytes(request, limit)).toString("utf8");
}

/** The body's bytes (an uploaded file), refused past `limit`. */
export async function readRawBytes(request: IncomingMessage, limit = MAX_BODY_BYTES): Promise<Buffer> {
  // A declared length over the limit is refused before reading a byte.
  if (Number(request.headers["content-length"]) > limit) throw new BodyTooLargeError(`Request body is larger than ${limit} bytes`);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    const buffer = typeof chunk === "string" ? Buffer.from(chunk) : (chunk as Buffer);
    size += buffer.length;
    if (size > limit) throw new BodyTooLargeError(`Request body is larger than ${limit} bytes`);
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}
