import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LangContext } from '../locale-shared/langContext.ts';
import { ToolkitHub } from './ToolkitHub.tsx';
import { FIXTURE_LIBRARY } from './toolkitFixtures.ts';

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
    expect(within(screen.getByRole('list', { name: 'Site Marking & Layout topics' })).getAllByRole('listitem')).toHaveLength(2);
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

describe('<ToolkitHub> in Kannada', () => {
  it('says its own words in Kannada under lang="kn" and marks the library, as written, English', async () => {
    render(
      <LangContext value="kn">
        <ToolkitHub headingLevel={1} />
      </LangContext>,
    );
    const hub = await screen.findByRole('region', { name: 'ನಿರ್ಮಾಣ ಕಲಿಕಾ ಕೇಂದ್ರ' });
    expect(hub).toHaveAttribute('lang', 'kn');
    const phases = within(screen.getByRole('list', { name: 'ನಿರ್ಮಾಣದ ಹಂತಗಳು' })).getAllByRole('heading', { level: 2 });
    expect(phases[0]).toHaveTextContent('ಹಂತ 1: Site Marking & Layout');
    expect(within(phases[0]!).getByText('Site Marking & Layout')).toHaveAttribute('lang', 'en');
    expect(phaseButton(/Site Marking & Layout/)).toHaveTextContent('2 ವಿಷಯಗಳು');
    expect(document.querySelector('[data-toolkit-stats]')).toHaveTextContent('ಹಂತಗಳು18ಉಚಿತ ಪ್ರವೇಶ100%');
    expect(screen.getAllByRole('link', { name: /^YouTube ನಲ್ಲಿ ಹುಡುಕಿ/ }).length).toBeGreaterThan(0);
  });
});
