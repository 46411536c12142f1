/** @vitest-environment jsdom */
import { act } from "@testing-library/react";
import { useEffect, useState, type ReactElement } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ServerMarkup } from "@/components/markup/ServerMarkup";
import { QuickExit } from "@/components/privacy/QuickExit";

/** A part of the shell with state, an effect and a handler: what hydrating it would cost. */
function Counter({ onEffect }: { onEffect: () => void }) {
  const [count, setCount] = useState(0);
  useEffect(onEffect, [onEffect]);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      pressed {count}
    </button>
  );
}

/** The page as Next sends it: the server's HTML in its root element. */
function served(html: string): HTMLElement {
  document.body.innerHTML = `<div id="__next">${html}</div>`;
  return document.getElementById("__next")!;
}

/** HTML as the server renders it, where there is no window. */
function serverHtml(element: ReactElement): string {
  vi.stubGlobal("window", undefined);
  try {
    return renderToString(element);
  } finally {
    vi.unstubAllGlobals();
  }
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = "";
});

describe("a shell region kept as the server rendered it", () => {
  it("is not hydrated: its markup stays and none of its handlers or effects run; when its props change it renders in the browser", () => {
    const onEffect = vi.fn();
    const region = (version: string) => (
      <ServerMarkup as="footer" className="site-footer" version={version}>
        <Counter onEffect={onEffect} />
      </ServerMarkup>
    );
    const container = served(serverHtml(region("en")));
    act(() => {
      root = hydrateRoot(container, region("en"));
    });
    const button = container.querySelector("button")!;
    expect(button.textContent).toBe("pressed 0");
    act(() => button.click());
    expect(container.querySelector("button")!.textContent).toBe("pressed 0");
    expect(onEffect).not.toHaveBeenCalled();

    // Another language's footer: React renders it, and it is live.
    act(() => root!.render(region("es")));
    expect(onEffect).toHaveBeenCalledTimes(1);
    act(() => container.querySelector("button")!.click());
    expect(container.querySelector("footer.site-footer > button")!.textContent).toBe("pressed 1");
  });

  it("keeps focus at the same place when React replaces the server's markup (a menu link followed by keyboard)", () => {
    const region = (version: string) => (
      <ServerMarkup as="header" className="site-header" version={version}>
        <nav>
          <a href="#blog">Blog</a> <a href={`#${version}`}>Other language</a>
        </nav>
      </ServerMarkup>
    );
    const container = served(serverHtml(region("en")));
    act(() => {
      root = hydrateRoot(container, region("en"));
    });
    container.querySelector<HTMLAnchorElement>('a[href="#blog"]')!.focus();
    act(() => root!.render(region("es")));
    expect(document.activeElement).toBe(container.querySelector('a[href="#blog"]'));
    expect(container.querySelector('a[href="#es"]')).not.toBeNull();
  });

  it("renders in the browser when it first mounts after hydration (a client-side navigation from a page without the shell)", () => {
    const onEffect = vi.fn();
    // The first page (an error page without the shell) hydrated: Next's root holds its HTML.
    const container = served("<p>Not found</p>");
    act(() => {
      root = createRoot(container);
      root.render(
        <ServerMarkup as="footer" className="site-footer" version="en">
          <Counter onEffect={onEffect} />
        </ServerMarkup>,
      );
    });
    expect(container.querySelector("footer.site-footer > button")!.textContent).toBe("pressed 0");
    expect(onEffect).toHaveBeenCalledTimes(1);
  });
});

describe("the quick exit on the server's markup", () => {
  it("counts the presses of Shift and leaves before anything has hydrated", () => {
    // jsdom does not navigate: the exit's location.replace is only logged.
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    served(serverHtml(<QuickExit />));
    const status = document.querySelector(".quick-exit__status")!;
    const shift = () => document.dispatchEvent(new KeyboardEvent("keydown", { key: "Shift" }));
    shift();
    expect(status.textContent).toBe("Shift, press 2 more times to exit.");
    shift();
    expect(status.textContent).toBe("Shift, press 1 more time to exit.");
    shift();
    expect(status.textContent).toBe("Exiting.");
    expect(document.documentElement.classList.contains("quick-exit-leaving")).toBe(true);
  });
});
