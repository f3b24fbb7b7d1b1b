import { youtubeSearchUrl, type PhaseData, type VideoEntryData } from './videoLibrary.ts';

/**
 * THE VIDEO LIBRARY OF /toolkit — edit this file to change the videos.
 *
 * 18 construction phases (spec/seller-admin-toolkit.md §3 "Video entry"), two videos each. A phase
 * is `{ id: 'site-marking', title: 'Site Marking & Layout', videos: [...] }`; an entry:
 *
 *   {
 *     id: 'site-marking.layout',  // optional: names its translations (below); its phase's id, a dot, a word
 *     title: 'Short title shown on the card',
 *     description: 'One or two sentences on what the viewer learns.',
 *     video_id: 'dQw4w9WgXcQ',   // the 11 characters after "watch?v=" in the YouTube address
 *     embed_url: '',              // leave empty: https://www.youtube-nocookie.com/embed/{video_id} is used
 *     url: '',                    // leave empty: https://www.youtube.com/watch?v={video_id} is used
 *   }
 *
 * TOPICS WITHOUT A VIDEO: no video has been chosen yet for the entries below. Each is written
 * `notChosenYet(id, title, description, search words)`: an entry with `placeholder: true`, an empty
 * `video_id` and, as `url`, a YouTube search for its topic. The page shows such an entry as a topic
 * with a "Search YouTube" link (in Kannada, Tamil or Hindi its translated search words, when it has
 * them), never as a video card, and does not count it among the videos (the Videos figure appears
 * once the first video is published). To publish a video, replace the `notChosenYet(...)` line with
 * an entry as above, keeping its id, its `video_id` filled in (a video you have checked: relevant,
 * in a language your buyers follow, allowed to be embedded).
 *
 * TRANSLATIONS: the English here is what the page shows in English, and the source of every
 * translation. The Kannada, Tamil and Hindi are in library/messages/{kn,ta,hi}.json, keyed by the ids
 * above: `phase.<phase id>` a phase's title, `<id>.title` and `<id>.description` an entry's, and
 * `<id>.search` the words of a topic's YouTube search in that language (its own words and a key English
 * term, e.g. "பிளிந்த் பீம் கம்பி சென்டரிங் plinth beam"). An entry or phase without an id, or whose id
 * the catalogues do not have, is shown in English in every language (marked as English for screen
 * readers): nothing breaks while a translation is pending. To translate one:
 *   1. give it an id (lower-case words joined by -, unique on the page);
 *   2. add its keys to library/messages/en.json with the English exactly as here, and to kn.json,
 *      ta.json and hi.json (every key in all four files; construction words as in
 *      locale-shared/glossary/<lang>.json);
 *   3. run `node scripts/compile-messages.mjs` and `npx vitest run packages/widgets/src/toolkit`.
 * When you change the English of a translated entry, change en.json the same way and have the three
 * translations redone: the test fails while en.json and this file differ. A published video's title is
 * the video's own: keep its English unless a translation is written for it; once a topic's video is
 * published, remove its `<id>.search` from the four files (and, to show the video's own title, its
 * `<id>.title`). Removing an entry? Remove its keys from the four files too.
 *
 * The page checks every entry when it loads: an entry with a malformed id or a non-YouTube address
 * is left out and reported in the browser console; the rest of the page still works.
 */
/** An entry still waiting for its video: the page shows it as a topic with a YouTube search. */
const notChosenYet = (id: string, title: string, description: string, searchQuery: string): VideoEntryData => ({
  id,
  title,
  description,
  video_id: '',
  embed_url: '',
  url: youtubeSearchUrl(searchQuery),
  placeholder: true,
});

