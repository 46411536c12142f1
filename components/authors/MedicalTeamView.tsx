import { LanguageMarkedLink } from "@/components/links/LanguageMarkedLink";
import { SiteLink } from "@/components/links/SiteLink";
import { Breadcrumbs } from "@/components/layout/Breadcrumbs";
import { ContentImage } from "@/components/media/ContentImage";

import type { MedicalTeamProps } from "@/lib/server/page-data/medical-team";
import { usePageRoutes } from "@/lib/shared/i18n/page-language";
import { useMessages } from "@/lib/shared/i18n/messages-context";
import peopleMessages from "@/lib/shared/i18n/compiled/en/people";

/** The people behind the content: photo, credentials, role, what each reviews and their profiles. */
export function MedicalTeamView({ members, breadcrumbs, links }: MedicalTeamProps) {
  const { t } = useMessages(peopleMessages);
  const routes = usePageRoutes();
  return (
    <div className="container">
      <Breadcrumbs items={breadcrumbs} />
      <header className="listing__header">
        <h1>{t("teamTitle")}</h1>
        <p className="listing__description">
          {t("teamIntro")} <SiteLink href={links.reviewPolicy}>{t("howWeReview")}</SiteLink>
          {t("or")} <SiteLink href={links.corrections}>{t("reportError")}</SiteLink>.
        </p>
      </header>
      <ul className="team">
        {members.map((member) => (
          <li key={member.id} className="team__member">
            {member.picture ? (
              <ContentImage asset={member.picture} width={160} height={160} alt={t("portrait", { name: member.name })} className="author__picture" />
            ) : null}
            <div>
              <h2 className="team__name">
                <SiteLink href={routes.path("author", { slug: member.slug })}>{member.name}</SiteLink>
              </h2>
              {member.title ? <p className="author__title">{member.title}</p> : null}
              {member.biography ? <p className="team__bio">{member.biography}</p> : null}
              <p className="team__reviews">
                {member.reviewedCount ? (
                  <>
                    {t("reviewerOf", { count: member.reviewedCount })}
                    {member.reviewedCategories.length ? t("on") : null}
                    {member.reviewedCategories.map((category, index) => (
                      <span key={category.id}>
                        {index > 0 ? (index === member.reviewedCategories.length - 1 ? t("and") : ", ") : null}
                        <SiteLink href={routes.listing(category.slug, null, 1)}>{category.title}</SiteLink>
                      </span>
                    ))}
                  </>
                ) : member.translationReviews.length ? null : (
                  t("writesOnly")
                )}
                {member.translationReviews.map(({ locale, count }, index) => (
                  <span key={locale}>
                    {member.reviewedCount || index > 0 ? ". " : null}
                    {t("translationReviewerOf", { count, language: locale })}
                  </span>
                ))}
                .
              </p>
              <p className="team__links">
                <SiteLink href={routes.path("author", { slug: member.slug })}>
                  {t("profile")}
                  <span className="visually-hidden">{t("profileOf", { name: member.name })}</span>
                </SiteLink>
                {member.linkedin ? (
                  <LanguageMarkedLink href={member.linkedin} rel="noopener noreferrer me" target="_blank">
                    {t("linkedin")}
                    <span className="visually-hidden">{t("linkedinOf", { name: member.name })}</span>
                  </LanguageMarkedLink>
                ) : null}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
