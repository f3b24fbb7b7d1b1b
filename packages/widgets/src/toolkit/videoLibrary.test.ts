import { describe, expect, it } from 'vitest';
import english from './library/messages/en.json';
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

describe("the library's translations (library/messages)", () => {
  const library = loadVideoLibrary(VIDEO_LIBRARY_DATA);
  const entries = library.phases.flatMap((phase) => [...phase.videos, ...phase.topics]);

  it('names every shipped phase and entry with an id of its own, an entry after its phase', () => {
    const ids = [...library.phases.map((phase) => phase.id), ...entries.map((entry) => entry.id)];
    expect(ids.every((id) => typeof id === 'string')).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    for (const phase of library.phases) {
      for (const entry of [...phase.videos, ...phase.topics]) expect(entry.id).toMatch(new RegExp(`^${phase.id}\\.`));
    }
  });

  it("has a translation for every shipped text, each made from the data's English as it is now, and none for what the data does not have", () => {
    // en.json records the English each translation was made from: it must say what videoLibraryData.ts says.
    const fromData: Record<string, string> = {};
    for (const phase of library.phases) fromData[`phase.${phase.id}`] = phase.title;
    for (const entry of entries) {
      fromData[`${entry.id}.title`] = entry.title;
      fromData[`${entry.id}.description`] = entry.description;
      // Only a topic without a video has search words; a published video's are to be removed.
      if ('searchUrl' in entry) fromData[`${entry.id}.search`] = new URL(entry.searchUrl).searchParams.get('search_query')!;
    }
    expect(english).toEqual(fromData);
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

  it('keeps the ids that name translations, allows an entry without one, and leaves out a malformed or repeated id', () => {
    const entry = { title: 'Plinth beam', description: '', video_id: 'abcDEF12_-x', embed_url: '', url: '' };
    const library = loadVideoLibrary([
      { id: 'plinth', title: 'Plinth', videos: [{ ...entry, id: 'plinth.beam' }, entry, { ...entry, id: 'Plinth Beam' }, { ...entry, id: 'plinth.beam' }] },
      { id: 'plinth', title: 'Plinth again', videos: [entry] },
      { title: 'No id', videos: [entry] },
    ]);
    expect(library.phases.map((phase) => [phase.id, phase.videos.map((video) => video.id)])).toEqual([
      ['plinth', ['plinth.beam', undefined]],
      [undefined, [undefined]],
    ]);
    expect(library.problems).toEqual([
      'Phase 1 "Plinth", video 3: id "Plinth Beam" is not lower-case words joined by - (e.g. "site-marking.layout").',
      'Phase 1 "Plinth", video 4: id "plinth.beam" is used twice.',
      'Phase 2 "Plinth again": id "plinth" is used twice.',
    ]);
  });

  it('reports data that is not a list at all', () => {
    expect(loadVideoLibrary({ phases: [] })).toEqual({ phases: [], problems: ['The video library is not a list of phases.'] });
  });
});
