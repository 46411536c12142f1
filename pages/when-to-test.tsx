import type { GetServerSideProps } from "next";
import { StaticHtml } from "@/components/layout/StaticHtml";
import { WhenToTestView } from "@/components/when-to-test/WhenToTestView";
import { TimingSources } from "@/components/when-to-test/TimingSources";
import { renderStaticHtml } from "@/lib/server/page-data/static-html";
import { whenToTestProps, type WhenToTestProps } from "@/lib/server/page-data/when-to-test";

type PlannerPageProps = WhenToTestProps & { html: string };

// Server-rendered: a POST is the form answered without JavaScript (dates in the body, never the URL).
// The sources never change in the browser: rendered to HTML here, not hydrated (TimingSources is
// referenced only by getServerSideProps, so Next leaves it out of the browser bundle).
export const getServerSideProps: GetServerSideProps<PlannerPageProps> = async (context) => {
  const { props } = await whenToTestProps(context);
  // A refused method's response is already complete: nothing is rendered from these props.
  if (!props.planner) return { props: { ...props, html: "" } };
  const html = renderStaticHtml(<TimingSources rows={props.planner.rows} followUps={props.planner.followUps} />, context.locale, props);
  return { props: { ...props, html } };
};

export default function WhenToTestPage({ planner, breadcrumbs, answer, html }: PlannerPageProps) {
  return <WhenToTestView planner={planner} breadcrumbs={breadcrumbs} answer={answer} sources={<StaticHtml html={html} />} />;
}
