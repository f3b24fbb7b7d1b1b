const MARK = '\u0000';

/** The marks a message takes around the words that become a link ({linkStart}…{linkEnd}). */
export const LINK_MARKS = { linkStart: MARK, linkEnd: MARK } as const;

/**
 * A translated sentence with a link inside, cut into the text before the link, the link's words and
 * the text after: each language puts the link where its word order needs it, and the sentence stays
 * one message. A message without both marks is all "before".
 */
export function splitAroundLink(sentence: string): { before: string; link: string; after: string } {
  const [before = '', link = '', ...after] = sentence.split(MARK);
  return { before, link, after: after.join('') };
}
