/**
 * The normal form of catalogue text, the same for what is indexed and what is typed (issue 29):
 * lower case; numbers split from units and joined to them the same way ('8mm' = '8 mm', '50kg',
 * '600x600' = '600 x 600'); decimals and fractions kept whole ('1.5', '3/4', '¾') and written one way
 * ('0.50' = '0.5', '08' = '8'); unit aliases folded (litre/ltr/l → l, amp/a → a, sq mm/sqmm → sqmm,
 * inch/" → inch, kgs → kg, metre/mtr → m); plurals folded ('pipes' → 'pipe', 'switches' → 'switch',
 * 'accessories' → 'accessory'); hyphenated words also joined ('m-sand' → 'msand m sand').
 * Text in Indian scripts (issue 32) is put in Unicode NFC (a Tamil 'ொ' typed as 'ெ' + 'ா' is the
 * one letter stored; Devanagari 'ड़' is 'ड' + nukta either way) with its zero-width joiners dropped (they
 * change how a conjunct is drawn, not the word); its vowel signs and viramas are kept: no accent
 * folding, which would strip them and merge different words.
 *
 * Migration 0020 defines the same rules in SQL as search_normal_form(text), which the products'
 * generated search columns apply (0030 added NFC and the joiners); searchNormalForm.test.ts checks
 * that both give the same text.
 * Change them together (and add a migration that rebuilds the columns).
 */
type Rule = readonly [RegExp, string];

/** Plurals: 'accessories' → 'accessory', 'switches' → 'switch', 'pipes' → 'pipe' (not 'glass'; 'asbestos' is 'asbesto' on both sides). */
const PLURAL_RULES: readonly Rule[] = [
  [/\b([a-z]{2,})ies\b/g, '$1y'],
  [/\b([a-z]+(ch|sh|x|ss))es\b/g, '$1'],
  [/\b([a-z]{2,}[abcdefghjklmnopqrtvwxyz])s\b/g, '$1'],
];

const RULES: readonly Rule[] = [
  // Zero-width non-joiner and joiner (U+200C, U+200D): how an Indic conjunct is drawn, not a letter.
  [/[\u200c\u200d]/g, ''],
  [/×/g, 'x'],
  [/¾/g, ' 3/4'],
  [/½/g, ' 1/2'],
  [/¼/g, ' 1/4'],
  [/″/g, '"'],
  // Numbers apart from the letters around them: '8mm' → '8 mm', 'fe550' → 'fe 550', '600x600' → '600 x 600'.
  [/([0-9])([a-z])/g, '$1 $2'],
  [/([a-z])([0-9])/g, '$1 $2'],
  [/([0-9]) *"/g, '$1 inch '],
  [/([0-9]) (inches|in)\b/g, '$1 inch'],
  [/([0-9]) (litres|litre|liters|liter|ltrs|ltr|lts|lt)\b/g, '$1 l'],
  [/([0-9]) (amperes|ampere|amps|amp)\b/g, '$1 a'],
  [/([0-9]) kgs\b/g, '$1 kg'],
  [/([0-9]) (metres|metre|meters|meter|mtrs|mtr)\b/g, '$1 m'],
  [/\bsq\.? ?mm\b/g, 'sqmm'],
  // Decimals without trailing zeros ('0.50' → '0.5', '4.0' → '4'), whole numbers without leading ones ('08' → '8').
  [/([0-9]\.[0-9]*[1-9])0+\b/g, '$1'],
  [/([0-9])\.0+\b/g, '$1'],
  [/(^|[^0-9.])0+([0-9])/g, '$1$2'],
  ...PLURAL_RULES,
  // Hyphenated words also written joined: 'wire-cut' → 'wirecut wire cut'.
  [/\b([a-z]+)-([a-z]+)\b/g, '$1$2 $1 $2'],
  [/  +/g, ' '],
  [/^ | $/g, ''],
];

/** Lower case, then Unicode NFC: SQL's normalize(lower(t), NFC). */
const lowerNfc = (text: string) => text.toLowerCase().normalize('NFC');

/** The normal form of some catalogue or search text (see RULES); equal to SQL search_normal_form(text). */
export function searchNormalForm(text: string): string {
  return RULES.reduce((normal, [pattern, replacement]) => normal.replace(pattern, replacement), lowerNfc(text));
}

/**
 * The normal form with plurals left as typed: the same words in the same order as searchNormalForm,
 * so each word's typed length can be read (a typo budget counts the letters typed: 'tiels' has five).
 */
export function searchNormalFormAsTyped(text: string): string {
  return RULES.filter((rule) => !PLURAL_RULES.includes(rule)).reduce((normal, [pattern, replacement]) => normal.replace(pattern, replacement), lowerNfc(text));
}
