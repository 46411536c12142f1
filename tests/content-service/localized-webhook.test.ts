import { describe, expect, it } from "vitest";
import { dropLocalizations, graphql, withShippedContentCopy, withWebhookReceiver } from "./helpers";

/**
 * The webhook a localized publish sends (what the site's revalidation reads to regenerate each
 * language's pages), as Hygraph's docs ("Webhooks" → "Receiving a webhook") describe it: the
 * localized fields, slug and title among them, only in `localizations`, one item per locale the
 * version has (the locales the operation touched first); an unpublish sends the published
 * version as it was, so the locale taken down is still named.
 */

const TOKEN = "mutation-token";
const receiver = withWebhookReceiver();
// The post is translated here, so the copy starts with it untranslated (the shipped content translates it).
const test = withShippedContentCopy(
  () => ({ token: TOKEN, webhookUrl: receiver.url(), webhookSecret: "webhook-secret" }),
  (contentDir) => dropLocalizations(contentDir, "posts", "post-syphilis-stages-and-testing"),
);
const mutate = (query: string) => graphql<Record<string, unknown>>(test.service, query, undefined, { token: TOKEN });

describe("webhooks of a translation", () => {
  it("lists every locale of a translated entry with its slug, the published or unpublished locale first", async () => {
    const where = 'where: { slug: "syphilis-stages-and-testing" }';
    await mutate(`mutation { updatePost(${where}, data: { localizations: { create: [{ locale: es, data: { title: "Sífilis", slug: "sifilis" } }] } }) { id } }`);
    await mutate(`mutation { publishPost(${where}, locales: [es], publishBase: false) { id } }`);
    expect(await receiver.nth(1)).toMatchObject({ operation: "publish", data: { __typename: "Post", stage: "PUBLISHED", localizations: [{ locale: "es", slug: "sifilis", title: "Sífilis" }, { locale: "en", slug: "syphilis-stages-and-testing", title: expect.any(String) }] } });
    await mutate(`mutation { publishPost(${where}) { id } }`);
    expect((await receiver.nth(2)).data.localizations).toEqual([
      expect.objectContaining({ locale: "en", slug: "syphilis-stages-and-testing", title: expect.any(String) }),
      expect.objectContaining({ locale: "es", slug: "sifilis", title: "Sífilis" }),
    ]);
    await mutate(`mutation { unpublishPost(${where}, locales: [es], unpublishBase: false) { id } }`);
    expect(await receiver.nth(3)).toMatchObject({ operation: "unpublish", data: { localizations: [{ locale: "es", slug: "sifilis" }, { locale: "en" }] } });
  });
});
