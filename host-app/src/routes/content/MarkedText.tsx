import { Fragment, type ReactNode } from 'react';
import { splitMarkedSentence } from './markedText.ts';

export interface MarkedTextProps {
  /** A message said with `partMarks(...)` of the parts' names. */
  sentence: string;
  /** How each named part shows its words: a link, emphasis, a datum in another language. */
  parts: Readonly<Record<string, (words: string) => ReactNode>>;
}

/** A translated sentence with links or emphasis inside, each where the language's word order puts it. */
export function MarkedText({ sentence, parts }: MarkedTextProps) {
  return (
    <>
      {splitMarkedSentence(sentence).map((piece, index) => {
        const show = piece.part === undefined ? undefined : parts[piece.part];
        return <Fragment key={index}>{show ? show(piece.text) : piece.text}</Fragment>;
      })}
    </>
  );
}
