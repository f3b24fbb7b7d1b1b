import type { PhaseData } from './videoLibrary.ts';

/**
 * THE VIDEO LIBRARY OF /toolkit — edit this file to change the videos.
 *
 * 18 construction phases (spec/seller-admin-toolkit.md §3 "Video entry"), two videos each. An entry:
 *
 *   {
 *     title: 'Short title shown on the card',
 *     description: 'One or two sentences on what the viewer learns.',
 *     video_id: 'dQw4w9WgXcQ',   // the 11 characters after "watch?v=" in the YouTube address
 *     embed_url: '',              // leave empty: https://www.youtube-nocookie.com/embed/{video_id} is used
 *     url: '',                    // leave empty: https://www.youtube.com/watch?v={video_id} is used
 *   }
 *
 * PLACEHOLDERS: no video has been chosen yet for any entry below. Each is marked `placeholder: true`,
 * has an empty `video_id` and, as `url`, a YouTube search for its topic; the page shows a drawn
 * thumbnail and offers that search instead of a player. To publish a video, fill in `video_id`
 * (a video you have checked: relevant, in a language your buyers follow, allowed to be embedded)
 * and delete the `placeholder` line.
 *
 * The page checks every entry when it loads: an entry with a malformed id or a non-YouTube address
 * is left out and reported in the browser console; the rest of the page still works.
 */
const search = (query: string) => `https://www.youtube.com/results?search_query=${encodeURIComponent(query)}`;

