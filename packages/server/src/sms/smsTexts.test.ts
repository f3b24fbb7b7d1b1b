import { describe, expect, it } from 'vitest';
import { otpMessage, priceAlertMessage, pricePerUnitText } from './smsGateway.ts';

describe('the text messages a buyer gets, in their language', () => {
  it('says the OTP in English exactly as before, the code first', () => {
    expect(otpMessage('482913')).toEqual({
      template: 'otp',
      values: { code: '482913' },
      text: '482913 is your Nirmaan verification code. It expires in 10 minutes. Do not share it.',
    });
  });

  it.each([
    ['kn', '482913 ನಿಮ್ಮ Nirmaan ಪರಿಶೀಲನಾ ಕೋಡ್. ಇದು 10 ನಿಮಿಷಗಳಲ್ಲಿ ಅವಧಿ ಮೀರುತ್ತದೆ. ಇದನ್ನು ಯಾರೊಂದಿಗೂ ಹಂಚಿಕೊಳ್ಳಬೇಡಿ.'],
    ['ta', '482913 உங்கள் Nirmaan சரிபார்ப்புக் குறியீடு. இது 10 நிமிடங்களில் காலாவதியாகும். இதை யாருடனும் பகிர வேண்டாம்.'],
    ['hi', '482913 आपका Nirmaan सत्यापन कोड है। यह 10 मिनट में खत्म हो जाएगा। इसे किसी के साथ साझा न करें।'],
  ] as const)('says the OTP in %s, the same code for the provider template', (locale, text) => {
    expect(otpMessage('482913', locale)).toEqual({ template: 'otp', values: { code: '482913' }, text });
  });

  it('says a price alert in the buyer’s language, the product and city as entered', () => {
    const englishPrice = pricePerUnitText('₹380', 'bag');
    expect(priceAlertMessage('UltraTech OPC 53', englishPrice, 'Bangalore').text).toBe(
      'Nirmaan price alert: UltraTech OPC 53 is now ₹380 per bag in Bangalore, at or below your target.',
    );
    const tamilPrice = pricePerUnitText('₹380', 'bag', 'ta');
    expect(priceAlertMessage('UltraTech OPC 53', tamilPrice, 'Chennai', 'ta').text).toBe(
      'Nirmaan விலை எச்சரிக்கை: Chennai இல் UltraTech OPC 53 இப்போது ஒரு bag-க்கு ₹380, நீங்கள் வைத்த இலக்கு விலைக்குச் சமம் அல்லது அதைவிடக் குறைவு.',
    );
  });
});
