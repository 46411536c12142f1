import { SiteLink } from "@/components/links/SiteLink";
import { ComparisonChart } from "@/components/comparison/ComparisonChart";
import { PostGrid } from "@/components/posts/PostCard";

import type { HomeProps } from "@/lib/server/page-data/home";
import { usePageRoutes } from "@/lib/shared/i18n/page-language";
import { useSitePage } from "@/lib/shared/content/site-pages-context";
import { useMessages } from "@/lib/shared/i18n/messages-context";
import homeMessages from "@/lib/shared/i18n/compiled/en/home";

export function HomeView({ latestPosts, categories, miniChart, siteName }: HomeProps & { siteName: string }) {
  const { t } = useMessages(homeMessages);
  const routes = usePageRoutes();
  // The comparison in the page's language where it has a version.
  const comparisonPage = useSitePage("comparison");
  return (
    <>
      <section className="hero">
        <div className="container">
          <h1>{t("title")}</h1>
          <p className="hero__lede">{t("lede", { siteName })}</p>
          <p className="hero__actions">
            <SiteLink href={routes.path("blog")} className="button">
              {t("readLatest")}
            </SiteLink>
            <SiteLink href={comparisonPage} className="button button--secondary">
              {t("compare")}
            </SiteLink>
          </p>
        </div>
      </section>
      <div className="container home">
        <section aria-labelledby="latest-heading">
          <h2 id="latest-heading">{t("latest")}</h2>
          <PostGrid posts={latestPosts} leadsPage />
          <p>
            <SiteLink href={routes.path("blog")}>{t("allArticles")}</SiteLink>
          </p>
        </section>
        <section aria-labelledby="topics-heading">
          <h2 id="topics-heading">{t("topics")}</h2>
          <ul className="category-list">
            {categories.map((category) => (
              <li key={category.id} className="category-list__item">
                <h3>
                  <SiteLink href={routes.listing(category.slug, null, 1)}>{category.title}</SiteLink>
                </h3>
                {category.description ? <p>{category.description}</p> : null}
                <ul className="category-list__subs">
                  {category.subCategories.map((subCategory) => (
                    <li key={subCategory.id}>
                      <SiteLink href={routes.listing(category.slug, subCategory.slug, 1)}>{subCategory.title}</SiteLink>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </section>
        {/* The first rows of the comparison page's own ranking, so a product has one rank on both. */}
        {miniChart ? (
          <ComparisonChart
            chart={miniChart}
            limit={5}
            fullComparison={{ href: comparisonPage, label: t("fullComparison") }}
          />
        ) : null}
      </div>
    </>
  );
}