export const VIDEO_LIBRARY_DATA: readonly PhaseData[] = [
  {
    title: 'Site Marking & Layout',
    videos: [
      {
        title: 'Marking a house layout on site',
        description: 'Transferring the centre-line drawing to the ground with pegs, thread and lime, and checking the corners are square with the 3-4-5 rule.',
        video_id: '',
        embed_url: '',
        url: search('house construction centre line marking on site 3-4-5 method'),
        placeholder: true,
      },
      {
        title: 'Checking levels and diagonals before digging',
        description: 'Using a water level or auto level to fix the plinth reference, and measuring both diagonals so the building is not skewed.',
        video_id: '',
        embed_url: '',
        url: search('site layout check diagonals water level before excavation house'),
        placeholder: true,
      },
    ],
  },
  {
    title: 'Excavation',
    videos: [
      {
        title: 'Excavating footing pits to the right depth',
        description: 'Pit sizes from the structural drawing, working space around the footing, and why the bottom must reach firm soil.',
        video_id: '',
        embed_url: '',
        url: search('footing excavation depth house construction India'),
        placeholder: true,
      },
      {
        title: 'Safe excavation and soil disposal',
        description: 'Shoring loose soil, keeping excavated earth away from the pit edge, and dewatering pits after rain.',
        video_id: '',
        embed_url: '',
        url: search('excavation safety shoring dewatering residential site'),
        placeholder: true,
      },
    ],
  },
  {
    title: 'Footing & Foundation (PCC, RCC, Waterproofing)',
    videos: [
      {
        title: 'PCC bed and RCC footing step by step',
        description: 'Levelling course of PCC 1:4:8, placing the footing mesh on cover blocks, and concreting and vibrating the footing.',
        video_id: '',
        embed_url: '',
        url: search('PCC bed RCC footing reinforcement cover block concreting'),
        placeholder: true,
      },
      {
        title: 'Waterproofing the foundation',
        description: 'Bitumen or membrane coating on foundation concrete and anti-termite treatment before backfilling.',
        video_id: '',
        embed_url: '',
        url: search('foundation waterproofing anti termite treatment house India'),
        placeholder: true,
      },
    ],
  },
  {
    title: 'Column Construction & Bar Bending',
    videos: [
      {
        title: 'Reading a bar bending schedule',
        description: 'Cutting lengths, lap lengths and hook allowances for column bars and stirrups, and how a BBS cuts steel wastage.',
        video_id: '',
        embed_url: '',
        url: search('bar bending schedule column stirrups explained'),
        placeholder: true,
      },
      {
        title: 'Column shuttering and concreting',
        description: 'Plumbing the column box, cover to the bars, and pouring in layers so the concrete does not segregate.',
        video_id: '',
        embed_url: '',
        url: search('column shuttering plumb concreting house construction'),
        placeholder: true,
      },
    ],
  },
  {
    title: 'Plinth Beam & Backfilling',
    videos: [
      {
        title: 'Plinth beam reinforcement and casting',
        description: 'Plinth beam steel tied to the column bars, shuttering at the right level, and curing before the load comes on.',
        video_id: '',
        embed_url: '',
        url: search('plinth beam reinforcement shuttering casting'),
        placeholder: true,
      },
      {
        title: 'Backfilling and compaction in layers',
        description: 'Filling with good earth or murrum in 150 mm layers, watering and ramming each layer so the floor does not sink later.',
        video_id: '',
        embed_url: '',
        url: search('plinth backfilling compaction layers watering'),
        placeholder: true,
      },
    ],
  },
  {
    title: 'Ground Floor Slab Concreting',
    videos: [
      {
        title: 'Preparing the ground floor bed',
        description: 'Soling, PCC over compacted fill, and laying plumbing sleeves before the floor concrete goes in.',
        video_id: '',
        embed_url: '',
        url: search('ground floor PCC bed soling before flooring house'),
        placeholder: true,
      },
      {
        title: 'Concreting and curing the floor slab',
        description: 'Mixing or ordering RMC, levelling with a straight edge, and keeping the slab wet for at least 7 days.',
        video_id: '',
        embed_url: '',
        url: search('slab concreting levelling curing days'),
        placeholder: true,
      },
    ],
  },
  {
    title: 'Brickwork / Blockwork',
    videos: [
      {
        title: 'Brick masonry basics',
        description: 'Soaking bricks, English bond, mortar joints of about 10 mm and keeping the wall plumb course by course.',
        video_id: '',
        embed_url: '',
        url: search('brick masonry English bond plumb mortar joint'),
        placeholder: true,
      },
      {
        title: 'Laying solid and AAC blocks',
        description: 'Thin-bed adhesive for AAC blocks, cement mortar for solid blocks, and the mesh at the joint between blockwork and concrete.',
        video_id: '',
        embed_url: '',
        url: search('AAC block laying adhesive solid block masonry'),
        placeholder: true,
      },
    ],
  },
  {
    title: 'Lintel & Chajja',
    videos: [
      {
        title: 'Casting lintels over doors and windows',
        description: 'Lintel bearing on each side of the opening, reinforcement and shuttering at sill-to-lintel height.',
        video_id: '',
        embed_url: '',
        url: search('lintel beam casting door window opening'),
        placeholder: true,
      },
      {
        title: 'Chajja (sunshade) reinforcement',
        description: 'Why the main bars of a cantilever chajja go at the top and are anchored into the lintel, and how to slope it for water.',
        video_id: '',
        embed_url: '',
        url: search('chajja sunshade reinforcement cantilever lintel'),
        placeholder: true,
      },
    ],
  },
  {
    title: 'Roof Slab Concreting',
    videos: [
      {
        title: 'Slab shuttering, steel and cover blocks',
        description: 'Props and plywood, main and distribution bars, chairs and cover blocks, and the checks before the pour.',
        video_id: '',
        embed_url: '',
        url: search('roof slab shuttering reinforcement checks before concreting'),
        placeholder: true,
      },
      {
        title: 'Pouring and curing the roof slab',
        description: 'Continuous pour, vibration, finishing the top with a slope, ponding for curing, and when props may come out.',
        video_id: '',
        embed_url: '',
        url: search('roof slab concreting vibration ponding curing deshuttering'),
        placeholder: true,
      },
    ],
  },
  {
    title: 'Staircase Construction',
    videos: [
      {
        title: 'Dog-legged staircase: rise, tread and steel',
        description: 'Working out riser and tread sizes for comfortable steps, and the waist slab reinforcement of a dog-legged stair.',
        video_id: '',
        embed_url: '',
        url: search('dog legged staircase reinforcement riser tread'),
        placeholder: true,
      },
      {
        title: 'Staircase shuttering and casting',
        description: 'Building the stepped formwork, fixing the steps, and concreting the flight with the landing.',
        video_id: '',
        embed_url: '',
        url: search('staircase shuttering casting house construction'),
        placeholder: true,
      },
    ],
  },
  {
    title: 'Electrical & Plumbing Works',
    videos: [
      {
        title: 'Concealed electrical conduits and wiring',
        description: 'Conduits in the slab and walls, box positions, wire sizes for lights, sockets and AC circuits, and the earthing pit.',
        video_id: '',
        embed_url: '',
        url: search('concealed electrical conduit wiring house wire size earthing'),
        placeholder: true,
      },
      {
        title: 'Plumbing lines and pressure testing',
        description: 'CPVC and UPVC lines for hot and cold water, drain slopes, and testing the lines under pressure before plastering.',
        video_id: '',
        embed_url: '',
        url: search('house plumbing CPVC line pressure test before plastering'),
        placeholder: true,
      },
    ],
  },
  {
    title: 'Plastering & Putty',
    videos: [
      {
        title: 'Internal and external plastering',
        description: 'Hacking concrete surfaces, chicken mesh at joints, 12 mm and 20 mm coats, and curing the plaster.',
        video_id: '',
        embed_url: '',
        url: search('wall plastering internal external chicken mesh curing'),
        placeholder: true,
      },
      {
        title: 'Applying wall putty for a smooth finish',
        description: 'Two coats of putty, sanding between coats, and primer before painting.',
        video_id: '',
        embed_url: '',
        url: search('wall putty application two coats sanding primer'),
        placeholder: true,
      },
    ],
  },
  {
    title: 'Flooring (Tiles, Granite, Marble, Wooden)',
    videos: [
      {
        title: 'Laying vitrified floor tiles',
        description: 'Level lines, tile adhesive or mortar bed, spacers, and avoiding hollow tiles.',
        video_id: '',
        embed_url: '',
        url: search('vitrified tile laying floor adhesive level spacers'),
        placeholder: true,
      },
      {
        title: 'Granite and marble flooring',
        description: 'Bedding stone slabs, matching joints, and polishing marble after laying.',
        video_id: '',
        embed_url: '',
        url: search('granite marble flooring laying polishing'),
        placeholder: true,
      },
    ],
  },
  {
    title: 'Doors, Windows & Fabrication',
    videos: [
      {
        title: 'Fixing door frames and shutters',
        description: 'Frame fixing with hold-fasts, keeping the frame plumb, and hanging shutters with the right hinges.',
        video_id: '',
        embed_url: '',
        url: search('door frame fixing hold fast plumb shutter hinges'),
        placeholder: true,
      },
      {
        title: 'UPVC and aluminium windows, grills and gates',
        description: 'Measuring openings, sealing window frames against water, and fabricating safety grills and the main gate.',
        video_id: '',
        embed_url: '',
        url: search('UPVC window installation sealing grill gate fabrication'),
        placeholder: true,
      },
    ],
  },
  {
    title: 'Waterproofing & Curing',
    videos: [
      {
        title: 'Terrace and bathroom waterproofing',
        description: 'Cementitious and membrane coatings, coving at wall-floor joints, and the ponding test before tiling.',
        video_id: '',
        embed_url: '',
        url: search('terrace bathroom waterproofing coating ponding test'),
        placeholder: true,
      },
      {
        title: 'Curing concrete and masonry properly',
        description: 'How long to cure slabs, columns, walls and plaster, and methods that work on a busy site.',
        video_id: '',
        embed_url: '',
        url: search('curing concrete how many days methods site'),
        placeholder: true,
      },
    ],
  },
  {
    title: 'Painting & Finishing (Interior + Exterior)',
    videos: [
      {
        title: 'Interior painting: primer, emulsion and finish',
        description: 'Preparing the putty surface, primer coat, two coats of emulsion, and choosing finishes for each room.',
        video_id: '',
        embed_url: '',
        url: search('interior wall painting primer emulsion two coats'),
        placeholder: true,
      },
      {
        title: 'Exterior painting that lasts',
        description: 'Crack filling, exterior primer, weather-proof emulsion and the best season to paint outside walls.',
        video_id: '',
        embed_url: '',
        url: search('exterior house painting crack filling weatherproof emulsion'),
        placeholder: true,
      },
    ],
  },
  {
    title: 'Interior Works (Modular Kitchen, Wardrobes, False Ceiling, Lighting, Furniture)',
    videos: [
      {
        title: 'Planning a modular kitchen and wardrobes',
        description: 'Kitchen work triangle, carcass materials (BWP plywood, HDHMR), hardware, and wardrobe layouts.',
        video_id: '',
        embed_url: '',
        url: search('modular kitchen planning BWP plywood wardrobe design'),
        placeholder: true,
      },
      {
        title: 'False ceiling and lighting',
        description: 'Gypsum and POP ceilings, framing, cove lighting and planning light points before the ceiling closes.',
        video_id: '',
        embed_url: '',
        url: search('gypsum false ceiling framing cove lighting'),
        placeholder: true,
      },
    ],
  },
  {
    title: 'Final Site Cleaning & Handover',
    videos: [
      {
        title: 'Snag list before handover',
        description: 'A room-by-room check of doors, windows, taps, switches, tiles and paint, and getting every defect fixed.',
        video_id: '',
        embed_url: '',
        url: search('house handover snag list inspection checklist'),
        placeholder: true,
      },
      {
        title: 'Final cleaning and documents to collect',
        description: 'Acid-free cleaning of tiles and fittings, and the drawings, warranties and completion papers to keep.',
        video_id: '',
        embed_url: '',
        url: search('new house final cleaning handover documents'),
        placeholder: true,
      },
    ],
  },
];
