import { ErrorView } from "@/components/errors/ErrorView";
import { errorPageLoader } from "@/lib/server/page-data/error-page";
import { staticProps } from "@/lib/server/page-data/static-props";

export const getStaticProps = staticProps(errorPageLoader("serverErrorTitle", "/500"));

export default function ServerErrorPage() {
  return <ErrorView kind="serverError" />;
}
