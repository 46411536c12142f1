import type { IncomingMessage, ServerResponse } from "node:http";

/**
 * Answers 405 with `Allow` when a route does not support the request's method, and says whether
 * it did. Next answers other methods itself only for static pages; server-rendered routes and
 * API routes would treat a DELETE or PUT as a GET, so each says what it supports.
 */
export function refuseOtherMethods(req: IncomingMessage, res: ServerResponse, allowed: readonly string[]): boolean {
  if (allowed.includes(req.method ?? "GET")) return false;
  res.statusCode = 405;
  res.setHeader("Allow", allowed.join(", "));
  res.setHeader("Cache-Control", "no-store");
  res.setHeader("Content-Type", "text/plain; charset=utf-8");
  res.end(`Method ${String(req.method).slice(0, 20)} is not allowed here. Allowed: ${allowed.join(", ")}.\n`);
  return true;
}

export const READ_METHODS = ["GET", "HEAD"] as const;
/** A page with a form that works without JavaScript (/when-to-test). */
export const FORM_METHODS = ["GET", "HEAD", "POST"] as const;
