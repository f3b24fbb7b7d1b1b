const OPEN = '\u0000';
const CLOSE = '\u0001';
const END = '\u0002';

/**
 * The values a message takes around its marked words, `{contactStart}Contact us{contactEnd}`, for
 * each name: each language puts its links and emphasis where its word order needs them and the
 * sentence stays one message (docs/i18n.md: never glue a sentence from pieces).
 */
export function partMarks<Name extends string>(...names: readonly Name[]): Record<`${Name}Start` | `${Name}End`, string> {
  return Object.fromEntries(
    names.flatMap((name) => [
      [`${name}Start`, `${OPEN}${name}${CLOSE}`],
      [`${name}End`, END],
    ]),
  ) as Record<`${Name}Start` | `${Name}End`, string>;
}

/** A piece of a marked sentence: plain words, or the words of the named part. */
export type SentencePiece = { text: string; part?: undefined } | { text: string; part: string };

/** Cuts a sentence said with `partMarks` into its plain and marked pieces, in the sentence's order. */
export function splitMarkedSentence(sentence: string): SentencePiece[] {
  const pieces: SentencePiece[] = [];
  const marked = new RegExp(`${OPEN}([^${CLOSE}]*)${CLOSE}([^${END}]*)${END}`, 'g');
  let from = 0;
  for (const match of sentence.matchAll(marked)) {
    if (match.index > from) pieces.push({ text: sentence.slice(from, match.index) });
    pieces.push({ part: match[1] ?? '', text: match[2] ?? '' });
    from = match.index + match[0].length;
  }
  if (from < sentence.length) pieces.push({ text: sentence.slice(from) });
  return pieces;
}
