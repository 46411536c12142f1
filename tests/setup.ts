import "@testing-library/jest-dom/vitest";
import { vi } from "vitest";
import { setupIntersectionMocking } from "react-intersection-observer/test-utils";

// jsdom has no IntersectionObserver; component tests drive visibility with mockIsIntersecting.
if (typeof window !== "undefined") setupIntersectionMocking(vi.fn);

// jsdom has no layout, so no ResizeObserver either: sizes never change there (the consent banner's
// reserved space is checked in Chromium, tests/e2e/visitor.e2e.test.ts).
if (typeof window !== "undefined" && typeof window.ResizeObserver === "undefined") {
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
