import "@testing-library/jest-dom/vitest";
import { vi } from "vitest";
import { setupIntersectionMocking } from "react-intersection-observer/test-utils";

// jsdom has no IntersectionObserver; component tests drive visibility with mockIsIntersecting.
if (typeof window !== "undefined") setupIntersectionMocking(vi.fn);
