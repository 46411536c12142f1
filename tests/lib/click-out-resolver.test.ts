import { createServer, type Server } from "node:http";
import { afterAll, describe, expect, it } from "vitest";
import { freePort } from "@/scripts/lib/processes";
import { ClickOutResolver, LAST_GOOD_TTL_MS } from "@/lib/server/click-outs/click-out-resolver";
import { createContentSource } from "@/queries/client/content-source";
import { startContentService } from "@/content-service/http/server";

const closers: (() => Promise<void>)[] = [];
afterAll(async () => {
  await Promise.all(closers.map((close) => close()));
});

const TIMEOUT_MS = 500;
const resolverOn = (url: string, now?: () => number) => new ClickOutResolver(() => createContentSource({ url }, TIMEOUT_MS, { retries: 0 }), now);

describe("click-out resolver (deep link by name)", () => {
  it("finds a link by name; an unknown name and a disabled advertiser's link are unknown", async () => {
    const service = await startContentService({ port: 0 });
    closers.push(() => service.close());
    const resolver = resolverOn(`${service.url}/graphql`);
    expect(await resolver.lookup("testwise")).toEqual({ status: "found", link: expect.stringMatching(/^https:\/\/www\.testwise\.example\//) });
    // Shield & Co is disabled in the shipped content.
    expect(await resolver.lookup("shieldco")).toEqual({ status: "unknown" });
    expect(await resolver.lookup("no-such-brand")).toEqual({ status: "unknown" });
  });

  it("through an outage: the last link resolved for the name for a short while, then unavailable; unknown names unavailable", async () => {
    const service = await startContentService({ port: 0 });
    let now = 0;
    const resolver = resolverOn(`${service.url}/graphql`, () => now);
    const found = await resolver.lookup("testwise");
    await service.close();
    now += LAST_GOOD_TTL_MS;
    expect(await resolver.lookup("testwise")).toEqual(found);
    expect(await resolver.lookup("homecheck")).toEqual({ status: "unavailable" });
    now += 1;
    expect(await resolver.lookup("testwise")).toEqual({ status: "unavailable" });
  });

  it("forgets what it remembered when an editor publishes", async () => {
    const service = await startContentService({ port: 0 });
    const resolver = resolverOn(`${service.url}/graphql`);
    expect(await resolver.lookup("testwise")).toMatchObject({ status: "found" });
    await service.close();
    resolver.forget();
    expect(await resolver.lookup("testwise")).toEqual({ status: "unavailable" });
  });

  it("answers 'unavailable' within the content client's bound when the service never answers", async () => {
    const silent: Server = createServer(() => undefined);
    const port = await freePort();
    await new Promise<void>((resolve) => silent.listen(port, "127.0.0.1", resolve));
    closers.push(() => new Promise((resolve) => silent.close(() => resolve())));
    expect(await resolverOn(`http://127.0.0.1:${port}/graphql`).lookup("testwise")).toEqual({ status: "unavailable" });
    silent.closeAllConnections();
  });
});
