import { describe, expect, it } from 'vitest';
import { otpMessage, priceAlertMessage, pricePerUnitText, rfqClosedMessage, rfqRequestMessage } from './smsGateway.ts';

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

describe('the text messages a seller gets, in the language the seller chose', () => {
  it('asks for prices in English exactly as before, one item or several', () => {
    expect(rfqRequestMessage(1, '560001', '2026-12-05').text).toBe(
      'Nirmaan: a buyer asks for your prices for 1 item for a site at 560001. Answer in your seller dashboard by 2026-12-05.',
    );
    expect(rfqRequestMessage(3, '560001', '2026-12-05')).toEqual({
      template: 'rfq-request',
      values: { items: '3', pincode: '560001', until: '2026-12-05' },
      text: 'Nirmaan: a buyer asks for your prices for 3 items for a site at 560001. Answer in your seller dashboard by 2026-12-05.',
    });
  });

  it.each([
    ['kn', 'Nirmaan: ಸೈಟ್ 560001 ಗಾಗಿ ಒಬ್ಬ ಖರೀದಿದಾರರು 3 ಸಾಮಗ್ರಿಗಳಿಗೆ ನಿಮ್ಮ ದರ ಕೇಳಿದ್ದಾರೆ. ಡಿಸೆಂ 5, 2026 ರೊಳಗೆ ನಿಮ್ಮ ಮಾರಾಟಗಾರರ ಡ್ಯಾಶ್‌ಬೋರ್ಡ್‌ನಲ್ಲಿ ಉತ್ತರಿಸಿ.'],
    ['hi', 'Nirmaan: साइट 560001 के लिए एक खरीदार ने 3 सामानों का आपका रेट पूछा है। 5 दिस॰ 2026 तक अपने विक्रेता डैशबोर्ड में जवाब दें।'],
  ] as const)('asks for prices in %s, the pincode and date in place', (locale, text) => {
    expect(rfqRequestMessage(3, '560001', locale === 'kn' ? 'ಡಿಸೆಂ 5, 2026' : '5 दिस॰ 2026', locale).text).toBe(text);
  });

  it('says why an RFQ closed in the seller’s language, the template’s reason too', () => {
    expect(rfqClosedMessage('560001', 'chose-others').values).toEqual({ pincode: '560001', reason: 'the buyer chose other offers' });
    expect(rfqClosedMessage('560001', 'chose-others', 'hi')).toEqual({
      template: 'rfq-closed',
      values: { pincode: '560001', reason: 'खरीदार ने दूसरे कोटेशन चुने' },
      text: 'Nirmaan: साइट 560001 का जिस कोटेशन अनुरोध का आपने जवाब दिया था, वह बंद हो गया है: खरीदार ने दूसरे कोटेशन चुने।',
    });
    expect(rfqClosedMessage('560001', 'cancelled', 'kn').text).toBe('Nirmaan: ನೀವು ಉತ್ತರಿಸಿದ ಸೈಟ್ 560001 ನ ಕೊಟೇಶನ್ ಕೋರಿಕೆ ಮುಗಿದಿದೆ: ಖರೀದಿದಾರರು ಅದನ್ನು ರದ್ದುಮಾಡಿದರು.');
  });
});
