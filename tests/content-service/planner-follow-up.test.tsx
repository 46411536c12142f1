/** @vitest-environment jsdom */
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { TimingSources } from "@/components/when-to-test/TimingSources";
import { WhenToTestView } from "@/components/when-to-test/WhenToTestView";
import { DEFAULT_CONTENT_DIR, startContentService, type ContentService } from "@/content-service/http/server";
import { formatDisplayDate } from "@/lib/shared/content/date";
import { TIME_LIMIT_FACTS, TIME_LIMIT_SLUGS } from "@/lib/shared/content/time-limits";
import { addDays } from "@/lib/shared/content/when-to-test";
import { answerPlanner } from "@/lib/shared/content/planner-answer";
import { renderToString } from "react-dom/server";
import { createContentSource } from "@/queries/client/content-source";
import { getPlannerData } from "@/queries/window-periods";
import { plannerView, type PlannerView } from "@/lib/server/page-data/when-to-test";

/**
 * The planner's answer for what the reader took since the exposure (issues 41 and 51): the shipped
 * rows, follow-ups and time-limit facts, read from the real content service, rendered and submitted
 * as a reader would, on a fixed "today".
 */
let service: ContentService;
let planner: PlannerView;
beforeAll(async () => {
  service = await startContentService({ port: 0, contentDir: DEFAULT_CONTENT_DIR });
  planner = plannerView(await getPlannerData(createContentSource({ url: `${service.url}/graphql` }), TIME_LIMIT_SLUGS), "en");
});
afterAll(async () => {
  await service?.close();
});

const today = "2026-11-20";
beforeEach(() => vi.useFakeTimers({ toFake: ["Date"], now: new Date(`${today}T12:00:00`), shouldAdvanceTime: true }));
afterEach(() => vi.useRealTimers());

const shown = (daysAfter: string, days: number) => formatDisplayDate(addDays(daysAfter, days));

function submit(exposure: string, prevention: RegExp | null, vaccinated = false) {
  render(<WhenToTestView planner={planner} breadcrumbs={[]} answer={null} sources={<TimingSources rows={planner.rows} followUps={planner.followUps} />} />);
  fireEvent.change(screen.getByLabelText("Date of the possible exposure"), { target: { value: exposure } });
  if (prevention) fireEvent.click(screen.getByRole("radio", { name: prevention }));
  if (vaccinated) fireEvent.click(screen.getByRole("radio", { name: "Yes, every dose" }));
  fireEvent.click(screen.getByRole("button", { name: "Show my test dates" }));
}
const row = (name: RegExp) => screen.getAllByRole("row").find((candidate) => name.test(within(candidate).queryByRole("rowheader")?.textContent ?? ""))!;
const hivRows = () => screen.getAllByRole("row").filter((candidate) => /^HIV/.test(within(candidate).queryByRole("rowheader")?.textContent ?? ""));
const nowBox = () => screen.getByRole("region", { name: "What to do now" });
const pepAdvice = () => nowBox().querySelector(".planner__pep")!.textContent ?? "";
/** Whether `first` comes before `second` in the document (the order a screen reader reads). */
const before = (first: Element, second: Element) => Boolean(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING);

describe("the planner's page", () => {
  it("reads every time limit it cites from a shipped fact", () => {
    expect(Object.keys(planner.timeLimits).sort()).toEqual(Object.keys(TIME_LIMIT_FACTS).sort());
  });

  it("lists what PEP and PrEP change among the timings' sources, each with its source and review", () => {
    render(<WhenToTestView planner={planner} breadcrumbs={[]} answer={null} sources={<TimingSources rows={planner.rows} followUps={planner.followUps} />} />);
    const sources = screen.getByRole("region", { name: "Where these timings come from" });
    const pep = within(sources).getByText(/^After PEP/).closest("li")!;
    expect(pep.textContent).toContain("final HIV test: a lab antigen/antibody test and an HIV RNA test, 12 weeks after the exposure.");
    expect(pep.textContent).toContain(`(${formatDisplayDate("2025-05-08")}). Reviewed by Dr. Lucas Brennan, MD on`);
    expect(within(pep).getByRole("link").getAttribute("href")).toBe("https://www.cdc.gov/mmwr/volumes/74/rr/rr7401a1.htm");
  });
});

