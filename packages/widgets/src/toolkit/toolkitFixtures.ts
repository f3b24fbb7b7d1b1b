import type { PhaseData } from './videoLibrary.ts';

/**
 * A small library with real-shaped video ids, for tests and stories (the shipped data's entries are
 * still placeholders). The ids are made up: nothing here is fetched in tests.
 */
export const FIXTURE_LIBRARY: readonly PhaseData[] = [
  {
    title: 'Site Marking & Layout',
    videos: [
      {
        title: 'Marking a house layout on site',
        description: 'Pegs, thread and lime; square corners with the 3-4-5 rule.',
        video_id: 'fixture0001',
        embed_url: '',
        url: '',
      },
      {
        title: 'Checking levels and diagonals',
        description: 'Fixing the plinth reference and measuring both diagonals.',
        video_id: 'fixture0002',
        embed_url: '',
        url: '',
      },
    ],
  },
  {
    title: 'Excavation',
    videos: [
      {
        title: 'Excavating footing pits',
        description: 'Pit sizes, working space and firm soil at the bottom.',
        video_id: 'fixture0003',
        embed_url: '',
        url: '',
      },
      {
        title: 'Safe excavation',
        description: 'Shoring, spoil away from the edge and dewatering.',
        video_id: '',
        embed_url: '',
        url: 'https://www.youtube.com/results?search_query=excavation%20safety',
        placeholder: true,
      },
    ],
  },
  {
    title: 'Footing & Foundation (PCC, RCC, Waterproofing)',
    videos: [
      { title: 'PCC bed and RCC footing', description: 'Levelling course, mesh on cover blocks, concreting.', video_id: 'fixture0005', embed_url: '', url: '' },
      { title: 'Waterproofing the foundation', description: 'Bitumen coating and anti-termite treatment.', video_id: 'fixture0006', embed_url: '', url: '' },
    ],
  },
];
