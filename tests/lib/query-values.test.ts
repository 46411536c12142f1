import { queryValue } from "@/lib/server/api/query-values";

describe("queryValue: the one reader of a route's query parameters", () => {
  it("reads a value given once", () => {
    expect(queryValue({ slug: "hiv" }, "slug")).toBe("hiv");
  });

  it("refuses a missing or repeated value, unless asked to join a repeated one", () => {
    expect(queryValue({}, "slug")).toBeUndefined();
    expect(queryValue({ secret: ["a", "b"] }, "secret")).toBeUndefined();
    expect(queryValue({ q: ["hiv", "test"] }, "q", { repeated: "joined" })).toBe("hiv test");
  });
});
