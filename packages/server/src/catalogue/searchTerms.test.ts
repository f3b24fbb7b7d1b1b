import { describe, expect, it } from 'vitest';
import { searchWords } from './searchTerms.ts';

describe('searchWords', () => {
  it('keeps letters and digits only, lower-cased, so nothing reaches the tsquery syntax', () => {
    expect(searchWords('UltraTech OPC-53!')).toEqual(['ultratech', 'opc', '53']);
    expect(searchWords("cement' & !:* | (x")).toEqual(['cement', 'x']);
    expect(searchWords('   ')).toEqual([]);
  });

  it('keeps Indian-language words and uses at most eight words', () => {
    expect(searchWords('सीमेंट बैग')).toEqual(['सीमेंट', 'बैग']);
    expect(searchWords('a b c d e f g h')).toHaveLength(8);
  });
});
