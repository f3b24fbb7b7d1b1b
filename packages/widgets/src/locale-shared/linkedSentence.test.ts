import { describe, expect, it } from 'vitest';
import { LINK_MARKS, splitAroundLink } from './linkedSentence.ts';

describe('splitAroundLink', () => {
  it('cuts a sentence into the text before the link, its words and the text after', () => {
    const sentence = `Delivery is estimated until you ${LINK_MARKS.linkStart}set your location${LINK_MARKS.linkEnd}.`;
    expect(splitAroundLink(sentence)).toEqual({ before: 'Delivery is estimated until you ', link: 'set your location', after: '.' });
  });

  it('keeps a link at the start of a sentence, as another language may put it', () => {
    expect(splitAroundLink(`${LINK_MARKS.linkStart}ಸ್ಥಳ ಹೊಂದಿಸುವವರೆಗೆ${LINK_MARKS.linkEnd} ಅಂದಾಜು.`)).toEqual({
      before: '',
      link: 'ಸ್ಥಳ ಹೊಂದಿಸುವವರೆಗೆ',
      after: ' ಅಂದಾಜು.',
    });
  });
});
