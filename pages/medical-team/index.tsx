import { MedicalTeamView } from "@/components/authors/MedicalTeamView";
import { StaticHtml } from "@/components/layout/StaticHtml";
import { loadMedicalTeam } from "@/lib/server/page-data/medical-team";
import { staticHtmlProps, type StaticHtmlProps } from "@/lib/server/page-data/static-html";

// Nothing on the team page changes in the browser: HTML rendered here, not hydrated.
export const getStaticProps = staticHtmlProps(loadMedicalTeam, (props) => <MedicalTeamView members={props.members} breadcrumbs={props.breadcrumbs} links={props.links} />);

export default function MedicalTeamPage({ html }: StaticHtmlProps) {
  return <StaticHtml html={html} />;
}
