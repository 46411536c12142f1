import type { GetServerSideProps } from "next";
import { WhenToTestView } from "@/components/when-to-test/WhenToTestView";
import { whenToTestProps, type WhenToTestProps } from "@/lib/server/page-data/when-to-test";
import { inDefaultLanguage } from "@/lib/server/page-data/static-props";

// Server-rendered: a POST is the form answered without JavaScript (dates in the body, never the URL).
// In English only so far (the route map's DEFAULT_LANGUAGE_ONLY).
export const getServerSideProps: GetServerSideProps<WhenToTestProps> = async (context) => (inDefaultLanguage(context) ? whenToTestProps(context) : { notFound: true });

export default function WhenToTestPage({ planner, breadcrumbs, answer }: WhenToTestProps) {
  return <WhenToTestView planner={planner} breadcrumbs={breadcrumbs} answer={answer} />;
}
