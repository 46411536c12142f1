/** @vitest-environment jsdom */
import { fireEvent, render, screen, within } from "@testing-library/react";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WhenToTestView } from "@/components/when-to-test/WhenToTestView";
import { DEFAULT_CONTENT_DIR, startContentService, type ContentService } from "@/content-service/http/server";
import { formatDisplayDate } from "@/lib/shared/content/date";
import { addDays, localToday } from "@/lib/shared/content/when-to-test";
import { createContentSource } from "@/queries/client/content-source";
import { getPlannerData } from "@/queries/window-periods";
import { plannerView, type PlannerView } from "@/lib/server/page-data/when-to-test";

/**
 * The planner's answer for what the reader took since the exposure (issue 41): the shipped rows and
 * follow-ups, read from the real content service, rendered and submitted as a reader would.
 */
let service: ContentService;
let planner: PlannerView;
beforeAll(async () => {
  service = await startContentService({ port: 0, contentDir: DEFAULT_CONTENT_DIR });
  planner = plannerView(await getPlannerData(createContentSource({ url: `${service.url}/graphql` })), "en");
});
afterAll(async () => {
  await service?.close();
});

const today = localToday();
const shown = (daysAfter: string, days: number) => formatDisplayDate(addDays(daysAfter, days));

function submit(exposure: string, prevention: RegExp | null) {
  render(<WhenToTestView planner={planner} breadcrumbs={[]} answer={null} />);
  fireEvent.change(screen.getByLabelText("Date of the possible exposure"), { target: { value: exposure } });
  if (prevention) fireEvent.click(screen.getByRole("radio", { name: prevention }));
  fireEvent.click(screen.getByRole("button", { name: "Show my test dates" }));
}
const row = (name: RegExp) => screen.getAllByRole("row").find((candidate) => name.test(within(candidate).queryByRole("rowheader")?.textContent ?? ""))!;
const pepAdvice = () => screen.getByRole("region", { name: "What to do now" }).querySelector(".planner__pep")!.textContent ?? "";

describe("the planner's page", () => {
  it("lists what PEP and PrEP change among the timings' sources, each with its source and review", () => {
    render(<WhenToTestView planner={planner} breadcrumbs={[]} answer={null} />);
    const sources = screen.getByRole("region", { name: "Where these timings come from" });
    const pep = within(sources).getByText(/^After PEP/).closest("li")!;
    expect(pep.textContent).toContain("final HIV test: a lab antigen/antibody test and an HIV RNA test, 12 weeks after the exposure.");
    expect(pep.textContent).toContain(`(${formatDisplayDate("2025-05-08")}). Reviewed by Dr. Lucas Brennan, MD on`);
    expect(within(pep).getByRole("link").getAttribute("href")).toBe("https://www.cdc.gov/mmwr/volumes/74/rr/rr7401a1.htm");
  });
});

describe("the planner's result", () => {
  it("without PEP or PrEP: usual dates, no HIV row marked not final, hepatitis C RNA points to its final antibody test, and PEP is too late after 72 hours", () => {
    const exposure = addDays(today, -10);
    submit(exposure, null);
    expect(row(/HIV.*Lab antigen\/antibody/).textContent).toContain(shown(exposure, 45));
    for (const hiv of screen.getAllByRole("row").filter((candidate) => /^HIV/.test(candidate.textContent ?? ""))) expect(hiv.textContent).not.toContain("Not final");
    expect(row(/Hepatitis C.*RNA/).textContent).toContain(`Not final. Final test: Antibody blood test from ${shown(exposure, 180)}.`);
    expect(screen.queryByText(/HIV tests work differently/)).toBeNull();
    expect(pepAdvice()).toContain("too late to start it for this exposure");
    expect(pepAdvice()).not.toContain("ask for PEP");
    expect(screen.getByRole("columnheader", { name: "A negative result is usually reliable from" })).toBeTruthy();
    expect(document.body.textContent).not.toContain("can be trusted");
  });

  it("within 72 hours and no PEP yet: go now and ask for PEP", () => {
    submit(addDays(today, -1), null);
    expect(pepAdvice()).toContain("Your possible exposure may be within the last 72 hours.");
    expect(pepAdvice()).toContain("ask for PEP");
  });

  it("after PEP: CDC's 2025 follow-up with its source, every HIV row not final until the lab antigen/antibody and RNA test at 12 weeks", () => {
    const exposure = addDays(today, -2);
    submit(exposure, /^PEP/);
    const advice = screen.getByRole("region", { name: /HIV tests work differently/ });
    expect(advice.textContent).toContain("4 to 6 weeks");
    expect(advice.textContent).toContain(`Final HIV test: a lab antigen/antibody test and an HIV RNA test, 12 weeks after the exposure — on or after ${shown(exposure, 84)}.`);
    expect(within(advice).getByRole("link").getAttribute("href")).toBe("https://www.cdc.gov/mmwr/volumes/74/rr/rr7401a1.htm");
    for (const test of [/Lab antigen/, /Rapid antigen/, /Antibody test/, /Nucleic acid/]) {
      expect(row(test).textContent).toContain(`Not final. Final test: a lab antigen/antibody test and an HIV RNA test, 12 weeks after the exposure from ${shown(exposure, 84)}.`);
    }
    expect(row(/Chlamydia/).textContent).not.toContain("Not final");
    expect(pepAdvice()).toContain("Keep taking PEP");
    expect(pepAdvice()).not.toContain("ask for PEP");
  });

  it("with PrEP injections: an HIV RNA test is needed and the clinic sets when the result is final", () => {
    submit(addDays(today, -20), /PrEP injections/);
    const advice = screen.getByRole("region", { name: /HIV tests work differently/ });
    expect(advice.textContent).toContain("CDC advises an HIV RNA test together with the antigen/antibody test after recent injectable PrEP");
    for (const test of [/Lab antigen/, /Antibody test/]) expect(row(test).textContent).toContain("Not final. Final test: an HIV RNA test with a lab antigen/antibody test, at your PrEP clinic");
    expect(pepAdvice()).toContain("too late to start it");
  });
});
