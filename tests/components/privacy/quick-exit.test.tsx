/** @vitest-environment jsdom */
import { afterEach, describe, expect, it, vi } from "vitest";
import { quickExit } from "@/lib/browser/visitor/quick-exit";
import { saveConsent, CONSENT_KEY } from "@/lib/shared/privacy/consent";
import { SESSION_KEY } from "@/lib/shared/privacy/session-cookie";

/**
 * The quick exit leaves nothing on the device that names the site: someone looking at the
 * browser's cookies or storage afterwards must not see that the reader was here.
 */
describe("quick exit", () => {
  afterEach(() => vi.restoreAllMocks());

  it("removes the consent choice (cookie and storage) with the visitor session and tag cookies", () => {
    // jsdom does not navigate: the exit's location.replace is only logged.
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    saveConsent("granted");
    localStorage.setItem(SESSION_KEY, "{}");
    document.cookie = `${SESSION_KEY}={}; path=/`;
    document.cookie = "_ga=GA1.1.1; path=/";
    expect(document.cookie).toContain(`${CONSENT_KEY}=granted`);

    quickExit();

    expect(document.cookie).toBe("");
    expect(localStorage.getItem(CONSENT_KEY)).toBeNull();
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();
  });
});
