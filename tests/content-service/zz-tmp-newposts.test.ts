import { expect, it } from "vitest";
import { richTextToPlainText, type RichTextDocument } from "@/content-service/rich-text/markdown";
import { contentRules } from "@/content-service/schema";
import { DEFAULT_CONTENT_DIR } from "@/content-service/server";
import { ContentStore, validateStore } from "@/content-service/store";
const store = ContentStore.load(DEFAULT_CONTENT_DIR);
it("new posts", () => {
  const problems = validateStore(store, contentRules()).filter((p) => /trichomoniasis|hepatitis-c-testing|mpox-what/.test(p));
  console.log("problems", problems);
  for (const id of ["post-trichomoniasis", "post-hepatitis-c-testing-and-treatment", "post-mpox-what-to-know"]) {
    const post = store.all("Post", "PUBLISHED").find((p) => p.id === id)!;
    const json = JSON.stringify(post.content);
    const words = richTextToPlainText(post.content as RichTextDocument).split(/\s+/).filter(Boolean).length;
    console.log(id, "words", words, "asset", json.includes('"nodeType":"Asset"'), "faq", json.includes('"nodeType":"Faq"'), "affiliate", /"nodeType":"(DeepLink|Promotion|ProductReview)"/.test(json));
  }
});
