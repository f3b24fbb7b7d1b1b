import { $locale, logout, signInBuyer } from '@nirmaan/core';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_ADDRESSES } from '../testing/asBuyer.ts';
import { installFakeApi } from '../testing/fakeApi.ts';
import { sampleBuyerRfq, sampleBuyerRfqs } from '../testing/fakeBuyerRfqs.ts';
import { BuyerRfqs } from './BuyerRfqs.tsx';

let restore: () => void = () => {};
afterEach(() => {
  cleanup();
  logout();
  $locale.set('en');
  restore();
});

describe('<BuyerRfqs> in Kannada', () => {
  it('lists the requests in Kannada, marked lang="kn": status, facts and the comparison link named with its count', async () => {
    restore = installFakeApi({ buyerRfqs: sampleBuyerRfqs() });
    $locale.set('kn');
    signInBuyer('rfq-buyer-kn-list');
    render(<BuyerRfqs />);

    const title = await screen.findByRole('heading', { level: 1, name: 'ನನ್ನ ಕೊಟೇಶನ್ ಕೋರಿಕೆಗಳು' });
    expect(title.closest('section')).toHaveAttribute('lang', 'kn');
    const list = await screen.findByRole('list', { name: 'ನಿಮ್ಮ ಕೊಟೇಶನ್ ಕೋರಿಕೆಗಳು' });
    const open = within(list).getByRole('article', { name: 'ಕೋರಿಕೆ #7' });
    expect(within(open).getByText('ತೆರೆದಿದೆ')).toBeInTheDocument();
    expect(within(open).getByText('ಬಂದ ಕೊಟೇಶನ್‌ಗಳು').nextElementSibling).toHaveTextContent('3');
    expect(within(open).getByRole('link', { name: 'ಕೊಟೇಶನ್‌ಗಳನ್ನು ಹೋಲಿಸಿ: ಕೋರಿಕೆ #7, 3 ಕೊಟೇಶನ್‌ಗಳು' })).toHaveAttribute('href', '/rfqs/7');
    expect(within(list).getByRole('article', { name: 'ಕೋರಿಕೆ #5' })).toHaveTextContent('ಅವಧಿ ಮುಗಿದಿದೆ');
    expect(within(list).getByRole('article', { name: 'ಕೋರಿಕೆ #4' })).toHaveTextContent('ರದ್ದಾಗಿದೆ');
  });

  it('compares and confirms in Kannada, and says a failed acceptance in Kannada from the code core returns', async () => {
    restore = installFakeApi({ buyerRfqs: [sampleBuyerRfq(7)], addresses: DEMO_ADDRESSES });
    // The acceptance never reaches the server: core answers 'network', the widget words it.
    const fake = globalThis.fetch;
    globalThis.fetch = async (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url.includes('/accept')) throw new TypeError('Failed to fetch');
      return fake(input, init);
    };
    $locale.set('kn');
    signInBuyer('rfq-buyer-kn-compare');
    const user = userEvent.setup();
    render(<BuyerRfqs rfqId={7} />);

    const heading = await screen.findByRole('heading', { level: 1, name: 'ಕೋರಿಕೆ #7' });
    expect(heading.closest('article')).toHaveAttribute('lang', 'kn');
    const offers = await screen.findByRole('list', { name: 'ಅಕ್ಕಪಕ್ಕದಲ್ಲಿ ಕೊಟೇಶನ್‌ಗಳು' });
    const chamundi = within(offers).getByRole('article', { name: 'Chamundi Cement Depot' });
    expect(within(chamundi).getByText('ಭಾಗಶಃ ಕೊಟೇಶನ್')).toBeInTheDocument();
    expect(within(chamundi).getByText('2 ಸಾಮಗ್ರಿಗಳಲ್ಲಿ 1 ಸಪ್ಲೈ ಮಾಡಲಾಗದು')).toBeInTheDocument();
    expect(within(chamundi).getByText('ಅತಿ ಕಡಿಮೆ ದರ')).toBeInTheDocument();
    const sand = screen.getByRole('group', { name: 'River sand: 3 Tons (MT)' });
    expect(within(sand).getByRole('radio', { name: /Anand Building Supplies.*ಅತಿ ಕಡಿಮೆ ದರ/ })).toBeChecked();
    await user.click(within(sand).getByRole('radio', { name: /Sri Balaji Traders/ }));
    const choosing = screen.getByRole('region', { name: 'ಪ್ರತಿ ಸಾಮಗ್ರಿಗೆ ಒಬ್ಬ ಪೂರೈಕೆದಾರರನ್ನು ಆರಿಸಿ' });
    expect(within(choosing).getByRole('status')).toHaveTextContent('2 ಪೂರೈಕೆದಾರರಿಂದ 2 ಸಾಮಗ್ರಿಗಳು₹82,350');

    await user.click(screen.getByRole('button', { name: 'ಪರಿಶೀಲಿಸಿ ಒಪ್ಪಿ' }));
    const orders = await screen.findByRole('list', { name: 'ಮಾಡಬೇಕಾದ ಆರ್ಡರ್‌ಗಳು' });
    expect(screen.getByRole('heading', { name: 'ನಿಮ್ಮ ಆರ್ಡರ್‌ಗಳನ್ನು ಖಚಿತಪಡಿಸಿ' })).toHaveFocus();
    expect(orders).toHaveTextContent('River sand × 3 Tons (MT), ದರ ₹1,450');
    await user.click(screen.getByRole('button', { name: '2 ಆರ್ಡರ್‌ಗಳನ್ನು ಮಾಡಿ' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('ನೆಟ್‌ವರ್ಕ್ ಸಮಸ್ಯೆ. ದಯವಿಟ್ಟು ನಿಮ್ಮ ಇಂಟರ್ನೆಟ್ ಸಂಪರ್ಕ ಪರಿಶೀಲಿಸಿ.');
  });
});
