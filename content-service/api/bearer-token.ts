import type { IncomingMessage } from "node:http";
import { secretsEqual } from "@sti-aware/contract/secret-comparison";

/** Whether the request carries `Authorization: Bearer {token}` (compared in constant time); never without a token. */
export const bearerMatches = (req: IncomingMessage, token: string | undefined): boolean => {
  if (!token) return false;
  return secretsEqual(req.headers.authorization ?? "", `Bearer ${token}`);
};
