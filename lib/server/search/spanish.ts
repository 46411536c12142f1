import { stemmer } from "@orama/stemmers/spanish";
import { foldWord, rememberedWords, type Analyzer } from "./text";

/**
 * How the Spanish index and Spanish queries read words: accents and ñ folded (a reader types
 * "sifilis" or "condon" as often as "sífilis" or "condón"), stop words dropped, then the Snowball
 * Spanish stemmer (@orama/stemmers), so "prueba" and "pruebas", "ladilla" and "ladillas",
 * "infección" and "infecciones" are one word. Folding comes first, on both sides, so a word and
 * its unaccented spelling always get the same stem. Last, the letters Spanish spells alike by ear
 * are one letter in a stem ("ll"/"y", "v"/"b": "ladiyas", "prueva"), the way the English rules
 * merge British and American spellings: both sides go through them, so a rule that over-reaches
 * only merges a word with itself.
 */

/** Snowball's Spanish stop list, the commonest part, folded: words that say nothing of a subject. */
const STOP_WORDS = new Set(
  (
    "a al algo algunas algunos ante antes como con contra cual cuales cuando de del desde donde durante e el ella ellas ellos en entre era " +
    "eran es esa esas ese eso esos esta estaba estan estar estas este esto estos estoy fue fueron ha habia han has hasta hay he la las le " +
    "les lo los mas me mi mis mucho muchos muy nada ni no nos nosotros o os otra otras otro otros para pero poco por porque que quien " +
    "quienes se sea ser si sin sobre son su sus tambien tanto te tiene tienen tu tus un una uno unos usted ustedes y ya yo"
  ).split(" "),
);

/** Letters that sound alike, in the stem (the stemmer reads the word as written). */
const SOUNDS_ALIKE: [RegExp, string][] = [
  [/ll/g, "y"],
  [/v/g, "b"],
];

const stem = rememberedWords((folded) => SOUNDS_ALIKE.reduce((term, [rule, replacement]) => term.replace(rule, replacement), stemmer(folded)));

export const SPANISH: Analyzer = {
  term: (word) => stem(foldWord(word)),
  indexTerm(word) {
    const folded = foldWord(word);
    return folded && !STOP_WORDS.has(folded) ? stem(folded) : null;
  },
  surface: foldWord,
};
