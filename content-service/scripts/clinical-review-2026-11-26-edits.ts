/** What the 26 November 2026 clinical review changed, entry by entry (applied by clinical-review-2026-11-26.ts). */
export const REVIEW_DAY = "2026-11-26";
export const REVIEWED_AT = "2026-11-26T12:00:00.000Z";

export type Source = { title: string; publisher: string; date: string | null; url: string };
export type Edit = {
  id: string;
  /** The whole body, rewritten. */
  markdown?: string;
  replace?: [from: string, to: string][];
  insert?: { after: string; markdown: string; marker: string }[];
  sources?: Source[];
  /** Sources added after the article's own (skipped when their address is listed already). */
  addSources?: Source[];
  /** Sources (by address) whose stored date was another document's: the page shows none. */
  undate?: string[];
  rewordLog?: [id: string, summary: string][];
  fields?: Record<string, unknown>;
  /** A post's review: its change-log line, recorded when anything above changed. */
  review?: { by: string; summary: string };
  /** A page's reviewer (pages keep no change log; their review date moves with the change). */
  pageReview?: string;
};

const CDC = "Centers for Disease Control and Prevention";
const PREP_GUIDELINE: Source = {
  title: "Preexposure Prophylaxis for the Prevention of HIV Infection in the United States — 2021 Update: A Clinical Practice Guideline",
  publisher: CDC,
  date: "2021-12-08",
  url: "https://www.cdc.gov/hiv/pdf/risk/prep/cdc-hiv-prep-guidelines-2021.pdf",
};
const LENACAPAVIR: Source = {
  title: "Clinical Recommendation for the Use of Injectable Lenacapavir as HIV Preexposure Prophylaxis — United States, 2025",
  publisher: CDC,
  date: "2025-09-18",
  url: "https://www.cdc.gov/mmwr/volumes/74/wr/mm7435a1.htm",
};
const HIV_TESTING_2006: Source = {
  title: "Revised Recommendations for HIV Testing of Adults, Adolescents, and Pregnant Women in Health-Care Settings",
  publisher: CDC,
  date: "2006-09-22",
  url: "https://www.cdc.gov/mmwr/preview/mmwrhtml/rr5514a1.htm",
};
const NPEP_2025: Source = {
  title: "Antiretroviral Postexposure Prophylaxis After Sexual, Injection Drug Use, or Other Nonoccupational Exposure to HIV — CDC Recommendations, United States, 2025",
  publisher: CDC,
  date: "2025-05-08",
  url: "https://www.cdc.gov/mmwr/volumes/74/rr/rr7401a1.htm",
};
const CONTRACEPTION_SPR_2024: Source = {
  title: "U.S. Selected Practice Recommendations for Contraceptive Use, 2024",
  publisher: CDC,
  date: "2024-08-08",
  url: "https://www.cdc.gov/mmwr/volumes/73/rr/rr7303a1.htm",
};
const EMERGENCY_CONTRACEPTION_NOTE =
  "Re-reviewed; no medical change needed. CDC's 2024 contraception practice recommendations added as the source for emergency contraception's time limits, which no listed source backed.";
const USPSTF_HIV: Source = {
  title: "Human Immunodeficiency Virus (HIV) Infection: Screening",
  publisher: "U.S. Preventive Services Task Force",
  date: "2019-06-11",
  url: "https://www.uspreventiveservicestaskforce.org/uspstf/recommendation/human-immunodeficiency-virus-hiv-infection-screening",
};
const USPSTF_HCV: Source = {
  title: "Hepatitis C Virus Infection in Adolescents and Adults: Screening",
  publisher: "U.S. Preventive Services Task Force",
  date: "2020-03-02",
  url: "https://www.uspreventiveservicestaskforce.org/uspstf/recommendation/hepatitis-c-screening",
};
const HBV_PEP_TABLE: Source = {
  title: "Table 7: Guidelines for postexposure prophylaxis of persons with nonoccupational exposure to blood or body fluids that contain blood — STI Treatment Guidelines",
  publisher: CDC,
  date: "2021-07-22",
  url: "https://www.cdc.gov/std/treatment-guidelines/table-7.htm",
};
const MPOX_VACCINE: Source = {
  title: "Mpox Vaccine Recommendations",
  publisher: CDC,
  date: null,
  url: "https://www.cdc.gov/mpox/hcp/vaccine-considerations/vaccination-overview.html",
};
const HEPATITIS_A_ACIP: Source = {
  title: "Prevention of Hepatitis A Virus Infection in the United States: Recommendations of the Advisory Committee on Immunization Practices, 2020",
  publisher: CDC,
  date: "2020-07-03",
  url: "https://www.cdc.gov/mmwr/volumes/69/rr/rr6905a1.htm",
};
const HPV_ADULTS_ACIP: Source = {
  title: "Human Papillomavirus Vaccination for Adults: Updated Recommendations of the Advisory Committee on Immunization Practices",
  publisher: CDC,
  date: "2019-08-16",
  url: "https://www.cdc.gov/mmwr/volumes/68/wr/mm6832a3.htm",
};
const SCREENING_RECOMMENDATIONS: Source = {
  title: "Screening Recommendations and Considerations Referenced in Treatment Guidelines and Original Sources",
  publisher: CDC,
  date: "2021-07-23",
  url: "https://www.cdc.gov/std/treatment-guidelines/screening-recommendations.htm",
};
const HCV_SCREENING_CDC: Source = {
  title: "CDC Recommendations for Hepatitis C Screening Among Adults — United States, 2020",
  publisher: CDC,
  date: "2020-04-10",
  url: "https://www.cdc.gov/mmwr/volumes/69/rr/rr6902a1.htm",
};
/** CDC's web pages show no single publication date: the dates stored for them were other documents'. */
const GETTING_TESTED: Source = { title: "Getting Tested for STIs", publisher: CDC, date: null, url: "https://www.cdc.gov/sti/testing/" };
const UNDATED_PAGE_NOTE = "the date given for CDC's web page 'Getting Tested for STIs' (23 July 2021, the treatment guidelines' date) was removed, as the page shows none";

