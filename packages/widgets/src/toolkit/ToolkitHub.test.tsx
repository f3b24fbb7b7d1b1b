import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LangContext } from '../locale-shared/langContext.ts';
import { ToolkitHub } from './ToolkitHub.tsx';
import { FIXTURE_LIBRARY } from './toolkitFixtures.ts';
import { VIDEO_LIBRARY_DATA } from './videoLibraryData.ts';

afterEach(() => vi.restoreAllMocks());

const phaseButton = (name: RegExp) => screen.getByRole('button', { name });

describe('<ToolkitHub>', () => {
  it("shows the spec's 18 phases, the first open, and the figures", () => {
    render(<ToolkitHub headingLevel={1} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Construction Educational Hub' })).toBeInTheDocument();
    const phases = within(screen.getByRole('list', { name: 'Construction phases' })).getAllByRole('heading', { level: 2 });
    expect(phases).toHaveLength(18);
    expect(phases[0]).toHaveTextContent('Phase 1: Site Marking & Layout');
    expect(phases[17]).toHaveTextContent('Phase 18: Final Site Cleaning & Handover');
    expect(phaseButton(/Site Marking & Layout/)).toHaveAttribute('aria-expanded', 'true');
    expect(phaseButton(/Excavation/)).toHaveAttribute('aria-expanded', 'false');
    // No video is chosen yet in the shipped data: no video is counted, none is shown as a video.
    expect(document.querySelector('[data-toolkit-stats]')).toHaveTextContent('Phases18Free Access100%');
    expect(phaseButton(/Site Marking & Layout/)).toHaveTextContent('2 topics');
    expect(screen.queryByRole('list', { name: 'Site Marking & Layout videos' })).toBeNull();
    const topics = screen.getByRole('list', { name: 'Site Marking & Layout topics' });
    expect(within(topics).getAllByRole('listitem')).toHaveLength(2);
    expect(within(topics).getByText('Marking a house layout on site', { selector: 'p' })).toHaveAttribute('lang', 'en');
    expect(within(topics).getByRole('link', { name: 'Search YouTube for Marking a house layout on site (opens in a new tab)' })).toHaveAttribute(
      'href',
      'https://www.youtube.com/results?search_query=house%20construction%20centre%20line%20marking%20on%20site%203-4-5%20method',
    );
    expect(document.body).not.toHaveTextContent(/coming soon/i);
  });

  it('toggles each phase on its own', async () => {
    const user = userEvent.setup();
    render(<ToolkitHub library={FIXTURE_LIBRARY} />);
    expect(screen.getByRole('button', { name: 'Marking a house layout on site' })).toHaveAccessibleDescription(
      'Pegs, thread and lime; square corners with the 3-4-5 rule.',
    );
    expect(screen.queryByRole('button', { name: 'Excavating footing pits' })).not.toBeInTheDocument();

    await user.click(phaseButton(/Excavation/));
    expect(phaseButton(/Excavation/)).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Excavating footing pits' })).toBeVisible();
    expect(phaseButton(/Site Marking & Layout/)).toHaveAttribute('aria-expanded', 'true');

    phaseButton(/Site Marking & Layout/).focus();
    await user.keyboard('{Enter}');
    expect(phaseButton(/Site Marking & Layout/)).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('button', { name: 'Marking a house layout on site' })).not.toBeInTheDocument();
    expect(phaseButton(/Excavation/)).toHaveAttribute('aria-expanded', 'true');
  });

  it('plays a video full screen from youtube-nocookie.com with a Watch on YouTube link; Escape closes it and focus returns to the card', async () => {
    const user = userEvent.setup();
    render(<ToolkitHub library={FIXTURE_LIBRARY} />);
    const card = screen.getByRole('button', { name: 'Marking a house layout on site' });
    await user.click(card);
    const dialog = screen.getByRole('dialog', { name: 'Marking a house layout on site' });
    expect(dialog).toHaveAccessibleDescription('Phase 1: Site Marking & Layout');
    expect(within(dialog).getByTitle('Marking a house layout on site (YouTube video)')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/fixture0001?autoplay=1&rel=0',
    );
    expect(within(dialog).getByRole('link', { name: 'Watch on YouTube (opens in a new tab)' })).toHaveAttribute(
      'href',
      'https://www.youtube.com/watch?v=fixture0001',
    );
    expect(within(dialog).getByRole('button', { name: 'Close video' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(card).toHaveFocus();
  });

  it('closes with the X button too', async () => {
    const user = userEvent.setup();
    render(<ToolkitHub library={FIXTURE_LIBRARY} />);
    await user.click(screen.getByRole('button', { name: 'Checking levels and diagonals' }));
    await user.click(screen.getByRole('button', { name: 'Close video' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Checking levels and diagonals' })).toHaveFocus();
  });

  it('falls back from high to medium to default quality, then to the drawn placeholder', () => {
    const { container } = render(<ToolkitHub library={FIXTURE_LIBRARY} />);
    const thumbnail = () => container.querySelector('[data-video="1-1"] [data-thumbnail]') as HTMLElement;
    const image = () => thumbnail().querySelector('img') as HTMLImageElement;
    expect(image()).toHaveAttribute('src', 'https://i.ytimg.com/vi/fixture0001/hqdefault.jpg');
    fireEvent.error(image());
    expect(image()).toHaveAttribute('src', 'https://i.ytimg.com/vi/fixture0001/mqdefault.jpg');
    fireEvent.error(image());
    expect(image()).toHaveAttribute('src', 'https://i.ytimg.com/vi/fixture0001/default.jpg');
    fireEvent.error(image());
    expect(thumbnail()).toHaveAttribute('data-thumbnail', 'placeholder');
    expect(thumbnail().querySelector('img')).toBeNull();
    expect(thumbnail().querySelector('svg')).toBeInTheDocument();
  });

  it('shows a topic whose video is not chosen yet as a topic with a YouTube search, not as a video', () => {
    render(<ToolkitHub library={FIXTURE_LIBRARY} defaultOpenPhases={[2]} />);
    expect(phaseButton(/Excavation/)).toHaveTextContent('1 video, 1 topic');
    expect(screen.queryByRole('button', { name: 'Safe excavation' })).toBeNull();
    const topics = screen.getByRole('list', { name: 'Excavation topics' });
    expect(within(topics).getByText('Safe excavation', { selector: 'p' })).toBeVisible();
    expect(within(topics).getByRole('link', { name: 'Search YouTube for Safe excavation (opens in a new tab)' })).toHaveAttribute(
      'href',
      'https://www.youtube.com/results?search_query=excavation%20safety',
    );
    expect(within(screen.getByRole('list', { name: 'Excavation videos' })).getAllByRole('listitem')).toHaveLength(1);
    // Five of the fixture's six entries have a video.
    expect(document.querySelector('[data-toolkit-stats]')).toHaveTextContent('Phases3Videos5Free Access100%');
  });

  it('leaves out a bad entry, reports it in the console and shows the rest', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(
      <ToolkitHub
        library={[
          {
            title: 'Site Marking & Layout',
            videos: [{ title: 'Broken', description: '', video_id: 'x', embed_url: '', url: '' }, FIXTURE_LIBRARY[0]!.videos[0]],
          },
        ]}
      />,
    );
    expect(screen.getByRole('button', { name: 'Marking a house layout on site' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Broken' })).not.toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Phase 1 "Site Marking & Layout", video 1: video_id "x" is not a YouTube video id'));
    expect(document.querySelector('[data-toolkit-stats]')).toHaveTextContent('Phases1Videos1');
  });
});

const searchUrl = (words: string) => `https://www.youtube.com/results?search_query=${encodeURIComponent(words)}`;

/** The shipped first phase with an entry an operator added without a translation (no id). */
const withUntranslatedEntry = [
  {
    ...VIDEO_LIBRARY_DATA[0]!,
    videos: [
      ...VIDEO_LIBRARY_DATA[0]!.videos,
      {
        title: 'Setting out with a total station',
        description: 'Marking the grid with a surveying instrument on a large plot.',
        video_id: '',
        embed_url: '',
        url: searchUrl('total station setting out building'),
        placeholder: true,
      },
    ],
  },
  { title: 'A phase added without an id', videos: [FIXTURE_LIBRARY[0]!.videos[0]!] },
];

describe('<ToolkitHub> in Kannada', () => {
  it('says its own words and the library in Kannada under lang="kn", with a Kannada YouTube search', async () => {
    render(
      <LangContext value="kn">
        <ToolkitHub headingLevel={1} />
      </LangContext>,
    );
    const hub = await screen.findByRole('region', { name: 'ನಿರ್ಮಾಣ ಕಲಿಕಾ ಕೇಂದ್ರ' });
    expect(hub).toHaveAttribute('lang', 'kn');
    const phaseTitle = await screen.findByText('ಜಾಗದ ಗುರುತು ಮತ್ತು ಲೇಔಟ್');
    expect(phaseTitle).toHaveAttribute('lang', 'kn');
    const phases = within(screen.getByRole('list', { name: 'ನಿರ್ಮಾಣದ ಹಂತಗಳು' })).getAllByRole('heading', { level: 2 });
    expect(phases[0]).toHaveTextContent('ಹಂತ 1: ಜಾಗದ ಗುರುತು ಮತ್ತು ಲೇಔಟ್');
    expect(phases[2]).toHaveTextContent('ಹಂತ 3: ಫುಟಿಂಗ್ ಮತ್ತು ಅಡಿಪಾಯ (PCC, RCC, ವಾಟರ್‌ಪ್ರೂಫಿಂಗ್)');
    expect(phases[14]).toHaveTextContent('ಹಂತ 15: ವಾಟರ್‌ಪ್ರೂಫಿಂಗ್ ಮತ್ತು ಕ್ಯೂರಿಂಗ್');
    expect(document.body).not.toHaveTextContent('Site Marking');
    expect(phaseButton(/ಜಾಗದ ಗುರುತು/)).toHaveTextContent('2 ವಿಷಯಗಳು');
    expect(document.querySelector('[data-toolkit-stats]')).toHaveTextContent('ಹಂತಗಳು18ಉಚಿತ ಪ್ರವೇಶ100%');

    const topics = screen.getByRole('list', { name: 'ಜಾಗದ ಗುರುತು ಮತ್ತು ಲೇಔಟ್ ವಿಷಯಗಳು' });
    const title = within(topics).getByText('ನಿವೇಶನದಲ್ಲಿ ಮನೆಯ ಲೇಔಟ್ ಗುರುತಿಸುವುದು', { selector: 'p' });
    expect(title).toHaveAttribute('lang', 'kn');
    expect(within(topics).getByText(/^ಸೆಂಟರ್‌ಲೈನ್ ನಕ್ಷೆಯನ್ನು ಗೂಟ, ದಾರ ಮತ್ತು ಸುಣ್ಣದಿಂದ/)).toHaveAttribute('lang', 'kn');
    expect(within(topics).getByRole('link', { name: 'YouTube ನಲ್ಲಿ ಹುಡುಕಿ ನಿವೇಶನದಲ್ಲಿ ಮನೆಯ ಲೇಔಟ್ ಗುರುತಿಸುವುದು ಕುರಿತು (ಹೊಸ ಟ್ಯಾಬ್‌ನಲ್ಲಿ ತೆರೆಯುತ್ತದೆ)' })).toHaveAttribute(
      'href',
      searchUrl('ಮನೆ ಸೆಂಟರ್ ಲೈನ್ ಮಾರ್ಕಿಂಗ್ centre line marking'),
    );
  });

  it('shows an entry or a phase without a translation in English, marked lang="en", and searches YouTube with its own words', async () => {
    render(
      <LangContext value="kn">
        <ToolkitHub library={withUntranslatedEntry} defaultOpenPhases={[1, 2]} />
      </LangContext>,
    );
    const topics = await screen.findByRole('list', { name: 'ಜಾಗದ ಗುರುತು ಮತ್ತು ಲೇಔಟ್ ವಿಷಯಗಳು' });
    expect(within(topics).getAllByRole('listitem')).toHaveLength(3);
    expect(within(topics).getByText('Setting out with a total station', { selector: 'p' })).toHaveAttribute('lang', 'en');
    expect(within(topics).getByText('Marking the grid with a surveying instrument on a large plot.')).toHaveAttribute('lang', 'en');
    expect(within(topics).getByRole('link', { name: /Setting out with a total station/ })).toHaveAttribute(
      'href',
      searchUrl('total station setting out building'),
    );
    expect(within(topics).getByText('Setting out with a total station', { selector: 'a span span' })).toHaveAttribute('lang', 'en');
    // The translated entries beside it stay in Kannada.
    expect(within(topics).getByText('ನಿವೇಶನದಲ್ಲಿ ಮನೆಯ ಲೇಔಟ್ ಗುರುತಿಸುವುದು', { selector: 'p' })).toHaveAttribute('lang', 'kn');
    expect(screen.getByText('A phase added without an id')).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('button', { name: 'Marking a house layout on site' })).toHaveAttribute('lang', 'en');
  });
});

describe('<ToolkitHub> in Tamil', () => {
  it('shows the phases and topics in Tamil under lang="ta", each topic searching YouTube in Tamil', async () => {
    render(
      <LangContext value="ta">
        <ToolkitHub headingLevel={1} defaultOpenPhases={[5]} />
      </LangContext>,
    );
    expect(await screen.findByText('பிளின்த் பீம் & மண் நிரப்புதல்')).toHaveAttribute('lang', 'ta');
    const phases = within(screen.getByRole('list', { name: 'கட்டுமானக் கட்டங்கள்' })).getAllByRole('heading', { level: 2 });
    expect(phases.map((phase) => phase.textContent)).toContain('5கட்டம் 5: பிளின்த் பீம் & மண் நிரப்புதல்2 தலைப்புகள்');
    expect(phases[11]).toHaveTextContent('கட்டம் 12: பூச்சு வேலை & புட்டி');
    expect(phases[17]).toHaveTextContent('கட்டம் 18: இறுதி சுத்தம் & ஒப்படைப்பு');
    expect(document.body).not.toHaveTextContent(/Plinth|Handover/);

    const topics = screen.getByRole('list', { name: 'பிளின்த் பீம் & மண் நிரப்புதல் தலைப்புகள்' });
    expect(within(topics).getByText('பிளின்த் பீம் கம்பி கட்டுதலும் கான்கிரீட் போடுதலும்', { selector: 'p' })).toHaveAttribute('lang', 'ta');
    expect(within(topics).getByText(/சுமை ஏறுவதற்கு முன் க்யூரிங்\.$/)).toHaveAttribute('lang', 'ta');
    const search = within(topics).getByRole('link', { name: 'YouTube-இல் தேடு பிளின்த் பீம் கம்பி கட்டுதலும் கான்கிரீட் போடுதலும் பற்றி (புதிய தாவலில் திறக்கும்)' });
    expect(search).toHaveAttribute('href', searchUrl('பிளிந்த் பீம் கம்பி சென்டரிங் plinth beam'));
    expect(search.getAttribute('href')).toContain('%E0%AE%AA%E0%AE%BF%E0%AE%B3%E0%AE%BF%E0%AE%A8%E0%AF%8D%E0%AE%A4%E0%AF%8D'); // பிளிந்த், encoded
  });

  it("shows a published video's title translated when the catalogue has one, else the video's own title in English", async () => {
    const user = userEvent.setup();
    const [layout] = VIDEO_LIBRARY_DATA[0]!.videos;
    render(
      <LangContext value="ta">
        <ToolkitHub
          library={[
            {
              id: 'site-marking',
              title: 'Site Marking & Layout',
              videos: [
                { ...layout!, video_id: 'fixture0001', url: '', placeholder: undefined },
                { title: 'Pegging out a plot (a video the operator added)', description: '', video_id: 'fixture0002', embed_url: '', url: '' },
              ],
            },
          ]}
        />
      </LangContext>,
    );
    const card = await screen.findByRole('button', { name: 'மனையில் வீட்டின் லேஅவுட் குறித்தல்' });
    expect(card).toHaveAttribute('lang', 'ta');
    expect(card).toHaveAccessibleDescription(/^சென்டர் லைன் வரைபடத்தை/);
    expect(screen.getByRole('button', { name: 'Pegging out a plot (a video the operator added)' })).toHaveAttribute('lang', 'en');

    await user.click(card);
    const dialog = screen.getByRole('dialog', { name: 'மனையில் வீட்டின் லேஅவுட் குறித்தல்' });
    expect(dialog).toHaveAccessibleDescription('கட்டம் 1: மனை அளவு குறித்தல் & லேஅவுட்');
    expect(within(dialog).getByTitle('மனையில் வீட்டின் லேஅவுட் குறித்தல் (YouTube வீடியோ)')).toBeInTheDocument();
    expect(within(dialog).getByText(/^சென்டர் லைன் வரைபடத்தை/)).toHaveAttribute('lang', 'ta');
  });
});
