/** @vitest-environment jsdom */
import { afterEach, describe, expect, it, vi } from "vitest";
import * as monitoring from "@/lib/shared/telemetry/monitoring";
import ErrorPage from "@/pages/_error";

afterEach(() => vi.restoreAllMocks());

describe("client-side crash page (pages/_error)", () => {
  it("reports the crash that Next hands it to error reporting", () => {
    const report = vi.spyOn(monitoring, "reportError").mockImplementation(() => undefined);
    const crash = new Error("render failed");
    ErrorPage.getInitialProps({ err: crash } as Parameters<typeof ErrorPage.getInitialProps>[0]);
    expect(report).toHaveBeenCalledWith(crash, { area: "browser-render" });
  });
});