/** Hepatitis B prevention after an exposure (CDC STI guidelines, Table 7), shared by the two hepatitis B articles. */
const HEPATITIS_B_AFTER_EXPOSURE =
  "**After a possible exposure.** If you are not fully vaccinated and have had sex or shared needles with someone who has hepatitis B or whose status you do not know, or have been sexually assaulted, see a clinician quickly. CDC advises starting the vaccine, with hepatitis B immune globulin (HBIG) when the other person is known to have hepatitis B, as soon as possible and preferably within 24 hours. It is unlikely to help if started more than 7 days after a needle or blood exposure, or more than 14 days after sex.";

export const PREP_ARTICLE = `PrEP stands for pre-exposure prophylaxis: medicine taken by people who do not have HIV to lower their chance of getting it. Taken as prescribed, PrEP is highly effective. According to CDC, daily PrEP pills reduce the risk of getting HIV from sex by about 99%, and from injection drug use by at least 74%.

## Who PrEP is for

{{embed Asset asset-what-is-prep-1}}

PrEP is for people who could be exposed to HIV through sex or injection drug use. You might consider PrEP if, for example:

- you have a partner with HIV who does not have an undetectable viral load, or whose status you do not know;
- you do not always use condoms with partners whose HIV status is unknown;
- you have had a bacterial STI in the past six months;
- you have used PEP more than once;
- you inject drugs and share needles or equipment.

CDC advises that clinicians tell all sexually active adults and adolescents about PrEP, and prescribe it to anyone who asks for it.

## The options

In the United States, four medicines are approved as PrEP. Which one suits you depends on how you could be exposed to HIV and on your health, and your clinician will help you choose.

| Medicine                                                                       | How it is taken                                                                   | Who it is for                                                                                                                                                       |
| ------------------------------------------------------------------------------ | --------------------------------------------------------------------------------- | ------------------------------------------------------------------------------------------------------------------------------------------------------------------- |
| Emtricitabine with tenofovir disoproxil fumarate (F/TDF; Truvada or a generic) | A pill every day                                                                  | People at risk of HIV from any kind of sex, and people who inject drugs                                                                                             |
| Emtricitabine with tenofovir alafenamide (F/TAF; Descovy)                      | A pill every day                                                                  | People at risk of HIV from sex, but not from receptive vaginal sex: it has not been studied for that, so it is not for anyone who could get HIV through vaginal sex |
| Cabotegravir (Apretude)                                                        | An injection every 2 months, after two starting injections a month apart          | People at risk of HIV from sex                                                                                                                                      |
| Lenacapavir (Yeztugo)                                                          | An injection twice a year (every 6 months), after starting injections and tablets | People at risk of HIV from sex who weigh at least 35 kg (77 lb)                                                                                                     |

The FDA approved twice-yearly lenacapavir for PrEP in June 2025, and CDC recommended it as a PrEP option in September 2025. **The injections protect against HIV from sex only.** They were approved to lower the chance of getting HIV through sex, not through injecting drugs. If you inject drugs, CDC recommends daily F/TDF pills, and using new needles and equipment every time.

## Pills only around sex ("on demand")

Some gay, bisexual and other men who have sex with men take PrEP pills only around the times they have sex, a schedule called "2-1-1" or on-demand PrEP. It is not for everyone:

- it is only for adult cisgender men who have sex with men;
- it uses F/TDF only, never F/TAF;
- it is not for anyone with hepatitis B, because starting and stopping the medicine can make hepatitis B flare up;
- it does not protect during vaginal sex, so it is not for women or for anyone who could get HIV through vaginal sex;
- the FDA has not approved this schedule (it is "off-label"), so it is for a clinician to decide with you.

If you take daily PrEP, keep taking it every day. Do not change how you take PrEP without advice from your clinician.

## Stopping PrEP

Talk to your clinician before you stop or change PrEP. If you have hepatitis B, stopping PrEP pills can make it flare up, so you will need checks. Stopping injections needs a plan. After the last injection, the medicine stays in your body at slowly falling levels for a year or longer. These low levels may not protect you, and HIV caught during this time may become resistant to HIV medicines. If you could still be exposed to HIV, your clinician will usually start daily PrEP pills around the time your next injection would have been due, and keep testing you for HIV.

## What PrEP care involves

PrEP is a prescription medicine with regular follow-up:

- an **HIV test before starting**, because PrEP alone is not treatment for HIV;
- **regular HIV tests** while on PrEP: usually every 3 months with pills, and at each injection visit with injections;
- tests for hepatitis B before starting, tests for other STIs, and kidney function tests for everyone taking PrEP pills;
- a chance to review side effects, vaccines and any questions.

PrEP medicines, especially injections, can delay or weaken a positive HIV test result. That is why people using injections are also tested for the virus itself (an HIV RNA test), and why you should tell anyone who tests you for HIV that you take PrEP. Side effects, such as nausea or headache with pills, or pain and swelling where an injection was given, are usually mild and often settle within the first weeks.

## What PrEP does not do

PrEP protects against HIV only. It does not prevent other STIs or pregnancy, so condoms, testing and vaccination still matter. PrEP visits do make regular STI testing easier.

## Paying for PrEP

In the United States, most health insurance plans cover PrEP and the required tests, and assistance programmes exist for people without coverage. Clinics, health departments and telehealth services can help you find affordable options. If getting to a clinic is hard, telehealth services such as [CareLink Telehealth](deeplink:deeplink-carelink) offer PrEP assessments online and order the required laboratory tests.

{{embed Promotion promo-carelink-prep-consult}}

If you are starting PrEP, it helps to set a routine, such as taking pills at the same time each day or booking injection appointments in advance, and to keep your follow-up visits, which are what keep PrEP safe and effective.

## Key points

- PrEP is highly effective at preventing HIV when taken as prescribed.
- It comes as daily pills (F/TDF or F/TAF), cabotegravir injections every 2 months, or lenacapavir injections twice a year.
- F/TAF is not for people who could get HIV through vaginal sex. The injections cover HIV from sex only: people who inject drugs take daily F/TDF.
- On-demand (2-1-1) pills are only for adult cisgender men who have sex with men, with F/TDF, and not with hepatitis B.
- Stopping injections needs a plan with your clinician.
- PrEP does not protect against other STIs or pregnancy.

Learn more from [CDC's PrEP information](https://www.cdc.gov/hiv/prevention/prep.html).

## Frequently asked questions

{{embed Faq faq-what-is-prep-1}}

{{embed Faq faq-what-is-prep-2}}

{{embed Faq faq-what-is-prep-3}}

*This article is general information and is not a substitute for advice from a health professional.*`;

