/** @vitest-environment jsdom */
import Cookies from "js-cookie";
import { describe, expect, it } from "vitest";
import { forgetVisitor, TAG_COOKIE } from "@/lib/browser/visitor/forget";
import { SESSION_KEY } from "@/lib/browser/visitor/session";

describe("forgetting the visitor (refusal, withdrawal, quick exit)", () => {
  it("deletes the visitor session and every cookie the tags set, and leaves the site's own choice cookies", () => {
    localStorage.setItem(SESSION_KEY, JSON.stringify({ userId: "0b6b3c4e-3f1a-4d5e-9a8b-1c2d3e4f5a6b" }));
    for (const name of ["_ga", "_ga_ABC123", "_gid", "_gat_UA1", "_gcl_au", "_ALGOLIA", SESSION_KEY, "other"]) Cookies.set(name, "1", { path: "/" });
    forgetVisitor();
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();
    expect(Object.keys(Cookies.get()).sort()).toEqual(["other"]);
  });

  it("matches GA, Tag Manager and search-analytics cookie names only", () => {
    expect(["_ga", "_ga_2Q7X", "_gid", "_gat", "_gcl_au", "_dc_gtm_UA-1", "_ALGOLIA"].every((name) => TAG_COOKIE.test(name))).toBe(true);
    expect(["_gax", "sti_aware_consent", "sti_aware_session", "ga"].some((name) => TAG_COOKIE.test(name))).toBe(false);
  });
});
