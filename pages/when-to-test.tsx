import type { GetServerSideProps } from "next";
import { WhenToTestView } from "@/components/when-to-test/WhenToTestView";
import { whenToTestProps, type WhenToTestProps } from "@/lib/server/page-data/when-to-test";

// Server-rendered: a POST is the form answered without JavaScript (dates in the body, never the URL).
export const getServerSideProps: GetServerSideProps<WhenToTestProps> = (context) => whenToTestProps(context);

export default function WhenToTestPage({ planner, breadcrumbs, answer }: WhenToTestProps) {
  return <WhenToTestView planner={planner} breadcrumbs={breadcrumbs} answer={answer} />;
}
