import type { ServerResponse } from "node:http";

/** The service's JSON answers, and errors in Hygraph's shape (`{ errors: [{ message }], data: null }`). */

export function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { "content-type": "application/json; charset=utf-8", "x-content-type-options": "nosniff", ...headers });
  res.end(JSON.stringify(body));
}

export const hygraphError = (res: ServerResponse, status: number, message: string, headers: Record<string, string> = {}) =>
  send(res, status, { errors: [{ message }], data: null }, headers);