export const VIDEO_LIBRARY_DATA: readonly PhaseData[] = [
  {
    id: 'site-marking',
    title: 'Site Marking & Layout',
    videos: [
      notChosenYet(
        'site-marking.layout',
        'Marking a house layout on site',
        'Transferring the centre-line drawing to the ground with pegs, thread and lime, and checking the corners are square with the 3-4-5 rule.',
        'house construction centre line marking on site 3-4-5 method',
      ),
      notChosenYet(
        'site-marking.levels',
        'Checking levels and diagonals before digging',
        'Using a water level or auto level to fix the plinth reference, and measuring both diagonals so the building is not skewed.',
        'site layout check diagonals water level before excavation house',
      ),
    ],
  },
  {
    id: 'excavation',
    title: 'Excavation',
    videos: [
      notChosenYet(
        'excavation.depth',
        'Excavating footing pits to the right depth',
        'Pit sizes from the structural drawing, working space around the footing, and why the bottom must reach firm soil.',
        'footing excavation depth house construction India',
      ),
      notChosenYet(
        'excavation.safety',
        'Safe excavation and soil disposal',
        'Shoring loose soil, keeping excavated earth away from the pit edge, and dewatering pits after rain.',
        'excavation safety shoring dewatering residential site',
      ),
    ],
  },
  {
    id: 'foundation',
    title: 'Footing & Foundation (PCC, RCC, Waterproofing)',
    videos: [
      notChosenYet(
        'foundation.pcc-footing',
        'PCC bed and RCC footing step by step',
        'Levelling course of PCC 1:4:8, placing the footing mesh on cover blocks, and concreting and vibrating the footing.',
        'PCC bed RCC footing reinforcement cover block concreting',
      ),
      notChosenYet(
        'foundation.waterproofing',
        'Waterproofing the foundation',
        'Bitumen or membrane coating on foundation concrete and anti-termite treatment before backfilling.',
        'foundation waterproofing anti termite treatment house India',
      ),
    ],
  },
  {
    id: 'columns',
    title: 'Column Construction & Bar Bending',
    videos: [
      notChosenYet(
        'columns.bar-bending',
        'Reading a bar bending schedule',
        'Cutting lengths, lap lengths and hook allowances for column bars and stirrups, and how a BBS cuts steel wastage.',
        'bar bending schedule column stirrups explained',
      ),
      notChosenYet(
        'columns.shuttering',
        'Column shuttering and concreting',
        'Plumbing the column box, cover to the bars, and pouring in layers so the concrete does not segregate.',
        'column shuttering plumb concreting house construction',
      ),
    ],
  },
  {
    id: 'plinth',
    title: 'Plinth Beam & Backfilling',
    videos: [
      notChosenYet(
        'plinth.beam',
        'Plinth beam reinforcement and casting',
        'Plinth beam steel tied to the column bars, shuttering at the right level, and curing before the load comes on.',
        'plinth beam reinforcement shuttering casting',
      ),
      notChosenYet(
        'plinth.backfilling',
        'Backfilling and compaction in layers',
        'Filling with good earth or murrum in 150 mm layers, watering and ramming each layer so the floor does not sink later.',
        'plinth backfilling compaction layers watering',
      ),
    ],
  },
  {
    id: 'ground-floor',
    title: 'Ground Floor Slab Concreting',
    videos: [
      notChosenYet(
        'ground-floor.bed',
        'Preparing the ground floor bed',
        'Soling, PCC over compacted fill, and laying plumbing sleeves before the floor concrete goes in.',
        'ground floor PCC bed soling before flooring house',
      ),
      notChosenYet(
        'ground-floor.slab',
        'Concreting and curing the floor slab',
        'Mixing or ordering RMC, levelling with a straight edge, and keeping the slab wet for at least 7 days.',
        'slab concreting levelling curing days',
      ),
    ],
  },
  {
    id: 'masonry',
    title: 'Brickwork / Blockwork',
    videos: [
      notChosenYet(
        'masonry.brick',
        'Brick masonry basics',
        'Soaking bricks, English bond, mortar joints of about 10 mm and keeping the wall plumb course by course.',
        'brick masonry English bond plumb mortar joint',
      ),
      notChosenYet(
        'masonry.blocks',
        'Laying solid and AAC blocks',
        'Thin-bed adhesive for AAC blocks, cement mortar for solid blocks, and the mesh at the joint between blockwork and concrete.',
        'AAC block laying adhesive solid block masonry',
      ),
    ],
  },
  {
    id: 'lintel',
    title: 'Lintel & Chajja',
    videos: [
      notChosenYet(
        'lintel.casting',
        'Casting lintels over doors and windows',
        'Lintel bearing on each side of the opening, reinforcement and shuttering at sill-to-lintel height.',
        'lintel beam casting door window opening',
      ),
      notChosenYet(
        'lintel.chajja',
        'Chajja (sunshade) reinforcement',
        'Why the main bars of a cantilever chajja go at the top and are anchored into the lintel, and how to slope it for water.',
        'chajja sunshade reinforcement cantilever lintel',
      ),
    ],
  },
  {
    id: 'roof-slab',
    title: 'Roof Slab Concreting',
    videos: [
      notChosenYet(
        'roof-slab.shuttering',
        'Slab shuttering, steel and cover blocks',
        'Props and plywood, main and distribution bars, chairs and cover blocks, and the checks before the pour.',
        'roof slab shuttering reinforcement checks before concreting',
      ),
      notChosenYet(
        'roof-slab.pouring',
        'Pouring and curing the roof slab',
        'Continuous pour, vibration, finishing the top with a slope, ponding for curing, and when props may come out.',
        'roof slab concreting vibration ponding curing deshuttering',
      ),
    ],
  },
  {
    id: 'staircase',
    title: 'Staircase Construction',
    videos: [
      notChosenYet(
        'staircase.design',
        'Dog-legged staircase: rise, tread and steel',
        'Working out riser and tread sizes for comfortable steps, and the waist slab reinforcement of a dog-legged stair.',
        'dog legged staircase reinforcement riser tread',
      ),
      notChosenYet(
        'staircase.casting',
        'Staircase shuttering and casting',
        'Building the stepped formwork, fixing the steps, and concreting the flight with the landing.',
        'staircase shuttering casting house construction',
      ),
    ],
  },
  {
    id: 'services',
    title: 'Electrical & Plumbing Works',
    videos: [
      notChosenYet(
        'services.electrical',
        'Concealed electrical conduits and wiring',
        'Conduits in the slab and walls, box positions, wire sizes for lights, sockets and AC circuits, and the earthing pit.',
        'concealed electrical conduit wiring house wire size earthing',
      ),
      notChosenYet(
        'services.plumbing',
        'Plumbing lines and pressure testing',
        'CPVC and UPVC lines for hot and cold water, drain slopes, and testing the lines under pressure before plastering.',
        'house plumbing CPVC line pressure test before plastering',
      ),
    ],
  },
  {
    id: 'plastering',
    title: 'Plastering & Putty',
    videos: [
      notChosenYet(
        'plastering.plaster',
        'Internal and external plastering',
        'Hacking concrete surfaces, chicken mesh at joints, 12 mm and 20 mm coats, and curing the plaster.',
        'wall plastering internal external chicken mesh curing',
      ),
      notChosenYet(
        'plastering.putty',
        'Applying wall putty for a smooth finish',
        'Two coats of putty, sanding between coats, and primer before painting.',
        'wall putty application two coats sanding primer',
      ),
    ],
  },
  {
    id: 'flooring',
    title: 'Flooring (Tiles, Granite, Marble, Wooden)',
    videos: [
      notChosenYet(
        'flooring.tiles',
        'Laying vitrified floor tiles',
        'Level lines, tile adhesive or mortar bed, spacers, and avoiding hollow tiles.',
        'vitrified tile laying floor adhesive level spacers',
      ),
      notChosenYet(
        'flooring.stone',
        'Granite and marble flooring',
        'Bedding stone slabs, matching joints, and polishing marble after laying.',
        'granite marble flooring laying polishing',
      ),
    ],
  },
  {
    id: 'doors-windows',
    title: 'Doors, Windows & Fabrication',
    videos: [
      notChosenYet(
        'doors-windows.doors',
        'Fixing door frames and shutters',
        'Frame fixing with hold-fasts, keeping the frame plumb, and hanging shutters with the right hinges.',
        'door frame fixing hold fast plumb shutter hinges',
      ),
      notChosenYet(
        'doors-windows.windows',
        'UPVC and aluminium windows, grills and gates',
        'Measuring openings, sealing window frames against water, and fabricating safety grills and the main gate.',
        'UPVC window installation sealing grill gate fabrication',
      ),
    ],
  },
  {
    id: 'waterproofing',
    title: 'Waterproofing & Curing',
    videos: [
      notChosenYet(
        'waterproofing.terrace',
        'Terrace and bathroom waterproofing',
        'Cementitious and membrane coatings, coving at wall-floor joints, and the ponding test before tiling.',
        'terrace bathroom waterproofing coating ponding test',
      ),
      notChosenYet(
        'waterproofing.curing',
        'Curing concrete and masonry properly',
        'How long to cure slabs, columns, walls and plaster, and methods that work on a busy site.',
        'curing concrete how many days methods site',
      ),
    ],
  },
  {
    id: 'painting',
    title: 'Painting & Finishing (Interior + Exterior)',
    videos: [
      notChosenYet(
        'painting.interior',
        'Interior painting: primer, emulsion and finish',
        'Preparing the putty surface, primer coat, two coats of emulsion, and choosing finishes for each room.',
        'interior wall painting primer emulsion two coats',
      ),
      notChosenYet(
        'painting.exterior',
        'Exterior painting that lasts',
        'Crack filling, exterior primer, weather-proof emulsion and the best season to paint outside walls.',
        'exterior house painting crack filling weatherproof emulsion',
      ),
    ],
  },
  {
    id: 'interiors',
    title: 'Interior Works (Modular Kitchen, Wardrobes, False Ceiling, Lighting, Furniture)',
    videos: [
      notChosenYet(
        'interiors.kitchen',
        'Planning a modular kitchen and wardrobes',
        'Kitchen work triangle, carcass materials (BWP plywood, HDHMR), hardware, and wardrobe layouts.',
        'modular kitchen planning BWP plywood wardrobe design',
      ),
      notChosenYet(
        'interiors.ceiling',
        'False ceiling and lighting',
        'Gypsum and POP ceilings, framing, cove lighting and planning light points before the ceiling closes.',
        'gypsum false ceiling framing cove lighting',
      ),
    ],
  },
  {
    id: 'handover',
    title: 'Final Site Cleaning & Handover',
    videos: [
      notChosenYet(
        'handover.snags',
        'Snag list before handover',
        'A room-by-room check of doors, windows, taps, switches, tiles and paint, and getting every defect fixed.',
        'house handover snag list inspection checklist',
      ),
      notChosenYet(
        'handover.cleaning',
        'Final cleaning and documents to collect',
        'Acid-free cleaning of tiles and fittings, and the drawings, warranties and completion papers to keep.',
        'new house final cleaning handover documents',
      ),
    ],
  },
];
