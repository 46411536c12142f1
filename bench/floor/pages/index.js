/**
 * The framework floor: one heading and one paragraph, no site code, Next's default _app and
 * _document. Built and served by `npm run bench` beside the site (and built once by the e2e
 * suite) so the site's costs are measured against what Next + React cost on their own.
 */
export default function FloorPage() {
  return (
    <main>
      <h1>Framework floor</h1>
      <p>A bare Next.js page: the cost of the framework alone, measured beside the site.</p>
    </main>
  );
}
