/**
 * The floor with a main image: the same bare page plus one image from the image CDN, the size of
 * the site's cover images. An image LCP needs its own request; this page shows what that costs
 * with nothing but the framework (NEXT_PUBLIC_FLOOR_IMAGE_URL, set by the bench at build time).
 */
export default function FloorWithImagePage() {
  const src = process.env.NEXT_PUBLIC_FLOOR_IMAGE_URL;
  return (
    <main>
      <h1>Framework floor</h1>
      <p>A bare Next.js page: the cost of the framework alone, measured beside the site.</p>
      {/* eslint-disable-next-line @next/next/no-img-element -- a plain image, as the site's ContentImage renders */}
      {src ? <img src={src} alt="" width={1000} height={400} fetchPriority="high" style={{ width: "100%", height: "auto" }} /> : null}
    </main>
  );
}
