import { SiteLink } from "@/components/links/SiteLink";
import { usePageRoutes } from "@/lib/shared/i18n/page-language";
import errorsMessages from "@/lib/shared/i18n/compiled/en/errors";
import { useMessages } from "@/lib/shared/i18n/messages-context";

/** Which error: not found (404), a server error (500), or the content service down (503). */
export type ErrorKind = "notFound" | "serverError" | "outage";

/** The body of the 404 and 500 pages: what happened and where to go next. */
export function ErrorView({ kind }: { kind: ErrorKind }) {
  const { t } = useMessages(errorsMessages);
  const routes = usePageRoutes();
  return (
    <div className="container container--narrow error-page">
      <h1>{t(`${kind}Title`)}</h1>
      <p>{t(`${kind}Message`)}</p>
      <ul className="error-page__links">
        <li>
          <SiteLink href="/">{t("home")}</SiteLink>
        </li>
        <li>
          <SiteLink href={routes.path("blog")}>{t("browse")}</SiteLink>
        </li>
      </ul>
      <p className="error-page__note">{t("help")}</p>
    </div>
  );
}
