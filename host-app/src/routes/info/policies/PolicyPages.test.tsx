import { $locale } from '@nirmaan/core';
import { presetSiteInfo } from '@nirmaan/core/testing';
import { CONFIGURED_COMPANY_INFO, PRODUCTION_SITE } from '@nirmaan/widgets/testing';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PrivacyPage } from '../PrivacyPage.tsx';
import { RefundPage } from '../RefundPage.tsx';
import { TermsPage } from '../TermsPage.tsx';

/** The closest element that says its language. */
const langOf = (element: HTMLElement) => element.closest('[lang]')?.getAttribute('lang');

describe('the policies (issue 32)', () => {
  afterEach(() => $locale.set('en'));

  it('say /privacy in Tamil under lang="ta": the date in Tamil, that the English text applies, the mailbox as configured', async () => {
    $locale.set('ta');
    presetSiteInfo(PRODUCTION_SITE);
    render(<PrivacyPage />);
    const title = await screen.findByRole('heading', { level: 1, name: 'தனியுரிமைக் கொள்கை' });
    expect(title.closest('article')).toHaveAttribute('lang', 'ta');
    expect(screen.getByRole('heading', { level: 2, name: 'நாங்கள் சேகரிப்பவை' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'உங்கள் உரிமைகள்' })).toBeInTheDocument();
    expect(screen.getByText('கடைசியாகப் புதுப்பிக்கப்பட்டது: 1 நவம்பர், 2026')).toBeInTheDocument();
    expect(screen.getByText(/இந்த மொழிபெயர்ப்பு உங்கள் வசதிக்காகத் தரப்படுகிறது/)).toHaveTextContent('ஆங்கில உரையே செல்லும்');
    // A list item's term is bold inside its own sentence.
    expect(screen.getByText('தொலைபேசி எண்').tagName).toBe('STRONG');
    const mailbox = screen.getByRole('link', { name: 'privacy@nirmaan.test' });
    expect(mailbox).toHaveAttribute('href', 'mailto:privacy@nirmaan.test');
    expect(mailbox).toHaveAttribute('lang', 'en');
    expect(mailbox.parentElement).toHaveTextContent('எங்கள் குறைதீர்ப்பு அலுவலருக்கு எழுதுங்கள் (privacy@nirmaan.test); 30 நாட்களுக்குள் பதிலளிப்போம்.');
    expect(screen.getByRole('link', { name: 'சுயவிவரத்தில்' })).toHaveAttribute('href', '/profile');
  });

  it('say /refund in Tamil: the returns table, and the phone to call inside the sentence', async () => {
    $locale.set('ta');
    presetSiteInfo(PRODUCTION_SITE);
    render(<RefundPage />);
    const title = await screen.findByRole('heading', { level: 1, name: 'பணத்திருப்பக் கொள்கை' });
    expect(title.closest('article')).toHaveAttribute('lang', 'ta');
    const table = screen.getByRole('table', { name: 'எதைத் திருப்பி அனுப்பலாம்' });
    const cement = within(table).getByRole('rowheader', { name: 'சிமெண்ட்' }).closest('tr');
    expect(cement).toHaveTextContent(/டெலிவரி ஆன பிறகு திருப்பி அனுப்ப முடியாது/);
    const call = screen.getByRole('link', { name: CONFIGURED_COMPANY_INFO.phone ?? '' });
    expect(call).toHaveAttribute('href', 'tel:+918041234567');
    expect(call.parentElement).toHaveTextContent(
      'உங்கள் ஆர்டர் எண்ணுடனும் புகைப்படங்களுடனும் எங்களுக்கு எழுதுங்கள் (support@nirmaan.test) அல்லது அழையுங்கள் (+91 80 4123 4567).',
    );
    expect(screen.getByRole('link', { name: 'என் ஆர்டர்கள்' })).toHaveAttribute('href', '/orders');
  });

  it('say /terms in Hindi under lang="hi", the date in Hindi', async () => {
    $locale.set('hi');
    presetSiteInfo(PRODUCTION_SITE);
    render(<TermsPage />);
    const title = await screen.findByRole('heading', { level: 1, name: 'सेवा की शर्तें' });
    expect(title.closest('article')).toHaveAttribute('lang', 'hi');
    expect(screen.getByRole('heading', { level: 2, name: 'ज़िम्मेदारी और विवाद' })).toBeInTheDocument();
    expect(screen.getByText('अंतिम अपडेट: 1 नवंबर 2026')).toBeInTheDocument();
    expect(screen.getByText(/यह अनुवाद आपकी सुविधा के लिए दिया गया है/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'रिफ़ंड नीति' })).toHaveAttribute('href', '/refund');
    expect(langOf(screen.getByRole('link', { name: 'support@nirmaan.test' }))).toBe('en');
  });

  it('say /privacy in Kannada under lang="kn"', async () => {
    $locale.set('kn');
    presetSiteInfo(PRODUCTION_SITE);
    render(<PrivacyPage />);
    const title = await screen.findByRole('heading', { level: 1, name: 'ಗೌಪ್ಯತಾ ನೀತಿ' });
    expect(title.closest('article')).toHaveAttribute('lang', 'kn');
    expect(screen.getByText('ಕೊನೆಯದಾಗಿ ಪರಿಷ್ಕರಿಸಿದ್ದು: ನವೆಂಬರ್ 1, 2026')).toBeInTheDocument();
  });

  it('stay English under lang="en", with no translation note, and point to the contact page where no mailbox is configured', () => {
    presetSiteInfo({ ...PRODUCTION_SITE, company: { ...CONFIGURED_COMPANY_INFO, phone: null, email: null, privacy_email: null } });
    const { unmount } = render(<PrivacyPage />);
    const title = screen.getByRole('heading', { level: 1, name: 'Privacy Policy' });
    expect(title.closest('article')).toHaveAttribute('lang', 'en');
    expect(screen.getByText('Last updated 1 November 2026.')).toBeInTheDocument();
    expect(screen.queryByText(/This translation is given for your convenience/)).toBeNull();
    expect(screen.getByText('Phone number').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'our contact page' })).toHaveAttribute('href', '/contact');
    unmount();

    render(<RefundPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Refund Policy' })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'TMT steel' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'our contact page' }).parentElement).toHaveTextContent(
      'Write to our contact page with your order number and photos. If you and the seller disagree, we look at the case and decide within 10 working days.',
    );
    expect(screen.queryByRole('link', { name: /^\+91/ })).toBeNull();
  });
});