describe("the planner's result", () => {
  it("exposure yesterday, no PEP: the result opens with the PEP alert (24 and 72 hours, from the facts), before the table and the reminder", () => {
    submit(addDays(today, -1), null);
    const result = screen.getByRole("region", { name: /^Your test dates/ });
    const alert = within(result).getByRole("alert");
    expect(alert.textContent).toContain("Go now and ask for PEP");
    expect(alert.textContent).toContain("as soon as possible, ideally within 24 hours, no later than 72 hours");
    expect(within(alert).getByRole("link", { name: /CDC: Antiretroviral Postexposure Prophylaxis/ }).getAttribute("href")).toBe("https://www.cdc.gov/mmwr/volumes/74/rr/rr7401a1.htm");
    expect(within(alert).getByRole("link", { name: "Other steps with a time limit" }).getAttribute("href")).toBe("#planner-now");
    // First in the result: nothing but the heading before it; the table and the reminder after it.
    expect(result.querySelector("h2 + [role=alert]")).toBe(alert);
    expect(before(alert, within(result).getAllByRole("row")[1])).toBe(true);
    expect(before(alert, within(result).getByRole("button", { name: /Save the dates/ }))).toBe(true);
    expect(pepAdvice()).toContain("ask for PEP");
  });

  it("without PEP or PrEP after 72 hours: no alert, usual dates, hepatitis C RNA points to its final antibody test, PEP too late", () => {
    const exposure = addDays(today, -10);
    submit(exposure, null);
    expect(screen.queryByRole("alert")).toBeNull();
    expect(row(/HIV.*Lab antigen\/antibody/).textContent).toContain(shown(exposure, 45));
    for (const hiv of hivRows()) expect(hiv.textContent).not.toContain("Not final");
    expect(row(/Hepatitis C.*RNA/).textContent).toContain(`Not final. Final test: Antibody blood test from ${shown(exposure, 180)}.`);
    expect(screen.queryByText(/HIV tests work differently/)).toBeNull();
    expect(pepAdvice()).toContain("too late to start it for this exposure");
    expect(pepAdvice()).not.toContain("ask for PEP");
  });

  it("after PEP: no alert; CDC's 2025 follow-up first; every HIV row from after the PEP course and reliable only with the final test at 12 weeks", () => {
    const exposure = addDays(today, -2);
    submit(exposure, /^PEP/);
    expect(screen.queryByRole("alert")).toBeNull();
    const advice = screen.getByRole("region", { name: /HIV tests work differently/ });
    expect(advice.textContent).toContain("4 to 6 weeks");
    expect(advice.textContent).toContain(`Final HIV test: a lab antigen/antibody test and an HIV RNA test, 12 weeks after the exposure — on or after ${shown(exposure, 84)}.`);
    expect(hivRows()).toHaveLength(4);
    for (const hiv of hivRows()) {
      const [earliest, reliable] = within(hiv).getAllByRole("cell");
      expect(earliest.textContent).toBe(`${shown(exposure, 31)} (after your PEP course)`);
      expect(reliable.textContent).toBe(`${shown(exposure, 84)} Only with the final test: a lab antigen/antibody test and an HIV RNA test, 12 weeks after the exposure.`);
    }
    expect(row(/Chlamydia/).textContent).toContain(shown(exposure, 14));
    expect(pepAdvice()).toContain("Keep taking PEP");
    expect(pepAdvice()).not.toContain("ask for PEP");
  });

  it("with PrEP pills within 72 hours: one message — no alert, the clinic sets the HIV dates, PEP only after missed doses", () => {
    submit(addDays(today, -1), /PrEP pills/);
    expect(screen.queryByRole("alert")).toBeNull();
    for (const hiv of hivRows()) {
      expect(hiv.textContent).toContain("Your PrEP clinic sets this date.");
      expect(hiv.textContent).not.toMatch(/you can test now|\d{4}/);
    }
    expect(pepAdvice()).toContain("If you missed doses or an injection was late, PEP may still help");
    expect(pepAdvice()).not.toContain("Your possible exposure may be within");
  });

  it("with PrEP injections after 72 hours: an HIV RNA test, the clinic sets the dates, tell the PrEP clinic", () => {
    submit(addDays(today, -20), /PrEP injections/);
    const advice = screen.getByRole("region", { name: /HIV tests work differently/ });
    expect(advice.textContent).toContain("CDC advises an HIV RNA test together with the antigen/antibody test after recent injectable PrEP");
    for (const hiv of hivRows()) expect(hiv.textContent).toContain("Final test: an HIV RNA test with a lab antigen/antibody test, at your PrEP clinic");
    expect(pepAdvice()).toBe("You take PrEP: tell your PrEP clinic about this exposure; it sets your HIV test dates.");
  });

  it("what to do now: symptoms, pregnancy and each time-limited step with its limit and source", () => {
    submit(addDays(today, -1), null);
    const items = within(nowBox()).getAllByRole("listitem").map((item) => item);
    const item = (text: RegExp) => items.find((candidate) => text.test(candidate.textContent ?? ""))!;
    expect(item(/^Symptoms/).textContent).toContain("see a clinician now");
    expect(item(/^Pregnant/).textContent).toContain("PEP can be taken in pregnancy");
    const steps: [RegExp, string, string][] = [
      [/emergency contraception/, "within 5 days of sex", "https://www.cdc.gov/contraception/hcp/usspr/emergency-contraception.html"],
      [/^Hepatitis B/, "ideally within 24 hours, no later than 14 days after sex", "https://www.cdc.gov/std/treatment-guidelines/hbv.htm"],
      [/^Doxy-PEP/, "within 72 hours after sex", "https://www.cdc.gov/mmwr/volumes/73/rr/rr7302a1.htm"],
      [/^Mpox/, "best within 4 days of the exposure, and up to 14 days", "https://www.cdc.gov/mpox/hcp/vaccine-considerations/vaccination-overview.html"],
      [/^Hepatitis A/, "within 14 days of the exposure", "https://www.cdc.gov/mmwr/volumes/67/wr/mm6743a5.htm"],
    ];
    for (const [name, limit, source] of steps) {
      expect(item(name).textContent).toContain(limit);
      expect(within(item(name)).getByRole("link").getAttribute("href")).toBe(source);
    }
  });

  it("hepatitis B: an unvaccinated reader is told to get the vaccine (and HBIG), a vaccinated reader that a known responder needs nothing", () => {
    const exposure = addDays(today, -3);
    submit(exposure, null);
    expect(nowBox().querySelector(".planner__hepatitis-b")?.textContent).toContain("ask for the hepatitis B vaccine, and hepatitis B immune globulin (HBIG) too if your partner has hepatitis B");
    expect(row(/Hepatitis B/).textContent).toContain("Not vaccinated, or not sure: test on these dates");
    cleanup();
    submit(exposure, null, true);
    const vaccinated = nowBox().querySelector(".planner__hepatitis-b")?.textContent ?? "";
    expect(vaccinated).toContain("if a blood test once showed you are immune, you need nothing more");
    expect(vaccinated).toContain("one booster dose");
    expect(vaccinated).not.toContain("HBIG");
    expect(row(/Hepatitis B/).textContent).toContain("this test is usually not needed if a blood test once showed you are immune");
  });

  it("without JavaScript: the server's answer to the POST body (the same plan function) opens with the alert, and follows the hepatitis B answer", () => {
    const answer = answerPlanner(planner, new URLSearchParams(`from=${addDays(today, -1)}&to=&prevention=none&hepatitisB=vaccinated`), today);
    const html = renderToString(<WhenToTestView planner={planner} breadcrumbs={[]} answer={answer} sources={<TimingSources rows={planner.rows} followUps={planner.followUps} />} />);
    expect(html.indexOf('role="alert"')).toBeGreaterThan(html.indexOf('id="planner-result"'));
    expect(html.indexOf('role="alert"')).toBeLessThan(html.indexOf("<table"));
    expect(html).toContain("ideally within 24 hours, no later than 72 hours");
    expect(html).toContain("if a blood test once showed you are immune, you need nothing more");
    // The form shows the reader's answers again, to change one and send it back.
    expect(html).toContain(`value="${addDays(today, -1)}"`);
    expect(html).toMatch(/name="hepatitisB" checked="" value="vaccinated"/);
  });
});
