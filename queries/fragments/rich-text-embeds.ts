import { graphql } from "../generated";

/** Entries rich text embeds on articles and pages: FAQs, topics and the urgent-help box. */

export const FaqFields = graphql(`
  fragment FaqFields on Faq {
    id
    question
    answer
  }
`);

/** What a translated FAQ was made from, against its English's last update (null on the English). */
export const FaqTranslationFields = graphql(`
  fragment FaqTranslationFields on Faq {
    translationSource
    englishUpdatedAt: updatedAt(variation: BASE)
  }
`);

export const TopicFields = graphql(`
  fragment TopicFields on Topic {
    id
    name
    faqs(first: 100) {
      ...FaqFields
    }
  }
`);

/** An urgent-help box: what to do now, within what time, where. */
export const UrgentHelpFields = graphql(`
  fragment UrgentHelpFields on UrgentHelp {
    id
    title
    timeframe
    steps
    helplines(first: 20) {
      id
      name
      phone
      description
      url
    }
    sourceTitle
    sourceUrl
    lastReviewed
  }
`);
