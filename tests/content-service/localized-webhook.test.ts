import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { graphql, withShippedContentCopy } from "./helpers";

/**
 * The webhook a localized publish sends (what the site's revalidation reads to regenerate each
 * language's pages): the locales the operation touched, with their slugs.
 */

const TOKEN = "mutation-token";
const SECRET = "webhook-secret";
const bodies: { operation: string; data: Record<string, unknown> }[] = [];
let receiver: Server;

beforeAll(async () => {
  receiver = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      bodies.push(JSON.parse(body) as (typeof bodies)[number]);
      res.writeHead(200).end("{}");
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
});
afterAll(() => new Promise((resolve) => receiver.close(resolve)));
const test = withShippedContentCopy(() => ({ token: TOKEN, webhookUrl: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/api/revalidate`, webhookSecret: SECRET }));

const mutate = (query: string) => graphql<Record<string, unknown>>(test.service, query, undefined, { token: TOKEN });
const delivered = async (count: number) => {
  for (let waited = 0; bodies.length < count && waited < 5_000; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
  return bodies.slice(-1)[0];
};

describe("webhooks of a translation", () => {
  it("lists every locale of a translated entry with its slug, the published or unpublished locale first", async () => {
    const where = 'where: { slug: "syphilis-stages-and-testing" }';
    await mutate(`mutation { updatePost(${where}, data: { localizations: { create: [{ locale: es, data: { title: "Sífilis", slug: "sifilis" } }] } }) { id } }`);
    await mutate(`mutation { publishPost(${where}, locales: [es], publishBase: false) { id } }`);
    expect(await delivered(1)).toMatchObject({ operation: "publish", data: { __typename: "Post", slug: "syphilis-stages-and-testing", stage: "PUBLISHED", localizations: [{ locale: "es", slug: "sifilis", title: "Sífilis" }, { locale: "en", slug: "syphilis-stages-and-testing", title: expect.any(String) }] } });
    await mutate(`mutation { publishPost(${where}) { id } }`);
    expect((await delivered(2)).data.localizations).toEqual([
      { locale: "en", slug: "syphilis-stages-and-testing", title: expect.any(String) },
      { locale: "es", slug: "sifilis", title: "Sífilis" },
    ]);
    await mutate(`mutation { unpublishPost(${where}, locales: [es], unpublishBase: false) { id } }`);
    expect(await delivered(3)).toMatchObject({ operation: "unpublish", data: { localizations: [{ locale: "es", slug: "sifilis" }, { locale: "en" }] } });
  });
});
