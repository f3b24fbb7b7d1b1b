import { parse, type Token } from '@messageformat/parser';
import { readFileSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogueFolders, CATALOGUE_LOCALES, compiledFiles, readCatalogue } from '../../../../scripts/compile-messages.mjs';

const TRANSLATED = CATALOGUE_LOCALES.filter((locale) => locale !== 'en');
const folders = catalogueFolders();
const nameOf = (folder: string) => relative(process.cwd(), dirname(folder));

/** The words a message shows (its text, not its arguments' names or its plural and select keys). */
function shownText(tokens: readonly Token[]): string {
  return tokens
    .map((token) => {
      if (token.type === 'content') return token.value;
      if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal')
        return token.cases.map(({ tokens: caseTokens }) => shownText(caseTokens)).join(' ');
      return ' ';
    })
    .join('');
}

/** The arguments a message takes, with how it uses each (plain, plural, select), sorted. */
function argumentsOf(tokens: readonly Token[], found = new Set<string>()): string[] {
  for (const token of tokens) {
    if (token.type === 'argument' || token.type === 'function') found.add(`${token.arg}`);
    if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') {
      found.add(`${token.arg}:${token.type}`);
      for (const { tokens: caseTokens } of token.cases) argumentsOf(caseTokens, found);
    }
  }
  return [...found].sort();
}

const latinWords = (text: string) => text.match(/[A-Za-z][A-Za-z-]*/g) ?? [];

/**
 * A message whose key ends in `.search` is not shown: it is the words of a YouTube search (the toolkit's
 * topics without a video), where a key English term beside the language's own words finds the videos
 * builders in that language make and title half in English.
 */
const isSearchWords = (key: string) => key.endsWith('.search');

function glossaryKeep(locale: string): Set<string> {
  const glossary = JSON.parse(readFileSync(join(import.meta.dirname, 'glossary', `${locale}.json`), 'utf8')) as { keep: Record<string, string> };
  return new Set(Object.keys(glossary.keep).map((word) => word.toLowerCase()));
}

describe('message catalogues', () => {
  it('finds the catalogues', () => {
    expect(folders.map(nameOf)).toContain('packages/widgets/src/labour-calculator');
  });

  describe.each(folders.map((folder) => [nameOf(folder), folder] as const))('%s', (_name, folder) => {
    const english = readCatalogue(folder, 'en');

    it.each(TRANSLATED)('has every English key in %s, and no other, with the same arguments', (locale) => {
      const translated = readCatalogue(folder, locale);
      expect(Object.keys(translated).sort()).toEqual(Object.keys(english).sort());
      for (const [key, message] of Object.entries(english)) {
        // A language may choose a word form by an argument English only inserts (Tamil's பெங்களூருவில், "in Bangalore"): an added select.
        const translatedArguments = argumentsOf(parse(translated[key] ?? '')).filter(
          (argument) => !(argument.endsWith(':select') && !argumentsOf(parse(message)).includes(argument)),
        );
        expect({ key, arguments: translatedArguments }).toEqual({ key, arguments: argumentsOf(parse(message)) });
      }
    });

    it.each(TRANSLATED)('leaves no English in %s but the glossary words', (locale) => {
      const shown = ([key]: [string, string]) => !isSearchWords(key);
      const englishWords = new Set(
        Object.entries(english)
          .filter(shown)
          .map(([, message]) => message)
          .flatMap((message) => latinWords(shownText(parse(message))).map((word) => word.toLowerCase())),
      );
      const keep = glossaryKeep(locale);
      const translated = readCatalogue(folder, locale);
      const leftInEnglish = Object.entries(translated)
        .filter(shown)
        .flatMap(([key, message]) =>
          latinWords(shownText(parse(message)))
            .filter((word) => englishWords.has(word.toLowerCase()) && !keep.has(word.toLowerCase()))
            .map((word) => `${key}: ${word}`),
        );
      expect(leftInEnglish).toEqual([]);
    });

    it('has its compiled modules up to date (node scripts/compile-messages.mjs)', () => {
      for (const [path, contents] of compiledFiles(folder)) {
        expect({ file: basename(path), contents: readFileSync(path, 'utf8') }).toEqual({ file: basename(path), contents });
      }
    });
  });
});
