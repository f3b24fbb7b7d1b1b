import { ApiError, type RealEstateApi } from '@nirmaan/core';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LangContext } from '../locale-shared/langContext.ts';
import { RealEstateSubmission } from './RealEstateSubmission.tsx';

afterEach(cleanup);

const receipt = { id: 7, status: 'pending_verification' as const, created_at: '2026-11-20T10:00:00Z' };
const jpeg = (size = 16) => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0]), new Uint8Array(Math.max(0, size - 4))], 'site.jpg', { type: 'image/jpeg' });

describe('<RealEstateSubmission>', () => {
  it("asks for at least a project name or location: 'Please provide at least a project name or location.'", async () => {
    const submitListing = vi.fn();
    const user = userEvent.setup();
    render(<RealEstateSubmission api={{ submitListing }} />);
    await user.type(screen.getByRole('textbox', { name: /Site number/ }), '12');
    await user.click(screen.getByRole('button', { name: 'Submit Listing' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please provide at least a project name or location.');
    expect(screen.getByRole('alert')).toHaveFocus();
    expect(submitListing).not.toHaveBeenCalled();
  });

  it('checks GPS and the builder link by their fields', async () => {
    const user = userEvent.setup();
    render(<RealEstateSubmission api={{ submitListing: vi.fn() }} />);
    await user.type(screen.getByRole('textbox', { name: /Location/ }), 'Whitefield');
    await user.type(screen.getByRole('textbox', { name: /GPS/ }), '12.97');
    await user.type(screen.getByRole('textbox', { name: /Builder link/ }), 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Submit Listing' }));
    expect(screen.getByText('Enter GPS as latitude,longitude, for example 12.9716,77.5946')).toBeInTheDocument();
    expect(screen.getByText('Builder link must start with http:// or https://')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /GPS/ })).toHaveFocus();
  });

  it('refuses an image over 5 MB as soon as it is chosen, and until it is removed', async () => {
    const submitListing = vi.fn<RealEstateApi['submitListing']>().mockResolvedValue(receipt);
    const user = userEvent.setup();
    render(<RealEstateSubmission api={{ submitListing }} />);
    await user.type(screen.getByRole('textbox', { name: /Project name/ }), 'Prestige Lakeside');
    await user.upload(screen.getByLabelText('Site image (optional)'), jpeg(6 * 1024 * 1024));
    expect(screen.getByText('The image is larger than 5 MB. Please choose a smaller image.')).toBeInTheDocument();
    expect(screen.getByText(/Chosen: site\.jpg \(6 MB\)/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit Listing' }));
    expect(submitListing).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Remove image' }));
    expect(screen.queryByText(/larger than 5 MB/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit Listing' }));
    expect(await screen.findByText(/Pending Verification: our team verifies each listing before publishing it/)).toBeInTheDocument();
  });

  it("sends the filled fields and the image, shows 'Submitting...', then the Pending Verification note", async () => {
    let answer: (value: typeof receipt) => void = () => {};
    const submitListing = vi.fn<RealEstateApi['submitListing']>(() => new Promise((resolve) => (answer = resolve)));
    const onSubmitted = vi.fn();
    const user = userEvent.setup();
    render(<RealEstateSubmission api={{ submitListing }} onSubmitted={onSubmitted} />);
    await user.type(screen.getByRole('textbox', { name: /Project name/ }), ' Prestige Lakeside ');
    await user.type(screen.getByRole('textbox', { name: /GPS/ }), '12.9698,77.7500');
    await user.upload(screen.getByLabelText('Site image (optional)'), jpeg());
    await user.click(screen.getByRole('button', { name: 'Submit Listing' }));
    expect(screen.getByRole('button', { name: /Submitting/ })).toHaveAttribute('aria-disabled', 'true');
    const data = submitListing.mock.calls[0]![0];
    expect([...data.keys()]).toEqual(['project_name', 'gps', 'image']);
    expect(data.get('project_name')).toBe('Prestige Lakeside');
    answer(receipt);
    expect(await screen.findByText('Pending Verification')).toBeInTheDocument();
    expect(onSubmitted).toHaveBeenCalledWith(receipt);
    await user.click(screen.getByRole('button', { name: 'Submit another listing' }));
    expect(screen.getByRole('textbox', { name: /Project name/ })).toHaveValue('');
  });

  it('keeps everything typed and chosen when the send fails, and Try Again sends it', async () => {
    const submitListing = vi
      .fn<RealEstateApi['submitListing']>()
      .mockRejectedValueOnce(new ApiError({ status: 0 }))
      .mockResolvedValue(receipt);
    const user = userEvent.setup();
    render(<RealEstateSubmission api={{ submitListing }} />);
    await user.type(screen.getByRole('textbox', { name: /Location/ }), 'Hosur Road, Bangalore');
    await user.type(screen.getByRole('textbox', { name: /Builder name/ }), 'Sobha');
    await user.upload(screen.getByLabelText('Site image (optional)'), jpeg());
    await user.click(screen.getByRole('button', { name: 'Submit Listing' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Network error. Please check your connection.');
    expect(screen.getByRole('textbox', { name: /Location/ })).toHaveValue('Hosur Road, Bangalore');
    expect(screen.getByRole('textbox', { name: /Builder name/ })).toHaveValue('Sobha');
    expect(screen.getByText(/Chosen: site\.jpg/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Pending Verification')).toBeInTheDocument();
    expect((submitListing.mock.calls[1]![0].get('image') as File).name).toBe('site.jpg');
  });

  it("shows the server's refusal of the image by the image field, or 'Failed to submit listing'", async () => {
    const submitListing = vi
      .fn<RealEstateApi['submitListing']>()
      .mockRejectedValueOnce(new ApiError({ status: 415, body: { detail: 'Please choose a JPEG, PNG or WebP image.' } }))
      .mockRejectedValueOnce(new ApiError({ status: 500 }));
    const user = userEvent.setup();
    render(<RealEstateSubmission api={{ submitListing }} />);
    await user.type(screen.getByRole('textbox', { name: /Location/ }), 'Hosur Road');
    await user.upload(screen.getByLabelText('Site image (optional)'), jpeg());
    await user.click(screen.getByRole('button', { name: 'Submit Listing' }));
    expect(await screen.findByLabelText('Site image (optional)')).toHaveAccessibleDescription(/Please choose a JPEG, PNG or WebP image\./);
    await user.click(screen.getByRole('button', { name: 'Remove image' }));
    await user.click(screen.getByRole('button', { name: 'Submit Listing' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to submit listing');
  });
});

describe('<RealEstateSubmission> in Tamil', () => {
  it('speaks Tamil: its title, labels, checks and the note after sending', async () => {
    const submitListing = vi.fn<RealEstateApi['submitListing']>().mockResolvedValue(receipt);
    const user = userEvent.setup();
    render(
      <LangContext value="ta">
        <RealEstateSubmission api={{ submitListing }} />
      </LangContext>,
    );
    const form = await screen.findByRole('region', { name: 'உங்கள் சொத்தைப் பதிவு செய்யுங்கள்' });
    expect(form).toHaveAttribute('lang', 'ta');
    await user.type(screen.getByRole('textbox', { name: /மனை எண்/ }), '12');
    await user.type(screen.getByRole('textbox', { name: /GPS/ }), '12.97');
    await user.upload(screen.getByLabelText('மனையின் படம் (விருப்பம்)'), jpeg(6 * 1024 * 1024));
    expect(screen.getByText('படம் 5 MB-ஐ விடப் பெரியது. சிறிய படத்தைத் தேர்ந்தெடுங்கள்.')).toBeInTheDocument();
    expect(screen.getByText('தேர்ந்தெடுத்தது: site.jpg (6 MB)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'பட்டியலை அனுப்பு' }));
    expect(screen.getByRole('alert')).toHaveTextContent('குறைந்தது திட்டத்தின் பெயரையோ இடத்தையோ கொடுங்கள்.');
    expect(screen.getByText('GPS-ஐ அட்சரேகை,தீர்க்கரேகை என உள்ளிடுங்கள், எடுத்துக்காட்டாக 12.9716,77.5946')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'படத்தை நீக்கு' }));
    await user.clear(screen.getByRole('textbox', { name: /GPS/ }));
    await user.type(screen.getByRole('textbox', { name: /திட்டத்தின் பெயர்/ }), 'Prestige Lakeside');
    await user.click(screen.getByRole('button', { name: 'பட்டியலை அனுப்பு' }));
    expect(await screen.findByText('சரிபார்ப்புக்குக் காத்திருக்கிறது')).toBeInTheDocument();
    expect(submitListing).toHaveBeenCalledTimes(1);
  });
});
