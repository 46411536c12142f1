import { describe, expect, it } from "vitest";
import { colorPaletteOf } from "@/lib/server/content/shared-context";

/** The site configuration's colour palette arrives as free JSON (the schema's `Json` scalar). */
describe("colorPaletteOf", () => {
  it("keeps the palette keys the stylesheet reads, with string values", () => {
    expect(colorPaletteOf({ primary: "#0b5fff", accent: "#ff7a00", text: "#111" })).toEqual({ primary: "#0b5fff", accent: "#ff7a00", text: "#111" });
  });

  it("leaves out unknown keys and values that are not strings", () => {
    expect(colorPaletteOf({ primary: "#0b5fff", background: "#fff", accent: 12, surface: null, text: ["#000"] })).toEqual({ primary: "#0b5fff" });
  });

  it("is no palette at all for JSON that is not an object", () => {
    for (const json of [null, undefined, "#0b5fff", 42, ["#0b5fff"]]) expect(colorPaletteOf(json)).toBeNull();
  });
});
