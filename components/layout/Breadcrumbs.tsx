import { SiteLink } from "@/components/links/SiteLink";
import type { Breadcrumb } from "@/lib/shared/page/page-meta";

/** Breadcrumb trail; the last crumb is the current page and is not a link. */
export function Breadcrumbs({ items }: { items: Breadcrumb[] }) {
  if (items.length === 0) return null;
  return (
    <nav aria-label="Breadcrumb" className="breadcrumbs">
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
