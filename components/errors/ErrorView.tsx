import { SiteLink } from "@/components/links/SiteLink";
import { usePageRoutes } from "@/lib/shared/i18n/page-language";

type ErrorViewProps = { heading: string; message: string };

/** The body of the 404 and 500 pages: what happened and where to go next. */
export function ErrorView({ heading, message }: ErrorViewProps) {
  const routes = usePageRoutes();
  return (
    <div className="container container--narrow error-page">
      <h1>{heading}</h1>
      <p>{message}</p>
      <ul className="error-page__links">
        <li>
          <SiteLink href="/">Go to the home page</SiteLink>
        </li>
        <li>
          <SiteLink href={routes.path("blog")}>Browse all articles</SiteLink>
        </li>
      </ul>
      <p className="error-page__note">
        If you need medical help now, contact a healthcare provider or local sexual health clinic. In an emergency, call your
        local emergency number.
      </p>
    </div>
  );
}
