import { ErrorView } from "@/components/errors/ErrorView";
import { errorPageLoader } from "@/lib/server/page-data/error-page";
import { staticProps } from "@/lib/server/page-data/static-props";

export const getStaticProps = staticProps(errorPageLoader("notFoundTitle", "/404"));

export default function NotFoundPage() {
  return (
    <ErrorView kind="notFound" />
  );
}
