import { describe, expect, it } from 'vitest';
import { amountInWords } from './amountInWords.ts';

describe('amountInWords', () => {
  it('keeps the English invoice’s sentence', () => {
    expect(amountInWords(20_330_00, 'en')).toBe('Rupees Twenty Thousand Three Hundred Thirty Only');
  });

  it('writes Kannada hundreds as named, in lakh and crore', () => {
    expect(amountInWords(20_330_00, 'kn')).toBe('ಇಪ್ಪತ್ತು ಸಾವಿರ ಮುನ್ನೂರು ಮೂವತ್ತು ರೂಪಾಯಿಗಳು');
    expect(amountInWords(1_23_45_678_99, 'kn')).toBe('ಒಂದು ಕೋಟಿ ಇಪ್ಪತ್ತಮೂರು ಲಕ್ಷ ನಲವತ್ತೈದು ಸಾವಿರ ಆರುನೂರು ಎಪ್ಪತ್ತೆಂಟು ರೂಪಾಯಿಗಳು ಮತ್ತು ತೊಂಬತ್ತೊಂಬತ್ತು ಪೈಸೆಗಳು');
  });

  it('writes Tamil hundreds as named and “one lakh” as ஒரு லட்சம்', () => {
    expect(amountInWords(20_330_00, 'ta')).toBe('இருபது ஆயிரம் முந்நூறு முப்பது ரூபாய்');
    expect(amountInWords(1_25_000_50, 'ta')).toBe('ஒரு லட்சம் இருபத்தி ஐந்து ஆயிரம் ரூபாய் மற்றும் ஐம்பது பைசா');
    expect(amountInWords(21_00_000_00, 'ta')).toBe('இருபத்தி ஒன்று லட்சம் ரூபாய்');
  });

  it('writes Hindi rupees and paise in lakh and crore', () => {
    expect(amountInWords(20_330_00, 'hi')).toBe('बीस हज़ार तीन सौ तीस रुपये');
    expect(amountInWords(1_23_45_678_99, 'hi')).toBe('एक करोड़ तेईस लाख पैंतालीस हज़ार छह सौ अठहत्तर रुपये और निन्यानवे पैसे');
  });

  it('refuses what is not an amount in paise', () => {
    expect(() => amountInWords(12.5, 'hi')).toThrow(RangeError);
    expect(() => amountInWords(-100, 'kn')).toThrow(RangeError);
  });
});
