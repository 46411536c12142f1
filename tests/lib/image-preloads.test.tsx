/* eslint-disable @next/next/no-img-element -- what React writes for a plain <img> is what is under test */
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { imagePreloadsIn } from "@/lib/server/document/image-preloads";

describe("image preloads React writes in the body, for the head", () => {
  it("reads React's own preload for a high-priority image, attribute values unescaped", () => {
    const html = renderToStaticMarkup(
      <main>
        <img src="https://cdn.example/a.webp?w=1000&q=75" srcSet="https://cdn.example/a.webp?w=640&q=75 640w, https://cdn.example/a.webp?w=1000&q=75 1000w" sizes="(max-width: 1000px) 100vw, 1000px" fetchPriority="high" alt="" width={1000} height={400} />
        <img src="https://cdn.example/b.webp" loading="lazy" alt="" width={10} height={10} />
      </main>,
    );
    expect(html).toContain('<link rel="preload" as="image"');
    expect(imagePreloadsIn(html)).toEqual([
      {
        imageSrcSet: "https://cdn.example/a.webp?w=640&q=75 640w, https://cdn.example/a.webp?w=1000&q=75 1000w",
        imageSizes: "(max-width: 1000px) 100vw, 1000px",
        fetchPriority: "high",
      },
    ]);
  });

  it("a plain preload (no srcset) keeps its href; the same image twice is preloaded once; other eager images are not hoisted", () => {
    const image = <img src="https://cdn.example/c.webp?a=1&b=2" fetchPriority="high" alt="" />;
    const html = renderToStaticMarkup(<div>{image}</div>);
    expect(imagePreloadsIn(html + html)).toEqual([{ href: "https://cdn.example/c.webp?a=1&b=2", fetchPriority: "high" }]);
    const eager = renderToStaticMarkup(<img src="https://cdn.example/d.webp" alt="" />);
    expect(eager).toContain('<link rel="preload" as="image" href="https://cdn.example/d.webp"');
    expect(imagePreloadsIn(eager)).toEqual([]);
  });
});
