/*
 * An invoice's amount in words in the invoice's language (issue 32), as Indian invoices write it:
 * rupees and paise, grouped in crores, lakhs and thousands. English stays core's rupeesInWords
 * ("Rupees Twenty Thousand Three Hundred Thirty Only", unchanged); Kannada, Tamil and Hindi come from
 * to-words (MIT, maintained, 135 locales, kn-IN/ta-IN/hi-IN among them; server only, so no embed
 * budget is touched). Its Hindi is as written ("बीस हज़ार तीन सौ तीस रुपये"); its Kannada and Tamil
 * count hundreds word by word ("ಮೂರು ನೂರು", "மூன்று நூறு", "ஒன்று லட்சம்"), which no one writes,
 * so those two locales are the library's with the hundreds named as they are written (ಮುನ್ನೂರು,
 * முந்நூறு) and Tamil's "one" before thousand, lakh and crore said as written (ஆயிரம், ஒரு லட்சம்).
 * The word for "only" closes the sentence in the invoice's catalogue (invoices/messages).
 */
import { rupeesInWords, type Locale } from '@nirmaan/core/pure';
import { ToWordsCore } from 'to-words/core';
import HindiLocale from 'to-words/hi-IN';
import KannadaLocale from 'to-words/kn-IN';
import TamilLocale from 'to-words/ta-IN';
import type { LocaleConfig, LocaleInterface, NumberWordMap } from 'to-words/types';

/** A locale's number words with some replaced or added, the largest first (as to-words searches them). */
function withWords(words: readonly NumberWordMap[], replaced: readonly NumberWordMap[]): NumberWordMap[] {
  const numbers = new Set(replaced.map((word) => Number(word.number)));
  return [...words.filter((word) => !numbers.has(Number(word.number))), ...replaced].sort((a, b) => Number(b.number) - Number(a.number));
}

/** A to-words locale with its config changed. */
function adjusted(Base: new () => LocaleInterface, change: (config: LocaleConfig) => LocaleConfig): new () => LocaleInterface {
  return class {
    config = change(new Base().config);
  };
}

/** Kannada names its hundreds: ಇನ್ನೂರು, ಮುನ್ನೂರು, ... (not "ಎರಡು ನೂರು"). */
const KANNADA_HUNDREDS: NumberWordMap[] = ['ನೂರು', 'ಇನ್ನೂರು', 'ಮುನ್ನೂರು', 'ನಾನೂರು', 'ಐನೂರು', 'ಆರುನೂರು', 'ಏಳುನೂರು', 'ಎಂಟುನೂರು', 'ಒಂಬೈನೂರು'].map(
  (value, index) => ({ number: (index + 1) * 100, value }),
);

/** Tamil names its hundreds (இருநூறு, முந்நூறு, ... தொள்ளாயிரம்) and says ஒரு, not ஒன்று, before a lakh or a crore. */
const TAMIL_HUNDREDS: NumberWordMap[] = ['நூறு', 'இருநூறு', 'முந்நூறு', 'நானூறு', 'ஐநூறு', 'அறுநூறு', 'எழுநூறு', 'எண்ணூறு', 'தொள்ளாயிரம்'].map((value, index) => ({
  number: (index + 1) * 100,
  value,
}));
const TAMIL_SCALES: NumberWordMap[] = [
  { number: 1000, value: 'ஆயிரம்', singularValue: 'ஆயிரம்' },
  { number: 100000, value: 'லட்சம்', singularValue: 'ஒரு லட்சம்' },
  { number: 10000000, value: 'கோடி', singularValue: 'ஒரு கோடி' },
];

const LOCALES: Record<Exclude<Locale, 'en'>, new () => LocaleInterface> = {
  kn: adjusted(KannadaLocale, (config) => ({ ...config, namedLessThan1000: true, numberWordsMapping: withWords(config.numberWordsMapping, KANNADA_HUNDREDS) })),
  ta: adjusted(TamilLocale, (config) => ({
    ...config,
    namedLessThan1000: true,
    ignoreOneForWords: ['ஆயிரம்', 'லட்சம்', 'கோடி'],
    numberWordsMapping: withWords(config.numberWordsMapping, [...TAMIL_HUNDREDS, ...TAMIL_SCALES]),
  })),
  hi: HindiLocale,
};

const converters = new Map<Locale, ToWordsCore>();

/**
 * An amount in paise in words in `locale`: rupees, then paise when there are any
 * ("ಇಪ್ಪತ್ತು ಸಾವಿರ ಮುನ್ನೂರು ಮೂವತ್ತು ರೂಪಾಯಿಗಳು", "एक लाख रुपये और पचास पैसे"). English is core's sentence,
 * whole rupees only, as the English invoice has always written it; the other languages' sentence
 * gets its "only" from the invoice catalogue.
 */
export function amountInWords(paise: number, locale: Locale): string {
  if (!Number.isSafeInteger(paise) || paise < 0) throw new RangeError(`not an amount in paise: ${paise}`);
  if (locale === 'en') return rupeesInWords(Math.round(paise / 100));
  let converter = converters.get(locale);
  if (!converter) {
    converter = new ToWordsCore().setLocale(LOCALES[locale]);
    converters.set(locale, converter);
  }
  return converter.convert(paise / 100, { currency: true, doNotAddOnly: true, ignoreZeroCurrency: false });
}
