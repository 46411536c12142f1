import { SiteLink } from "@/components/links/SiteLink";
import { Breadcrumbs } from "@/components/layout/Breadcrumbs";
import { ContentImage } from "@/components/media/ContentImage";

import type { MedicalTeamProps } from "@/lib/server/page-data/medical-team";
import { usePageRoutes } from "@/lib/shared/i18n/page-language";

/** The people behind the content: photo, credentials, role, what each reviews and their profiles. */
export function MedicalTeamView({ members, breadcrumbs }: MedicalTeamProps) {
  const routes = usePageRoutes();
  return (
    <div className="container">
      <Breadcrumbs items={breadcrumbs} />
      <header className="listing__header">
        <h1>Our medical team</h1>
        <p className="listing__description">
          Every article is written by a member of this team and checked by a second one against current CDC and WHO guidance
          before it is published. Read <SiteLink href="/medical-review-policy">how we review</SiteLink>, or{" "}
          <SiteLink href="/contact-and-corrections">report an error</SiteLink>.
        </p>
      </header>
      <ul className="team">
        {members.map((member) => (
          <li key={member.id} className="team__member">
            {member.picture ? (
              <ContentImage asset={member.picture} width={160} height={160} alt={`Portrait of ${member.name}`} className="author__picture" />
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
                    Medical reviewer of {member.reviewedCount} {member.reviewedCount === 1 ? "article" : "articles"}
                    {member.reviewedCategories.length ? ", on " : null}
                    {member.reviewedCategories.map((category, index) => (
                      <span key={category.id}>
                        {index > 0 ? (index === member.reviewedCategories.length - 1 ? " and " : ", ") : null}
                        <SiteLink href={routes.listing(category.slug, null, 1)}>{category.title}</SiteLink>
                      </span>
                    ))}
                  </>
                ) : (
                  "Writes for us; reviews no articles yet"
                )}
                .
              </p>
              <p className="team__links">
                <SiteLink href={routes.path("author", { slug: member.slug })}>
                  Profile and articles<span className="visually-hidden"> of {member.name}</span>
                </SiteLink>
                {member.linkedin ? (
                  <a href={member.linkedin} rel="noopener noreferrer me" target="_blank">
                    LinkedIn<span className="visually-hidden"> profile of {member.name} (opens in a new tab)</span>
                  </a>
                ) : null}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
