import Link from "next/link";

/** Shown above comparison content, before any click-out (FTC: clear and close to the links). */
export function AffiliateDisclosure() {
  return (
    <p className="disclosure">
      <strong>Advertising disclosure:</strong> we may earn a commission when you order through links in this comparison.
      It never changes our medical content; rankings follow <Link href="/advertising-disclosure">our published method</Link>.
    </p>
  );
}
