/** @vitest-environment jsdom */
import { act } from "@testing-library/react";
import { useEffect, useState, type ReactElement } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import { renderToReadableStream, renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { deferredModule, type DeferredModule } from "@/components/markup/deferred-module";
import { ServerMarkup } from "@/components/markup/ServerMarkup";
import { QuickExitRegion } from "@/components/layout/ShellRegions";

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

/** The region's content as a module of its own, counting how often the browser asks for it. */
type Content = { Counter: typeof Counter };
function counterModule(): DeferredModule<Content> & { requests: number } {
  let requests = 0;
  const content = deferredModule<Content>(async () => (requests++, { Counter }));
  return { ...content, get requests() { return requests; } };
}

/** Lets the content's module arrive and React render it. */
const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 20)));

/** HTML as Next renders a page: every suspended part (a region's module) finished first. */
async function serverHtmlWhenReady(element: ReactElement): Promise<string> {
  // An earlier test's focus left a "selectionchange" queued: React's listener for it reads window.
  await new Promise((resolve) => setTimeout(resolve, 0));
  vi.stubGlobal("window", undefined);
  try {
    const stream = await renderToReadableStream(element);
    await stream.allReady;
    return await new Response(stream).text();
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
  it("is not hydrated: its markup stays and none of its handlers or effects run; when its props change it renders in the browser", async () => {
    const onEffect = vi.fn();
    const content = counterModule();
    await content.load();
    const region = (version: string) => (
      <ServerMarkup as="footer" className="site-footer" version={version} content={content} render={({ Counter }) => <Counter onEffect={onEffect} />} />
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

  it("keeps focus at the same place when React replaces the server's markup (a menu link followed by keyboard)", async () => {
    const content = deferredModule(async () => ({
      Navigation: ({ version }: { version: string }) => (
        <nav>
          <a href="#blog">Blog</a> <a href={`#${version}`}>Other language</a>
        </nav>
      ),
    }));
    await content.load();
    const region = (version: string) => <ServerMarkup as="header" className="site-header" version={version} content={content} render={({ Navigation }) => <Navigation version={version} />} />;
    const container = served(serverHtml(region("en")));
    act(() => {
      root = hydrateRoot(container, region("en"));
    });
    container.querySelector<HTMLAnchorElement>('a[href="#blog"]')!.focus();
    act(() => root!.render(region("es")));
    expect(document.activeElement).toBe(container.querySelector('a[href="#blog"]'));
    expect(container.querySelector('a[href="#es"]')).not.toBeNull();
  });

  it("renders in the browser when it first mounts after hydration (a client-side navigation from a page without the shell)", async () => {
    const onEffect = vi.fn();
    const content = counterModule();
    // The first page (an error page without the shell) hydrated: Next's root holds its HTML.
    const container = served("<p>Not found</p>");
    act(() => {
      root = createRoot(container);
      root.render(<ServerMarkup as="footer" className="site-footer" version="en" content={content} render={({ Counter }) => <Counter onEffect={onEffect} />} />);
    });
    // Its content arrives as a chunk of its own, asked for at once.
    expect(content.requests).toBe(1);
    await settle();
    expect(container.querySelector("footer.site-footer > button")!.textContent).toBe("pressed 0");
    expect(onEffect).toHaveBeenCalledTimes(1);
  });
});

describe("a shell region's code", () => {
  it("is not asked for while the page hydrates; once the main thread is idle it is, so a later change renders at once", async () => {
    const content = counterModule();
    await content.load();
    const requestsOnTheServer = content.requests;
    const region = (version: string) => <ServerMarkup as="footer" className="site-footer" version={version} content={content} render={({ Counter }) => <Counter onEffect={() => undefined} />} />;
    const container = served(serverHtml(region("en")));
    // The browser's copy of the module, as a new page load has it: not loaded.
    const browser = counterModule();
    const browserRegion = (version: string) => <ServerMarkup as="footer" className="site-footer" version={version} content={browser} render={({ Counter }) => <Counter onEffect={() => undefined} />} />;
    act(() => {
      root = hydrateRoot(container, browserRegion("en"));
    });
    expect(requestsOnTheServer).toBe(1);
    expect(browser.requests).toBe(0);
    await settle();
    expect(browser.requests).toBe(1);
    act(() => root!.render(browserRegion("es")));
    expect(container.querySelector("footer.site-footer > button")!.textContent).toBe("pressed 0");
  });

  it("keeps the markup it has until its module arrives, and is asked for again after a failed load", async () => {
    let fail = true;
    let requests = 0;
    const content = deferredModule(async () => {
      requests++;
      if (fail) throw new Error("ChunkLoadError");
      return { Counter };
    });
    const container = served('<footer class="site-footer"><p>English footer</p></footer>');
    act(() => {
      root = hydrateRoot(container, <ServerMarkup as="footer" className="site-footer" version="en" content={content} render={({ Counter }) => <Counter onEffect={() => undefined} />} />);
    });
    await settle();
    expect(requests).toBe(1);
    fail = false;
    act(() => root!.render(<ServerMarkup as="footer" className="site-footer" version="es" content={content} render={({ Counter }) => <Counter onEffect={() => undefined} />} />));
    // The previous page's footer stays while its replacement loads.
    expect(container.querySelector("footer.site-footer")!.textContent).toBe("English footer");
    await settle();
    expect(requests).toBe(2);
    expect(container.querySelector("footer.site-footer > button")!.textContent).toBe("pressed 0");
  });
});

describe("a part kept until the reader reaches for it (\"Load more\")", () => {
  const region = (content: DeferredModule<Content>) => <ServerMarkup as="div" className="load-more-region" version="list" until="interaction" content={content} render={({ Counter }) => <Counter onEffect={() => undefined} />} />;
  /** The server's "Load more", hydrated by a browser that has not loaded its code. */
  async function hydrated() {
    const onServer = counterModule();
    await onServer.load();
    const container = served(serverHtml(region(onServer)));
    const browser = counterModule();
    act(() => {
      root = hydrateRoot(container, region(browser));
    });
    return { container, browser, serverButton: container.querySelector("button")! };
  }

  it("is not hydrated, and a click made before its code arrived is made again once React has rendered it", async () => {
    const { container, browser, serverButton } = await hydrated();
    act(() => serverButton.click());
    // The server's button had no handler: the click is remembered while the code loads.
    expect(browser.requests).toBe(1);
    await settle();
    const button = container.querySelector(".load-more-region > button")!;
    expect(button).not.toBe(serverButton);
    expect(button.textContent).toBe("pressed 1");
  });

  it("fetches its code when the reader tabs to it, and a keyboard press then works at once, focus staying on the button", async () => {
    const { container, browser, serverButton } = await hydrated();
    act(() => serverButton.focus());
    await settle();
    expect(browser.requests).toBe(1);
    // Not replaced while focused only: a press in progress would lose its element.
    expect(container.querySelector("button")).toBe(serverButton);
    // Enter on a focused button is a click.
    act(() => serverButton.click());
    await settle();
    const button = container.querySelector(".load-more-region > button")!;
    expect(button).not.toBe(serverButton);
    expect(document.activeElement).toBe(button);
    expect(button.textContent).toBe("pressed 1");
  });
});

describe("the quick exit on the server's markup", () => {
  it("counts the presses of Shift and leaves before anything has hydrated", async () => {
    // jsdom does not navigate: the exit's location.replace is only logged.
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    served(await serverHtmlWhenReady(<QuickExitRegion />));
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
