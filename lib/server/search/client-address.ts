import type { IncomingMessage } from "node:http";
import { BlockList, isIP } from "node:net";

/**
 * Who a request counts against (the search's rate limit): the peer, or, when the peer is one of
 * the configured reverse proxies (TRUSTED_PROXIES), the address that proxy says it forwarded.
 * Only the trusted hops are skipped, from the right of X-Forwarded-For: whatever a client writes
 * into the header itself stands left of what its proxy appended, and is never believed.
 */
export function trustedProxyList(ranges: string[]): BlockList {
  const list = new BlockList();
  for (const range of ranges) {
    const [address, bits] = range.split("/");
    const family = isIP(address) === 6 ? "ipv6" : "ipv4";
    if (bits === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(bits), family);
  }
  return list;
}

/** `::ffff:10.0.0.2` → `10.0.0.2`: the IPv4 peer of a dual-stack socket. */
const plain = (address: string) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "");

const trusted = (proxies: BlockList, address: string) => {
  const family = isIP(address);
  return family !== 0 && proxies.check(address, family === 6 ? "ipv6" : "ipv4");
};

export function clientAddress(req: IncomingMessage, proxies: BlockList): string {
  let client = plain(req.socket.remoteAddress ?? "");
  if (!trusted(proxies, client)) return client;
  const forwarded = [req.headers["x-forwarded-for"]].flat().join(",").split(",").map((hop) => plain(hop.trim())).filter(Boolean);
  const realIp = req.headers["x-real-ip"];
  if (!forwarded.length && typeof realIp === "string" && isIP(realIp.trim())) return plain(realIp.trim());
  while (forwarded.length) {
    const hop = forwarded.pop()!;
    if (!isIP(hop)) return client;
    client = hop;
    if (!trusted(proxies, hop)) return client;
  }
  return client;
}
