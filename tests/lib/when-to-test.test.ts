import { afterEach, describe, expect, it, vi } from "vitest";
import { addDays, daysBetween, followUpFor, HEPATITIS_B_ROW, localToday, parseCalendarDate, pepMayStillHelp, planTests, readExposure, reminderCalendar } from "@/lib/shared/content/when-to-test";

const ROWS = [
  { id: "hiv-lab", infection: "HIV", testType: "Lab antigen/antibody test", earliestDays: 18, reliableDays: 45 },
  { id: "chlamydia", infection: "Chlamydia", testType: "NAAT", earliestDays: 7, reliableDays: 14 },
];

afterEach(() => vi.useRealTimers());

describe("dates the reader typed", () => {
  it("accepts real calendar dates only: 30 February is refused, not turned into March", () => {
    expect(parseCalendarDate("2028-02-29")).toBe("2028-02-29");
    for (const bad of ["2026-02-29", "2026-02-30", "2026-13-01", "2026-1-5", "05/01/2026", "", "2026-03-14T00:00", null, 20260314]) {
      expect(parseCalendarDate(bad), String(bad)).toBeNull();
    }
  });

  it("adds days across month ends, year ends and leap days", () => {
    expect(addDays("2026-01-31", 1)).toBe("2026-02-01");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2026-02-28", 1)).toBe("2026-03-01");
    expect(addDays("2026-12-20", 14)).toBe("2027-01-03");
    expect(addDays("2028-01-15", 45)).toBe("2028-02-29");
  });

  it.each(["America/Los_Angeles", "Europe/London", "Pacific/Kiritimati", "Australia/Lord_Howe"])(
    "never drifts a day across a daylight-saving change, whatever the time zone (%s)",
    (zone) => {
      const before = process.env.TZ;
      process.env.TZ = zone;
      try {
        // US and EU clocks change in March and late October/November; both are crossed here.
        expect(addDays("2026-03-01", 45)).toBe("2026-04-15");
        expect(addDays("2026-10-20", 14)).toBe("2026-11-03");
      } finally {
        process.env.TZ = before;
      }
    },
  );

  it("takes today from the reader's clock and zone, not from UTC's date", () => {
    const before = process.env.TZ;
    process.env.TZ = "Pacific/Auckland";
    try {
      // 11:30 UTC on 14 March is already 15 March (00:30) in New Zealand.
      expect(localToday(new Date("2026-03-14T11:30:00Z"))).toBe("2026-03-15");
    } finally {
      process.env.TZ = before;
    }
  });
});

describe("reading the form", () => {
  const today = "2026-03-20";
  it("takes one date, or a range when the reader is not sure of the day", () => {
    expect(readExposure("2026-03-14", "", today)).toEqual({ from: "2026-03-14", to: "2026-03-14" });
    expect(readExposure("2026-03-10", "2026-03-14", today)).toEqual({ from: "2026-03-10", to: "2026-03-14" });
  });

  it.each([
    ["", "", "Enter the date as day, month and year"],
    ["2026-02-30", "", "Enter the date as day, month and year"],
    ["2026-03-21", "", "cannot be in the future"],
    ["2026-03-14", "2026-03-10", "must be on or after the first"],
    ["2025-01-01", "", "within the last 12 months"],
    ["2026-03-14", "soon", "Enter the second date"],
  ])("refuses %s – %s with a sentence a reader can act on", (from, to, problem) => {
    expect(readExposure(from, to, today)).toEqual({ problem: expect.stringContaining(problem) });
  });
});

