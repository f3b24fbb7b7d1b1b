import { describe, expect, it } from 'vitest';
import { autoplayUrl, loadVideoLibrary, toolkitStats } from './videoLibrary.ts';
import { VIDEO_LIBRARY_DATA } from './videoLibraryData.ts';

const SPEC_PHASES = [
  'Site Marking & Layout',
  'Excavation',
  'Footing & Foundation (PCC, RCC, Waterproofing)',
  'Column Construction & Bar Bending',
  'Plinth Beam & Backfilling',
  'Ground Floor Slab Concreting',
  'Brickwork / Blockwork',
  'Lintel & Chajja',
  'Roof Slab Concreting',
  'Staircase Construction',
  'Electrical & Plumbing Works',
  'Plastering & Putty',
  'Flooring (Tiles, Granite, Marble, Wooden)',
  'Doors, Windows & Fabrication',
  'Waterproofing & Curing',
  'Painting & Finishing (Interior + Exterior)',
  'Interior Works (Modular Kitchen, Wardrobes, False Ceiling, Lighting, Furniture)',
  'Final Site Cleaning & Handover',
];

describe('the video library data', () => {
  it("has the spec's 18 phases in order, two entries each, with no problems", () => {
    const library = loadVideoLibrary(VIDEO_LIBRARY_DATA);
    expect(library.problems).toEqual([]);
    expect(library.phases.map((phase) => phase.title)).toEqual(SPEC_PHASES);
    expect(library.phases.every((phase) => phase.videos.length + phase.topics.length === 2)).toBe(true);
  });

  it('counts only the videos that exist, not the topics still waiting for one', () => {
    const phases = loadVideoLibrary(VIDEO_LIBRARY_DATA).phases;
    const published = phases.flatMap((phase) => phase.videos).length;
    expect(toolkitStats(phases)).toEqual({ phases: 18, videos: published });
    expect(published + phases.flatMap((phase) => phase.topics).length).toBe(36);
  });

  it('only plays from youtube-nocookie.com and links to YouTube', () => {
    for (const video of loadVideoLibrary(VIDEO_LIBRARY_DATA).phases.flatMap((phase) => phase.videos)) {
      if (video.embedUrl) expect(video.embedUrl).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}$/);
      expect(new URL(video.url).hostname).toMatch(/(^|\.)youtube\.com$|^youtu\.be$/);
    }
  });
});

describe('loadVideoLibrary', () => {
  const good = { title: 'Marking the layout', description: 'Pegs and thread.', video_id: 'abcDEF12_-x', embed_url: '', url: '' };

  it('fills in the embed and watch URLs from the id', () => {
    const [video] = loadVideoLibrary([{ title: 'Site Marking & Layout', videos: [good] }]).phases[0]!.videos;
    expect(video).toEqual({
      key: '1-1',
      title: 'Marking the layout',
      description: 'Pegs and thread.',
      videoId: 'abcDEF12_-x',
      embedUrl: 'https://www.youtube-nocookie.com/embed/abcDEF12_-x',
      url: 'https://www.youtube.com/watch?v=abcDEF12_-x',
    });
    expect(autoplayUrl(video!.embedUrl!)).toBe('https://www.youtube-nocookie.com/embed/abcDEF12_-x?autoplay=1&rel=0');
  });

  it('leaves out a bad entry and reports it, keeping the rest', () => {
    const library = loadVideoLibrary([
      {
        title: 'Excavation',
        videos: [
          good,
          { ...good, video_id: 'not an id' },
          { ...good, embed_url: 'https://www.youtube.com/embed/abcDEF12_-x' },
          { ...good, url: 'https://evil.example/watch' },
          { ...good, title: '' },
          'just text',
        ],
      },
      { title: 'Footing', videos: 'none' },
      null,
      { title: 'Placeholder phase', videos: [{ title: 'To come', description: '', video_id: 'abcDEF12_-x', embed_url: '', url: '', placeholder: true }] },
    ]);
    expect(library.phases.map((phase) => [phase.number, phase.title, phase.videos.length])).toEqual([
      [1, 'Excavation', 1],
      [4, 'Placeholder phase', 0],
    ]);
    expect(library.problems).toEqual([
      'Phase 1 "Excavation", video 2: video_id "not an id" is not a YouTube video id (11 letters, digits, - or _).',
      'Phase 1 "Excavation", video 3: embed_url must be https://www.youtube-nocookie.com/embed/abcDEF12_-x (the privacy-enhanced youtube-nocookie.com player).',
      'Phase 1 "Excavation", video 4: url "https://evil.example/watch" is not a YouTube address.',
      'Phase 1 "Excavation", video 5: has no title.',
      'Phase 1 "Excavation", video 6: is not an object with title, description, video_id, embed_url and url.',
      'Phase 2: needs a title and a list of videos.',
      'Phase 3: needs a title and a list of videos.',
      'Phase 4 "Placeholder phase", video 1: is marked placeholder but has a video_id: remove "placeholder" once the id is filled in.',
    ]);
  });

  it('keeps a placeholder as a topic offering its YouTube search, not as a video', () => {
    const url = 'https://www.youtube.com/results?search_query=plinth%20beam';
    const [phase] = loadVideoLibrary([
      { title: 'Plinth', videos: [{ title: 'Plinth beam', description: 'Steel.', video_id: '', embed_url: '', url, placeholder: true }] },
    ]).phases;
    expect(phase!.videos).toEqual([]);
    expect(phase!.topics).toEqual([{ key: '1-1', title: 'Plinth beam', description: 'Steel.', searchUrl: url }]);
  });

  it('reports data that is not a list at all', () => {
    expect(loadVideoLibrary({ phases: [] })).toEqual({ phases: [], problems: ['The video library is not a list of phases.'] });
  });
});
