import { ErrorView } from "@/components/errors/ErrorView";
import { errorPageLoader } from "@/lib/server/page-data/error-page";
import { staticProps } from "@/lib/server/page-data/static-props";

export const getStaticProps = staticProps(errorPageLoader("Something went wrong", "/500"));

export default function ServerErrorPage() {
  return (
    <ErrorView
      heading="Something went wrong"
      message="Sorry, this page could not be shown right now. Please try again in a few minutes."
    />
  );
}