describe("the plan", () => {
  it("counts from the last possible day of the exposure and says which results are reliable today", () => {
    const plan = planTests(ROWS, { from: "2026-01-20", to: "2026-01-31" }, "2026-02-14");
    expect(plan).toEqual([
      { id: "hiv-lab", infection: "HIV", testType: "Lab antigen/antibody test", earliest: "2026-02-18", reliable: "2026-03-17", reliableNow: false, final: null, advice: null },
      { id: "chlamydia", infection: "Chlamydia", testType: "NAAT", earliest: "2026-02-07", reliable: "2026-02-14", reliableNow: true, final: null, advice: null },
    ]);
  });

  it("names the final test and its date where the row's negative result is not final", () => {
    const rna = { id: "hcv-rna", infection: "Hepatitis C", testType: "RNA", earliestDays: 21, reliableDays: 42, finalTest: { testType: "Antibody blood test", reliableDays: 180 } };
    const [plan] = planTests([rna], { from: "2026-01-01", to: "2026-01-01" }, "2026-03-01");
    expect(plan.final).toEqual({ test: "Antibody blood test", date: "2026-06-30" });
  });

  it("after PEP or PrEP, the rows the follow-up names wait for its final test (a date, or none when the clinic sets it); other rows keep theirs", () => {
    const exposure = { from: "2026-01-01", to: "2026-01-01" };
    const pep = { prevention: "pep", finalDays: 84, finalTest: "a lab antigen/antibody test and an HIV RNA test", windowPeriods: [{ id: "hiv-lab" }] };
    const [hiv, chlamydia] = planTests(ROWS, exposure, "2026-02-20", { followUp: pep });
    expect(hiv.final).toEqual({ test: "a lab antigen/antibody test and an HIV RNA test", date: "2026-03-26" });
    expect(chlamydia).toMatchObject({ final: null, earliest: "2026-01-08", reliable: "2026-01-15", advice: null });
    const injections = { prevention: "injectable-prep", finalDays: null, finalTest: "an HIV RNA test at your PrEP clinic", windowPeriods: [{ id: "hiv-lab" }] };
    expect(planTests(ROWS, exposure, "2026-02-20", { followUp: injections })[0]).toMatchObject({ final: { test: "an HIV RNA test at your PrEP clinic", date: null } });
    expect(followUpFor([pep, injections], "injectable-prep")).toBe(injections);
    expect(followUpFor([pep, injections], "none")).toBeNull();
  });

  describe("after PEP, every HIV row follows CDC's 2025 schedule (tests at 4–6 weeks, final test at 12 weeks)", () => {
    // The shipped HIV rows (NAT, lab Ag/Ab, rapid Ag/Ab, antibody) and the shipped PEP follow-up.
    const HIV_ROWS = [
      { id: "hiv-nat", infection: "HIV", testType: "Nucleic acid test (NAT)", earliestDays: 10, reliableDays: 33 },
      { id: "hiv-lab", infection: "HIV", testType: "Lab antigen/antibody test", earliestDays: 18, reliableDays: 45 },
      { id: "hiv-rapid", infection: "HIV", testType: "Rapid antigen/antibody test", earliestDays: 18, reliableDays: 90 },
      { id: "hiv-antibody", infection: "HIV", testType: "Antibody test", earliestDays: 23, reliableDays: 90 },
    ];
    const pep = { prevention: "pep", finalDays: 84, finalTest: "a lab antigen/antibody test and an HIV RNA test, 12 weeks after the exposure", windowPeriods: HIV_ROWS.map(({ id }) => ({ id })) };
    const exposure = { from: "2026-03-10", to: "2026-03-10" };
    const answers = { followUp: pep, pepLimitHours: 72, pepCourseDays: 28 };

    it.each(["2026-03-11", "2026-03-20", "2026-04-05", "2026-04-20", "2026-06-02", "2026-07-01"])("today %s: no row contradicts it", (today) => {
      const tests = planTests(HIV_ROWS, exposure, today, answers);
      expect(tests).toHaveLength(HIV_ROWS.length);
      for (const test of tests) {
        const { earliest, reliable, final } = test;
        if (!earliest || !reliable || !final?.date) throw new Error(`${test.id}: a date is missing`);
        // No test inside PEP's 28 days counts, even for PEP started on the last day it could (day 3): from day 31.
        expect(daysBetween(exposure.to, earliest), test.id).toBeGreaterThanOrEqual(3 + 28);
        // …and the first test is still within CDC's 4–6 weeks.
        expect(daysBetween(exposure.to, earliest), test.id).toBeLessThanOrEqual(42);
        // A negative result is reliable only with the final test at 12 weeks: never a later "reliable" date, never an earlier one.
        expect(reliable, test.id).toBe(final.date);
        expect(daysBetween(exposure.to, final.date), test.id).toBe(84);
        expect(test.final?.test, test.id).toContain("12 weeks");
        expect(test.advice, test.id).toBe("after-pep");
        // "You can test now" only once the final test is due.
        expect(test.reliableNow, test.id).toBe(daysBetween(final.date, today) >= 0);
      }
    });
  });

  it("with PrEP, the rows the follow-up names give no dates of their own: the PrEP clinic sets them", () => {
    const prep = { prevention: "oral-prep", finalDays: null, finalTest: "a lab antigen/antibody test with an HIV RNA test, at your PrEP clinic", windowPeriods: [{ id: "hiv-lab" }] };
    const [hiv, chlamydia] = planTests(ROWS, { from: "2026-01-01", to: "2026-01-01" }, "2026-06-01", { followUp: prep });
    expect(hiv).toMatchObject({ earliest: null, reliable: null, reliableNow: false, advice: "prep-clinic", final: { test: prep.finalTest, date: null } });
    expect(chlamydia).toMatchObject({ reliable: "2026-01-15", reliableNow: true, advice: null });
  });

  it("the hepatitis B row's advice depends on whether the reader had every vaccine dose", () => {
    const rows = [{ id: HEPATITIS_B_ROW, infection: "Hepatitis B", testType: "Surface antigen", earliestDays: 28, reliableDays: 90 }, ...ROWS];
    const exposure = { from: "2026-01-01", to: "2026-01-01" };
    const [unvaccinated, hiv] = planTests(rows, exposure, "2026-01-02");
    expect(unvaccinated.advice).toBe("hepatitis-b-unvaccinated");
    expect(hiv.advice).toBeNull();
    expect(planTests(rows, exposure, "2026-01-02", { hepatitisBVaccinated: true })[0].advice).toBe("hepatitis-b-vaccinated");
  });

  it("counts the PEP limit it is given (the CMS's fact), in whole days", () => {
    expect(pepMayStillHelp({ from: "2026-03-18", to: "2026-03-18" }, "2026-03-20", 48)).toBe(true);
    expect(pepMayStillHelp({ from: "2026-03-17", to: "2026-03-17" }, "2026-03-20", 48)).toBe(false);
  });

  it("puts the final test's date in the calendar file too", () => {
    const pep = { prevention: "pep", finalDays: 84, finalTest: "lab antigen/antibody and RNA", windowPeriods: [{ id: "hiv-lab" }] };
    const ics = reminderCalendar(planTests(ROWS, { from: "2026-01-01", to: "2026-01-01" }, "2026-01-02", { followUp: pep }), "Reminder", "20260102T000000Z");
    expect(ics).toContain("DTSTART;VALUE=DATE:20260326");
  });

  it("points to PEP while the exposure may be within 72 hours", () => {
    expect(pepMayStillHelp({ from: "2026-03-17", to: "2026-03-17" }, "2026-03-20")).toBe(true);
    expect(pepMayStillHelp({ from: "2026-03-16", to: "2026-03-16" }, "2026-03-20")).toBe(false);
    expect(pepMayStillHelp({ from: "2026-03-01", to: "2026-03-19" }, "2026-03-20")).toBe(true);
  });

  it("makes a calendar file with one all-day event per reliable date, under the reader's neutral title", () => {
    const plan = planTests(ROWS, { from: "2026-01-31", to: "2026-01-31" }, "2026-02-01");
    const ics = reminderCalendar(plan, "Dentist; call back\r\nBEGIN:VEVENT", "20260201T000000Z");
    expect(ics.split("\r\n")).toEqual(expect.arrayContaining(["BEGIN:VCALENDAR", "DTSTART;VALUE=DATE:20260214", "DTSTART;VALUE=DATE:20260317", "SUMMARY:Dentist\\; call back BEGIN:VEVENT", "END:VCALENDAR"]));
    expect(ics.split("\r\n").filter((line) => line === "BEGIN:VEVENT")).toHaveLength(2);
    expect(ics).not.toMatch(/HIV|Chlamydia/);
  });
});
