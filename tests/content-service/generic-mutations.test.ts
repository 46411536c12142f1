import { describe, expect, it } from "vitest";
import { graphql, withTestService } from "./helpers";

/**
 * Hygraph's generic mutations on the embedded service (what the content import sends): an upsert
 * by a unique field creates the entry once and then updates that same entry; a unique value
 * another entry holds is refused; publishing makes it readable; and none of it without the token.
 */
const TOKEN = "generic-token";
const test = withTestService(4, { token: TOKEN });

type Faq = { key: string; question: string; answer: string; stage?: string };
const upsertFaq = (key: string, question: string, token: string | null = TOKEN) =>
  graphql<{ upsertFaq: Faq | null }>(
    test.service,
    `mutation ($key: String!, $question: String!) {
      upsertFaq(where: { key: $key }, upsert: { create: { key: $key, question: $question, answer: "Yes." }, update: { question: $question } }) { key question answer }
    }`,
    { key, question },
    token ? { token } : {},
  );
const published = async (key: string) => (await graphql<{ faq: Faq | null }>(test.service, `{ faq(where: { key: "${key}" }) { question } }`)).body.data?.faq ?? null;
const faqsWithKey = async (key: string) =>
  (await graphql<{ faqs: Faq[] }>(test.service, `{ faqs(where: { key: "${key}" }, stage: DRAFT) { key } }`, undefined, { token: TOKEN })).body.data?.faqs.length;

describe("upsert<Model> and publish<Model> in Hygraph's shape", () => {
  it("creates an entry by its key once, then updates that entry; it is readable once published", async () => {
    const created = await upsertFaq("faq-generic", "Can I test at home?");
    expect(created.body).toEqual({ data: { upsertFaq: { key: "faq-generic", question: "Can I test at home?", answer: "Yes." } } });
    expect(await published("faq-generic")).toBeNull();

    const updated = await upsertFaq("faq-generic", "Can I test for STIs at home?");
    expect(updated.body.data?.upsertFaq?.question).toBe("Can I test for STIs at home?");
    expect(await faqsWithKey("faq-generic")).toBe(1);

    const publish = await graphql(test.service, `mutation { publishFaq(where: { key: "faq-generic" }, to: [PUBLISHED]) { key } }`, undefined, { token: TOKEN });
    expect(publish.status).toBe(200);
    expect(await published("faq-generic")).toEqual({ question: "Can I test for STIs at home?" });
  });

  it("connects relations and creates components by Hygraph's inline inputs", async () => {
    const answer = await graphql<{ upsertTopic: { name: string; faqs: { key: string }[] } }>(
      test.service,
      `mutation { upsertTopic(where: { key: "topic-generic" }, upsert: { create: { key: "topic-generic", name: "Home tests", faqs: { connect: [{ key: "faq-generic" }] } }, update: { faqs: { set: [{ key: "faq-generic" }] } } }) { name faqs { key } } }`,
      undefined,
      { token: TOKEN },
    );
    expect(answer.body.data?.upsertTopic).toEqual({ name: "Home tests", faqs: [{ key: "faq-generic" }] });
  });

  it("refuses a unique value another entry holds, and any upsert without the token", async () => {
    const other = await graphql<{ upsertFaq: Faq | null }>(
      test.service,
      `mutation { upsertFaq(where: { key: "faq-other" }, upsert: { create: { key: "faq-generic", question: "Q?", answer: "A." }, update: {} }) { key } }`,
      undefined,
      { token: TOKEN },
    );
    expect(other.status).toBe(400);
    expect(other.body.errors?.[0].message).toBe('key: "faq-generic" is already used by another Faq');
    expect((await upsertFaq("faq-anonymous", "Who am I?", null)).status).toBe(401);
    expect(await faqsWithKey("faq-anonymous")).toBe(0);
  });
});
