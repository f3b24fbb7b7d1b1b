import { describe, expect, it } from 'vitest';
import { partMarks, splitMarkedSentence } from './markedText.ts';

describe('marked sentences', () => {
  it('cuts a sentence into its plain words and its named parts, in the order the language put them', () => {
    const { contactStart, contactEnd, faqStart, faqEnd } = partMarks('contact', 'faq');
    // Hindi puts the FAQ first: the parts keep their names whatever their order.
    const sentence = `${faqStart}FAQ${faqEnd} पढ़ें या ${contactStart}हमसे संपर्क करें${contactEnd}।`;
    expect(splitMarkedSentence(sentence)).toEqual([{ part: 'faq', text: 'FAQ' }, { text: ' पढ़ें या ' }, { part: 'contact', text: 'हमसे संपर्क करें' }, { text: '।' }]);
  });

  it('leaves a sentence without marks whole', () => {
    expect(splitMarkedSentence('Plain words.')).toEqual([{ text: 'Plain words.' }]);
  });
});
