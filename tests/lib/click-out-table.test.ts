import { afterAll, describe, expect, it } from "vitest";
import { freePort } from "@/scripts/lib/processes";
import { ClickOutTable } from "@/lib/server/click-outs/click-out-table";
import { createContentSource } from "@/queries/client/content-source";
import { startContentService } from "@/content-service/server";

const services: { close(): Promise<void> }[] = [];
afterAll(async () => {
  await Promise.all(services.map((service) => service.close()));
});

describe("click-out table", () => {
  it("answers 'unavailable' when the content service has never answered", async () => {
    const port = await freePort();
    const table = new ClickOutTable(() => createContentSource({ url: `http://127.0.0.1:${port}/graphql` }, 500));
    expect(await table.lookup("testwise")).toEqual({ status: "unavailable" });
  });

  it("leaves out disabled advertisers, and keeps its last good table through an outage", async () => {
    const service = await startContentService({ port: 0 });
    services.push(service);
    let now = 0;
    const table = new ClickOutTable(() => createContentSource({ url: `${service.url}/graphql` }, 500), () => now);
    expect(await table.lookup("testwise")).toEqual({ status: "found", link: expect.stringMatching(/^https:\/\/www\.testwise\.example\//) });
    expect(await table.lookup("shieldco")).toEqual({ status: "unknown" });
    await service.close();
    now += 10 * 60_000;
    expect(await table.lookup("testwise")).toMatchObject({ status: "found" });
    expect(await table.lookup("no-such-brand")).toEqual({ status: "unknown" });
  });
});
