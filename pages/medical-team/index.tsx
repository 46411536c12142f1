import { MedicalTeamView } from "@/components/authors/MedicalTeamView";
import { loadMedicalTeam, type MedicalTeamProps } from "@/lib/page-data/medical-team";
import { staticProps, type ShellProps } from "@/lib/page-data/static-props";

export const getStaticProps = staticProps(loadMedicalTeam);

export default function MedicalTeamPage({ members, breadcrumbs }: ShellProps & MedicalTeamProps) {
  return <MedicalTeamView members={members} breadcrumbs={breadcrumbs} />;
}