export function edits(prepArticle: string): Edit[] {
  return [
    // Findings 2 and 5: PrEP against current CDC and FDA guidance.
    {
      id: "post-what-is-prep",
      markdown: prepArticle,
      sources: [
        PREP_GUIDELINE,
        LENACAPAVIR,
        {
          title: "Pre-Exposure Prophylaxis (PrEP): Clinicians’ Quick Guide to the 2021 PrEP Update",
          publisher: CDC,
          date: "2021-12-08",
          url: "https://www.cdc.gov/hiv/clinicians/prevention/prep.html",
        },
        { title: "Preventing HIV with PrEP", publisher: CDC, date: null, url: "https://www.cdc.gov/hiv/prevention/prep.html" },
      ],
      review: {
        by: "author-lucas-brennan",
        summary:
          "Rewritten against CDC's 2021 PrEP guideline and its 2025 lenacapavir recommendation: names the four approved medicines and who each is for (daily F/TDF for any kind of sex and for people who inject drugs; daily F/TAF not for receptive vaginal sex; cabotegravir injections every 2 months; lenacapavir injections twice a year, FDA-approved June 2025 and recommended by CDC in September 2025); says the injections cover HIV from sex only; on-demand 2-1-1 dosing limited to adult cisgender men who have sex with men, with F/TDF, not with hepatitis B, not for vaginal sex, and off-label; added how to stop (a plan for the long tail after injections), that PrEP can delay a positive HIV test, and in the FAQs how soon daily pills protect and how to stop. The earlier CDC PEP guideline source, which backed none of this, was replaced.",
      },
    },
    {
      id: "faq-what-is-prep-1",
      replace: [
        [
          "It depends on the type of PrEP and the kind of exposure. Ask your prescriber when you will be protected.",
          "It depends on the medicine and the kind of sex. CDC says daily PrEP pills reach their highest protection after about 7 days for receptive anal sex, and about 21 days for receptive vaginal sex and injection drug use. For injections, ask your prescriber when you will be protected, and use condoms or other prevention until then.",
        ],
      ],
      fields: { updatedAt: REVIEWED_AT },
    },
    {
      id: "faq-what-is-prep-2",
      replace: [
        [
          "Yes, but talk to your clinician first, as there is a safe way to stop and restart, and an HIV test is needed before restarting.",
          "Yes, but talk to your clinician first. Stopping pills needs care if you have hepatitis B. After injections the medicine stays in your body at falling levels for a year or longer, so stopping them needs a plan, usually daily pills if you could still be exposed to HIV. An HIV test is needed before restarting.",
        ],
      ],
      fields: { updatedAt: REVIEWED_AT },
    },

    // Finding 4: HIV screening ages (CDC 13–64; USPSTF 15–65).
    {
      id: "post-hiv-basics-testing-treatment",
      replace: [
        [
          "CDC advises at least one HIV test in a lifetime for everyone aged 15 and older as part of routine health care, and testing",
          "CDC recommends at least one HIV test for everyone aged 13 to 64 as part of routine health care (the U.S. Preventive Services Task Force advises screening everyone aged 15 to 65, and younger and older people at increased risk), and testing",
        ],
        ["Everyone aged 15 and older should be tested at least once.", "Everyone aged 13 to 64 should be tested for HIV at least once (CDC)."],
      ],
      sources: [
        HIV_TESTING_2006,
        USPSTF_HIV,
        { title: "Getting Tested for HIV", publisher: CDC, date: null, url: "https://www.cdc.gov/hivpartners/php/hiv-testing/index.html" },
        { title: "About HIV", publisher: CDC, date: null, url: "https://www.cdc.gov/hiv/about/index.html" },
        NPEP_2025,
      ],
      rewordLog: [
        [
          "change-hiv-basics-testing-treatment-2",
          "Added how often to test (at least yearly with ongoing risk, every 3 to 6 months for some sexually active gay and bisexual men), routine testing in pregnancy, and that a reactive rapid test or self-test needs laboratory confirmation. This review gave 'everyone aged 15 and older' as CDC's advice, which was wrong (corrected in the next review the same day). Sources added.",
        ],
      ],
      review: {
        by: "author-lucas-brennan",
        summary:
          "Corrected the screening ages: CDC recommends at least one HIV test for everyone aged 13 to 64 (2006 recommendations); 15 to 65 is the USPSTF's range (2019), now named as such. Source dates corrected: CDC's HIV testing and About HIV web pages had been given the 2006 report's date. The FAQ on what to do after a possible exposure now says to seek PEP straight away, ideally within 24 hours and no later than 72 (CDC 2025 nPEP guidelines), where it said 'within 72 hours'.",
      },
    },

    {
      id: "faq-hiv-basics-testing-treatment-3",
      replace: [
        [
          "Seek care within 72 hours to ask about PEP. The sooner it starts, the better it works.",
          "Seek care straight away to ask about PEP: it should start as soon as possible, ideally within 24 hours and no later than 72 hours after the exposure. The sooner it starts, the better it works.",
        ],
      ],
      fields: { updatedAt: REVIEWED_AT },
    },

    // Finding 6: reviews recorded after first publication say so.
    {
      id: "post-hepatitis-c-testing-and-treatment",
      rewordLog: [
        [
          "change-hepatitis-c-testing-and-treatment-1",
          "Medical review after first publication: the article was published on 2026-11-25 before this review was recorded. Checked against CDC's 2020 screening recommendations, the USPSTF 2020 recommendation, CDC's STI treatment guidelines and WHO's fact sheet; no change to the text needed.",
        ],
      ],
    },
    {
      id: "post-trichomoniasis",
      rewordLog: [
        [
          "change-trichomoniasis-1",
          "Medical review after first publication: the article was published on 2026-11-25 before this review was recorded. Checked against CDC's 2021 STI treatment guidelines and WHO's fact sheet; no change to the text needed.",
        ],
      ],
    },
    {
      id: "post-mpox-what-to-know",
      rewordLog: [
        [
          "change-mpox-what-to-know-1",
          "Medical review after first publication: the article was published on 2026-11-25 before this review was recorded. Checked against CDC's mpox vaccine recommendations and WHO's statements; no change to the text needed then.",
        ],
      ],
      replace: [
        [
          "If you have been exposed to mpox, contact a clinician or your health department straight away: the vaccine given soon after an exposure can help prevent illness or make it milder.",
          "If you have been exposed to mpox, contact a clinician or your health department straight away: CDC advises getting the vaccine as soon as possible after an exposure, ideally within 4 days, when it gives the best chance of preventing illness. Given 4 to 14 days after the exposure, it may make illness milder but may not prevent it.",
        ],
      ],
      sources: [
        MPOX_VACCINE,
        {
          title: "Fifth meeting of the International Health Regulations (2005) Emergency Committee regarding the upsurge of mpox 2024",
          publisher: "World Health Organization",
          date: "2025-10-30",
          url: "https://www.who.int/news/item/30-10-2025-fifth-meeting-of-the-international-health-regulations-%282005%29-emergency-committee-regarding-the-upsurge-of-mpox-2024",
        },
        {
          title: "CDC Urges Mpox Vaccination for Those Eligible Given Continued U.S. Mpox Cases",
          publisher: CDC,
          date: "2024-02-12",
          url: "https://emergency.cdc.gov/newsletters/coca/2024/021224.html",
        },
      ],
      review: {
        by: "author-priya-raman",
        summary:
          "Added how soon the vaccine helps after an exposure (CDC: as soon as possible, ideally within 4 days; 4 to 14 days after, it may make illness milder but may not prevent it). HIV.gov's summary replaced by CDC's own mpox vaccine recommendations as the source.",
      },
    },
    {
      id: "post-pubic-lice-crabs",
      rewordLog: [
        [
          "change-pubic-lice-crabs-1",
          "Medical review after first publication (the article was first published on 2026-11-20) against CDC's 2021 guidance on pubic lice: treatment named as CDC recommends (permethrin 1% cream rinse or pyrethrins with piperonyl butoxide; malathion or ivermectin from a clinician), bedding and clothing decontaminated or kept off the body for 72 hours, partners from the previous month treated.",
        ],
      ],
      replace: [
        [
          "Having pubic lice is a sign of recent close contact with a new partner, so it is a good moment to think about testing for other infections",
          "Pubic lice are passed on through close body contact, usually during sex, and other STIs can be passed on the same way, so it is a good moment to think about testing for other infections",
        ],
      ],
      sources: [
        {
          title: "Pediculosis Pubis — STI Treatment Guidelines",
          publisher: CDC,
          date: "2021-07-22",
          url: "https://www.cdc.gov/std/treatment-guidelines/pediculosis-pubis.htm",
        },
        { title: "Sexually Transmitted Infections Treatment Guidelines, 2021", publisher: CDC, date: "2021-07-23", url: "https://www.cdc.gov/std/treatment-guidelines/default.htm" },
      ],
      review: {
        by: "author-elena-vasquez",
        summary:
          "Testing section no longer says pubic lice are 'a sign of recent close contact with a new partner' (they can come from any partner, or rarely from bedding); it now says other STIs pass the same way, so it is a good moment to test. CDC's pubic lice guideline cited at its treatment-guidelines address (the STI app copy was cited before).",
      },
    },

    // Finding 7 (the comparison page's FAQ) and the home-testing class.
    {
      id: "faq-topic-testing-basics-2",
      replace: [
        [
          "Home self-collection kits are usually analysed by the same kinds of laboratory tests used in clinics. A clinic visit is better if you have symptoms, need an examination, or need treatment the same day.",
          "Not always. A kit posted to a laboratory may use the same kind of test as a clinic, but a home result also depends on collecting the sample correctly, testing after the window period and testing every site you use for sex, and no one examines you. A positive home result needs a clinician to confirm it where needed and to treat it. See a clinic instead if you have symptoms, a recent exposure, or need treatment the same day.",
        ],
      ],
      fields: { updatedAt: REVIEWED_AT },
    },

    // Timing that makes advice actionable: vaccines after an exposure.
    {
      id: "post-hepatitis-vaccines-and-sexual-health",
      insert: [
        {
          after: "Depending on the brand, the vaccine is given as a series of two, three or four doses.",
          marker: "preferably within 24 hours",
          markdown: HEPATITIS_B_AFTER_EXPOSURE,
        },
      ],
      replace: [
        [
          "Combined hepatitis A and B vaccines are available.",
          "Combined hepatitis A and B vaccines are available. After close contact with someone who has hepatitis A, including sex, a dose of the vaccine given as soon as possible and within 2 weeks can prevent the infection: ask a clinician straight away.",
        ],
        [
          "Guidance may change as outbreaks evolve, so check current recommendations with a clinician or local health department.",
          "If you have been exposed to mpox, the vaccine can still help: CDC advises getting it as soon as possible, ideally within 4 days of the exposure; given 4 to 14 days after, it may make illness milder but may not prevent it. Guidance may change as outbreaks evolve, so check current recommendations with a clinician or local health department.",
        ],
      ],
      sources: [
        {
          title: "Universal Hepatitis B Vaccination in Adults Aged 19–59 Years: Updated Recommendations of the Advisory Committee on Immunization Practices — United States, 2022",
          publisher: CDC,
          date: "2022-04-01",
          url: "https://www.cdc.gov/mmwr/volumes/71/wr/mm7113a1.htm",
        },
        HBV_PEP_TABLE,
        HEPATITIS_A_ACIP,
        MPOX_VACCINE,
        { title: "Fact Sheet: Hepatitis B Immunization", publisher: CDC, date: "2025-12-16", url: "https://www.cdc.gov/media/releases/2025/fact-sheet-hepatitis-b-immunization.html" },
        {
          title: "Fact Sheet: CDC Childhood Immunization Recommendations",
          publisher: "U.S. Department of Health and Human Services",
          date: "2026-01-05",
          url: "https://www.hhs.gov/press-room/fact-sheet-cdc-childhood-immunization-recommendations.html",
        },
      ],
      review: {
        by: "author-amara-okafor",
        summary:
          "Added what to do after a possible exposure: hepatitis B vaccine (with HBIG when the source has hepatitis B) as soon as possible, preferably within 24 hours, and unlikely to help after 7 days for a needle or blood exposure or 14 days after sex (CDC STI guidelines, Table 7); hepatitis A vaccine as soon as possible and within 2 weeks of contact with someone who has hepatitis A (ACIP 2020); mpox vaccine ideally within 4 days of an exposure, up to 14 days to make illness milder (CDC). Sources added for the hepatitis A (ACIP 2020) and mpox recommendations, which had none.",
      },
    },
    {
      id: "post-hepatitis-b-and-sex",
      insert: [{ after: "Ask your clinician or pharmacist whether you are protected.", marker: "preferably within 24 hours", markdown: HEPATITIS_B_AFTER_EXPOSURE }],
      sources: [
        {
          title: "Screening and Testing for Hepatitis B Virus Infection: CDC Recommendations — United States, 2023",
          publisher: CDC,
          date: "2023-03-10",
          url: "https://www.cdc.gov/mmwr/volumes/72/rr/rr7201a1.htm",
        },
        { title: "Fact Sheet: Hepatitis B Immunization", publisher: CDC, date: "2025-12-16", url: "https://www.cdc.gov/media/releases/2025/fact-sheet-hepatitis-b-immunization.html" },
        {
          title: "Universal Hepatitis B Vaccination in Adults Aged 19–59 Years: Updated Recommendations of the Advisory Committee on Immunization Practices — United States, 2022",
          publisher: CDC,
          date: "2022-04-01",
          url: "https://www.cdc.gov/mmwr/volumes/71/wr/mm7113a1.htm",
        },
        HBV_PEP_TABLE,
        {
          title: "Fact Sheet: CDC Childhood Immunization Recommendations",
          publisher: "U.S. Department of Health and Human Services",
          date: "2026-01-05",
          url: "https://www.hhs.gov/press-room/fact-sheet-cdc-childhood-immunization-recommendations.html",
        },
      ],
      review: {
        by: "author-lucas-brennan",
        summary:
          "Added what to do after a possible exposure: vaccine (with HBIG when the source has hepatitis B) as soon as possible, preferably within 24 hours, unlikely to help after 7 days for a needle or blood exposure or 14 days after sex (CDC STI guidelines, Table 7). CDC's 2023 hepatitis B screening recommendations added as the source for screening all adults at least once, which no listed source backed.",
      },
    },
    {
      id: "post-stis-in-pregnancy",
      replace: [
        [
          "Babies of parents with hepatitis B receive a vaccine and an extra injection soon after birth to protect them.",
          "Babies of parents with hepatitis B receive the hepatitis B vaccine and an extra injection (hepatitis B immune globulin) within 12 hours of birth to protect them.",
        ],
      ],
      review: {
        by: "author-amara-okafor",
        summary: "Said when a baby of a parent with hepatitis B gets the vaccine and hepatitis B immune globulin: within 12 hours of birth (CDC STI guidelines for pregnancy), where it said 'soon after birth'.",
      },
    },
    {
      id: "post-hpv-vaccine-who-and-when",
      replace: [
        [
          "Younger people also produce a stronger immune response, which is why they need fewer doses.",
          "Younger people also produce a stronger immune response, which is why they need fewer doses. The vaccine prevents future infections: it does not treat an infection you already have, and it is not a treatment to take after a possible exposure.",
        ],
      ],
      sources: [
        {
          title: "Fact Sheet: CDC Childhood Immunization Recommendations",
          publisher: "U.S. Department of Health and Human Services",
          date: "2026-01-05",
          url: "https://www.hhs.gov/press-room/fact-sheet-cdc-childhood-immunization-recommendations.html",
        },
        HPV_ADULTS_ACIP,
        { title: "HPV Vaccination Schedules and Recommendations", publisher: CDC, date: null, url: "https://www.cdc.gov/hpv/hcp/schedules-recommendations.html" },
      ],
      review: {
        by: "author-amara-okafor",
        summary:
          "Added that the HPV vaccine prevents future infections but does not treat an existing one and is not used after a possible exposure (ACIP 2019). Source dates corrected: CDC's HPV schedules web page had been given the 2019 ACIP report's date.",
      },
    },
    {
      id: "faq-hpv-vaccine-who-and-when-2",
      replace: [
        [
          "If you are within the recommended ages, vaccination can still protect against types you have not had. Ask your clinician.",
          "If you are within the recommended ages, vaccination can still protect against types you have not had. It does not treat an infection you already have. Ask your clinician.",
        ],
      ],
      fields: { updatedAt: REVIEWED_AT },
    },
    {
      id: "post-hpv-what-you-should-know",
      sources: [
        HPV_ADULTS_ACIP,
        {
          title: "Fact Sheet: CDC Childhood Immunization Recommendations",
          publisher: "U.S. Department of Health and Human Services",
          date: "2026-01-05",
          url: "https://www.hhs.gov/press-room/fact-sheet-cdc-childhood-immunization-recommendations.html",
        },
        { title: "About HPV", publisher: CDC, date: null, url: "https://www.cdc.gov/hpv/about/index.html" },
      ],
      review: {
        by: "author-lucas-brennan",
        summary:
          "Re-reviewed; no medical change needed. Sources corrected: CDC's 'About HPV' and HPV schedules web pages had been given the 2019 ACIP report's date; the ACIP report itself is now cited for the vaccination ages.",
      },
    },

    // Comparison data that misled.
    {
      id: "post-which-sti-tests-to-ask-for",
      replace: [
        [
          "If getting to a clinic is difficult, a broad home panel can cover many of the same infections. ",
          "If getting to a clinic is difficult, a home panel can cover several of the same infections; check that it includes each infection and each sample (throat, rectal) you need. ",
        ],
        [" is one example of a service with throat and rectal swab options.", " offers a 10-test panel and a kit for chlamydia and gonorrhea only."],
        ["promo-testwise-chlamydia-gonorrhea", "promo-testwise-10-panel"],
      ],
      sources: [
        SCREENING_RECOMMENDATIONS,
        HIV_TESTING_2006,
        HCV_SCREENING_CDC,
        { title: "Chlamydial Infections (STI Treatment Guidelines, 2021)", publisher: CDC, date: "2021-07-23", url: "https://www.cdc.gov/std/treatment-guidelines/chlamydia.htm" },
        USPSTF_HIV,
        GETTING_TESTED,
      ],
      review: {
        by: "author-amara-okafor",
        summary:
          "The 'broad home panel' sentence sat next to a kit that tests for chlamydia and gonorrhea only: it now asks readers to check each infection and sample a panel covers, and shows the 10-test panel it describes. CDC's 2006 HIV testing recommendations added as the source for testing everyone aged 13 to 64; the USPSTF source moved to its current address.",
      },
    },
    {
      id: "post-routine-sti-screening-recommendations",
      sources: [
        SCREENING_RECOMMENDATIONS,
        HIV_TESTING_2006,
        HCV_SCREENING_CDC,
        USPSTF_HCV,
        USPSTF_HIV,
        { title: "Pregnant Women (STI Treatment Guidelines, 2021)", publisher: CDC, date: "2021-07-23", url: "https://www.cdc.gov/std/treatment-guidelines/pregnant.htm" },
        GETTING_TESTED,
      ],
      review: {
        by: "author-priya-raman",
        summary:
          "Re-reviewed; no medical change needed. CDC's 2006 HIV testing recommendations added as the source for testing everyone aged 13 to 64, which no listed source backed; the USPSTF sources moved to their current addresses.",
      },
    },
    {
      id: "promo-homecheck-couples",
      fields: { infectionsTested: 2, updatedAt: REVIEWED_AT },
    },
    {
      id: "promo-labnow-lab-visit",
      replace: [["Your choice of STI tests", "A 10-test panel, including chlamydia, gonorrhea, syphilis and HIV"]],
      fields: { updatedAt: REVIEWED_AT },
    },
    // A condom sample pack is not a test; a home STI kit is not a PrEP service.
    { id: "chart-best-std-tests", fields: { promotions: ["promo-homecheck-basic", "promo-testwise-10-panel", "promo-labnow-lab-visit", "promo-clearpath-complete", "promo-discreetdx-hiv-syphilis", "promo-homecheck-couples", "promo-testwise-chlamydia-gonorrhea"], updatedAt: REVIEWED_AT } },
    { id: "chart-telehealth-prep", fields: { promotions: ["promo-carelink-prep-consult"], updatedAt: REVIEWED_AT } },

    // Wording that assumes.
    {
      id: "post-reducing-your-sti-risk",
      replace: [
        [
          "The more partners a person has, the more chances there are to be exposed, and having sex with partners who do not test raises the risk further. This is not about judgement",
          "The more partners a person has, the more chances there are to be exposed. This is not about judgement",
        ],
      ],
      sources: [
        { title: "Sexually Transmitted Infections Treatment Guidelines, 2021", publisher: CDC, date: "2021-07-23", url: "https://www.cdc.gov/std/treatment-guidelines" },
        GETTING_TESTED,
        NPEP_2025,
        {
          title: "CDC Clinical Guidelines on the Use of Doxycycline Postexposure Prophylaxis for Bacterial Sexually Transmitted Infection Prevention, United States, 2024",
          publisher: CDC,
          date: "2024-06-06",
          url: "https://www.cdc.gov/mmwr/volumes/73/rr/rr7302a1.htm",
        },
      ],
      review: {
        by: "author-amara-okafor",
        summary: `Removed the clause that partners 'who do not test' raise the risk, which assumed something about partners; ${UNDATED_PAGE_NOTE}.`,
      },
    },
    ...undatedTestingPage("post-common-sti-symptoms", "author-amara-okafor"),
    ...undatedTestingPage("post-sti-stigma-and-getting-care", "author-elena-vasquez"),
    ...undatedTestingPage("post-talking-to-a-new-partner-about-testing", "author-amara-okafor"),
    ...undatedTestingPage("post-telling-a-partner-about-a-diagnosis", "author-lucas-brennan"),
    ...undatedTestingPage("post-what-happens-at-an-sti-clinic", "author-amara-okafor"),
    ...undatedTestingPage("post-dental-dams-and-oral-sex", "author-amara-okafor", "and the date given for CDC's 'About STI Risk and Oral Sex' page (the same guidelines' date) was removed too"),
    {
      id: "post-genital-herpes-facts",
      sources: [
        { title: "Genital Herpes - STI Treatment Guidelines", publisher: CDC, date: "2021-07-22", url: "https://www.cdc.gov/std/treatment-guidelines/herpes.htm" },
        { title: "Herpes simplex virus", publisher: "World Health Organization", date: "2023-04-05", url: "https://www.who.int/news-room/fact-sheets/detail/herpes-simplex-virus" },
        { title: "About Genital Herpes", publisher: CDC, date: null, url: "https://www.cdc.gov/herpes/about/index.html" },
      ],
      review: {
        by: "author-priya-raman",
        summary: "Re-reviewed; no medical change needed. The date given for CDC's 'About Genital Herpes' web page (22 July 2021, the treatment guidelines' date) was removed, as the page shows none.",
      },
    },

    // Sources that did not back a sentence.
    { id: "post-using-condoms-correctly", addSources: [CONTRACEPTION_SPR_2024], review: { by: "author-amara-okafor", summary: EMERGENCY_CONTRACEPTION_NOTE } },
    { id: "post-when-to-seek-urgent-sexual-health-care", addSources: [CONTRACEPTION_SPR_2024], review: { by: "author-lucas-brennan", summary: EMERGENCY_CONTRACEPTION_NOTE } },

    // Policy pages that contradicted practice.
    {
      id: "page-medical-review-policy",
      replace: [
        [
          "A second clinician reviews it for accuracy, clarity and tone.",
          "A second clinician reviews it for accuracy, clarity and tone before it is published, and reviews every later change before it goes out: the editors' check refuses to publish an article changed after its last review.",
        ],
        [
          "The article shows who reviewed it and when.",
          "The article shows who reviewed it and when, and ends with its review history: each review's date, reviewer and what it changed, with the sources that support the change. Where a review came after the article was first published, the history says so.",
        ],
        [
          "We do not give individual diagnoses or dosing instructions: treatment is prescribed by a clinician who knows your history.",
          "We do not give individual diagnoses. Where an article names a medicine, it gives the dose as national guidelines (such as CDC's) state it, so you know what recommended care looks like; it is not an instruction to treat yourself: treatment is prescribed by a clinician who knows your history.",
        ],
        [
          "When we find an error, we correct it and update the review date.",
          "When we find an error, a clinician corrects it and records the correction in the article's review history, with its date and source. A review date moves only when a clinician has reviewed the article again, never to make an article look newer.",
        ],
      ],
      pageReview: "author-lucas-brennan",
    },
    {
      id: "page-about-us",
      replace: [
        [
          "Every article is reviewed by a second member of the team before it is published, and again on a regular schedule.",
          "Every article is reviewed by a second member of the team before it is published, and again on a regular schedule; each article's review history records every review, and says so where a review came after publication.",
        ],
      ],
      pageReview: "author-lucas-brennan",
    },
  ];
}

/** A post whose only error was the date stored for CDC's undated web pages. */
function undatedTestingPage(id: string, reviewer: string, more?: string): Edit[] {
  const urls = [GETTING_TESTED.url, ...(more ? ["https://www.cdc.gov/sti/about/about-sti-risk-and-oral-sex.html"] : [])];
  return [{ id, undate: urls, review: { by: reviewer, summary: `Re-reviewed; no medical change needed. Sources corrected: ${UNDATED_PAGE_NOTE}${more ? `, ${more}` : ""}.` } }];
}
