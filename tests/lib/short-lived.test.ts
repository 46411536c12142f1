import { describe, expect, it } from "vitest";
import { shortLived, shortLivedPer } from "@/lib/server/content/short-lived";

describe("shortLived", () => {
  it("loads once per key within its lifetime, again after clear, and never remembers a failure", async () => {
    const memo = shortLived<number>(60_000);
    let loads = 0;
    const load = async () => ++loads;
    expect(await Promise.all([memo.get("a", load), memo.get("a", load)])).toEqual([1, 1]);
    expect(await memo.get("b", load)).toBe(2);
    memo.clear();
    expect(await memo.get("b", load)).toBe(3);
    memo.clear();
    await expect(memo.get("b", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await memo.get("b", load)).toBe(4);
  });

  it("loads again once the lifetime is over", async () => {
    const memo = shortLived<number>(1);
    let loads = 0;
    await memo.get("a", async () => ++loads);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(await memo.get("a", async () => ++loads)).toBe(2);
  });
});

describe("shortLivedPer", () => {
  it("keeps one value per kind, so kinds asked in turn (English and Spanish pages) do not push each other out", async () => {
    const memo = shortLivedPer<"en" | "es", string>(["en", "es"], 60_000);
    let loads = 0;
    const load = (kind: string) => async () => `${kind}${++loads}`;
    for (let turn = 0; turn < 3; turn++) {
      expect(await memo.get("en", "api", load("en"))).toBe("en1");
      expect(await memo.get("es", "api", load("es"))).toBe("es2");
    }
    memo.clear();
    expect(await memo.get("es", "api", load("es"))).toBe("es3");
  });
});
