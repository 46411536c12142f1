import { SiteLink } from "@/components/links/SiteLink";
import type { Breadcrumb } from "@/lib/shared/page/page-meta";
import { useMessages } from "@/lib/shared/i18n/messages-context";
import shellMessages from "@/lib/shared/i18n/compiled/en/shell";

/** Breadcrumb trail; the last crumb is the current page and is not a link. */
export function Breadcrumbs({ items }: { items: Breadcrumb[] }) {
  const { t } = useMessages(shellMessages);
  if (items.length === 0) return null;
  return (
    <nav aria-label={t("breadcrumbs")} className="breadcrumbs">
      <ol>
        {items.map((item, index) => {
          const current = index === items.length - 1;
          return (
            <li key={item.href}>
              {current ? (
                <span aria-current="page">{item.name}</span>
              ) : (
                <SiteLink href={item.href}>{item.name}</SiteLink>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
