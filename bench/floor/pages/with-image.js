/**
 * The floor with a main image: the same bare page plus the site's main image (srcset and sizes as
 * the site's preload names them, from the same image CDN). An image LCP needs a request of its own;
 * this page shows what that costs with nothing but the framework. NEXT_PUBLIC_FLOOR_IMAGE is set by
 * the bench at build time; without it the page is the bare floor.
 */
const image = process.env.NEXT_PUBLIC_FLOOR_IMAGE ? JSON.parse(process.env.NEXT_PUBLIC_FLOOR_IMAGE) : null;

export default function FloorWithImagePage() {
  return (
    <main>
      <h1>Framework floor</h1>
      <p>A bare Next.js page: the cost of the framework alone, measured beside the site.</p>
      {image ? (
        // eslint-disable-next-line @next/next/no-img-element -- a plain image, as the site's ContentImage renders
        <img src={image.href ?? image.imageSrcSet.split(" ")[0]} srcSet={image.imageSrcSet} sizes={image.imageSizes} alt="" width={1000} height={400} fetchPriority="high" style={{ width: "100%", height: "auto" }} />
      ) : null}
    </main>
  );
}
