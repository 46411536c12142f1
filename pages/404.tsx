import { ErrorView } from "@/components/errors/ErrorView";
import { errorPageLoader } from "@/lib/server/page-data/error-page";
import { staticProps } from "@/lib/server/page-data/static-props";

export const getStaticProps = staticProps(errorPageLoader("Page not found", "/404"));

export default function NotFoundPage() {
  return (
    <ErrorView
      heading="Page not found"
      message="We could not find the page you were looking for. It may have moved, or the address may be mistyped."
    />
  );
}
