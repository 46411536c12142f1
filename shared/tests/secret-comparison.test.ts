import { describe, expect, it } from "vitest";
import { secretsEqual } from "@sti-aware/contract/secret-comparison";

describe("secretsEqual", () => {
  it("accepts the same secret, as text or bytes", () => {
    expect(secretsEqual("preview-secret", "preview-secret")).toBe(true);
    expect(secretsEqual(Buffer.from("abc"), Buffer.from("abc"))).toBe(true);
  });

  it("refuses another secret, a prefix of it, a longer one and the empty string", () => {
    for (const given of ["preview-secreT", "preview", "preview-secret-and-more", ""]) expect(secretsEqual(given, "preview-secret"), given).toBe(false);
  });
});
