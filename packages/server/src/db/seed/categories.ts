import { DEFAULT_PRODUCT_CATEGORIES } from '@nirmaan/core/pure';

/** The spec's 19 top-level categories (toolkit §5 "Category choices"), in its order, each with its sub-categories. */

export interface SeedCategory {
  name: string;
  description: string;
  /** typicalQuantity: what a builder typically orders at once, in the unit the sub-category's products are sold in; 1 when not given. */
  children: readonly { name: string; description: string; typicalQuantity?: number }[];
}

/** The same list the default-product form offers. */
export const CATEGORY_NAMES = DEFAULT_PRODUCT_CATEGORIES;

export type CategoryName = (typeof CATEGORY_NAMES)[number];

export const SEED_CATEGORIES: Record<CategoryName, SeedCategory> = {
  Cement: {
    name: 'Cement',
    description: 'OPC and PPC cement in 50 kg bags, and ready-mix concrete delivered by transit mixer.',
    children: [
      { name: 'OPC 53 Grade', description: 'High early strength for RCC columns, beams, slabs and precast work.', typicalQuantity: 50 },
      { name: 'OPC 43 Grade', description: 'General-purpose cement for plastering, masonry and non-structural concrete.', typicalQuantity: 50 },
      { name: 'PPC', description: 'Portland pozzolana cement: lower heat of hydration, better durability in foundations and plastering.', typicalQuantity: 50 },
      { name: 'Ready Mix Concrete', description: 'Plant-batched concrete by the cubic metre, pumped or poured on site.', typicalQuantity: 6 },
    ],
  },
  Steel: {
    name: 'Steel',
    description: 'TMT reinforcement bars, binding wire and structural sections.',
    children: [
      { name: 'TMT Bars', description: 'Fe 500D and Fe 550D thermo-mechanically treated rebars, 8 mm to 25 mm.', typicalQuantity: 1000 },
      { name: 'Binding Wire', description: 'Annealed mild-steel wire for tying reinforcement.', typicalQuantity: 25 },
      { name: 'Structural Steel', description: 'Beams, angles, channels and hollow sections for sheds, staircases and frames.', typicalQuantity: 500 },
    ],
  },
  Sand: {
    name: 'Sand',
    description: 'Manufactured sand and river sand for concrete, masonry and plastering.',
    children: [
      { name: 'M-Sand', description: 'Crushed-granite manufactured sand (Zone II) for concrete and block work.', typicalQuantity: 100 },
      { name: 'P-Sand', description: 'Finer washed manufactured sand for plastering.', typicalQuantity: 100 },
      { name: 'River Sand', description: 'Natural river sand where permitted; supply is limited.', typicalQuantity: 100 },
    ],
  },
  Aggregates: {
    name: 'Aggregates',
    description: 'Crushed granite aggregates (jelly) for concrete, PCC and road bases.',
    children: [
      { name: '20 mm Aggregate', description: 'Standard coarse aggregate for RCC.', typicalQuantity: 100 },
      { name: '40 mm Aggregate', description: 'For PCC, foundations and mass concrete.', typicalQuantity: 100 },
      { name: '12 mm Aggregate', description: 'For thin slabs, precast and chips work.', typicalQuantity: 100 },
    ],
  },
  Blocks: {
    name: 'Blocks',
    description: 'Solid and hollow concrete blocks and autoclaved aerated concrete (AAC) blocks.',
    children: [
      { name: 'Solid Concrete Blocks', description: 'Load-bearing and partition blocks, 4, 6 and 8 inch.', typicalQuantity: 500 },
      { name: 'Hollow Concrete Blocks', description: 'Lighter blocks for compound and partition walls.', typicalQuantity: 500 },
      { name: 'AAC Blocks', description: 'Lightweight, thermally insulating blocks laid with block-jointing mortar.', typicalQuantity: 200 },
    ],
  },
  Bricks: {
    name: 'Bricks',
    description: 'Burnt clay, wire-cut, fly-ash and hollow clay bricks.',
    children: [
      { name: 'Red Clay Bricks', description: 'Country and wire-cut burnt clay bricks.', typicalQuantity: 1000 },
      { name: 'Fly Ash Bricks', description: 'Uniform, eco-friendly bricks made from fly ash, lime and gypsum.', typicalQuantity: 1000 },
      { name: 'Hollow Clay Bricks', description: 'Large-format perforated clay blocks.', typicalQuantity: 500 },
    ],
  },
  Tiles: {
    name: 'Tiles',
    description: 'Vitrified floor tiles, ceramic wall tiles and outdoor tiles.',
    children: [
      { name: 'Vitrified Tiles', description: 'Double-charged, GVT and PGVT floor tiles.', typicalQuantity: 500 },
      { name: 'Ceramic Wall Tiles', description: 'Glazed wall tiles for kitchens and bathrooms.', typicalQuantity: 200 },
      { name: 'Outdoor & Parking Tiles', description: 'Heavy-duty anti-skid tiles for parking, terraces and walkways.', typicalQuantity: 300 },
    ],
  },
  Paint: {
    name: 'Paint',
    description: 'Interior and exterior emulsions, enamels, primers and wall putty.',
    children: [
      { name: 'Interior Emulsion', description: 'Washable wall paints for living spaces.' },
      { name: 'Exterior Emulsion', description: 'Weather-proof paints for outside walls.' },
      { name: 'Primer & Putty', description: 'Wall putty, cement primers and sealers.' },
      { name: 'Enamel', description: 'Synthetic enamels for metal and wood.' },
    ],
  },
  Electrical: {
    name: 'Electrical',
    description: 'House wires, switches, MCBs, lighting and fans.',
    children: [
      { name: 'Wires & Cables', description: 'FR and FRLS copper house wires in 90 m coils.', typicalQuantity: 5 },
      { name: 'Switches & Sockets', description: 'Modular switches, sockets and plates.' },
      { name: 'MCBs & Distribution Boards', description: 'Circuit breakers, RCCBs and DBs.' },
      { name: 'Lighting & Fans', description: 'LED lamps, battens and ceiling fans.' },
    ],
  },
  Plumbing: {
    name: 'Plumbing',
    description: 'CPVC, uPVC and SWR pipes, and water storage tanks.',
    children: [
      { name: 'CPVC Pipes', description: 'Hot and cold water supply pipes (SDR 11).' },
      { name: 'uPVC & SWR Pipes', description: 'Drainage, soil, waste and rain-water pipes.' },
      { name: 'Water Tanks', description: 'Triple-layer overhead and loft tanks.' },
    ],
  },
  Hardware: {
    name: 'Hardware',
    description: 'Door hardware, fasteners and adhesives.',
    children: [
      { name: 'Door Hardware', description: 'Locks, hinges, handles and tower bolts.' },
      { name: 'Fasteners', description: 'Nails, screws and anchors.' },
      { name: 'Adhesives', description: 'Wood adhesives, sealants and tile adhesives.' },
    ],
  },
  Wood: {
    name: 'Wood',
    description: 'Plywood, laminates and sawn timber.',
    children: [
      { name: 'Plywood', description: 'MR and BWP grade plywood, 8 ft × 4 ft sheets.', typicalQuantity: 320 },
      { name: 'Laminates', description: 'Decorative high-pressure laminates, 1 mm.' },
      { name: 'Timber', description: 'Teak and sal sawn timber for frames.', typicalQuantity: 20 },
    ],
  },
  Glass: {
    name: 'Glass',
    description: 'Float, toughened and decorative glass and mirrors.',
    children: [
      { name: 'Float Glass', description: 'Clear and tinted float glass.', typicalQuantity: 100 },
      { name: 'Toughened Glass', description: 'Safety glass for partitions, railings and shower enclosures.', typicalQuantity: 50 },
      { name: 'Mirrors', description: 'Silver mirrors for bathrooms and wardrobes.' },
    ],
  },
  Roofing: {
    name: 'Roofing',
    description: 'Metal sheets, fibre cement sheets and clay roof tiles.',
    children: [
      { name: 'Metal Roofing Sheets', description: 'GI and colour-coated profile sheets.', typicalQuantity: 500 },
      { name: 'Fibre Cement Sheets', description: 'Corrugated non-asbestos sheets.' },
      { name: 'Clay Roof Tiles', description: 'Mangalore pattern and ceiling tiles.', typicalQuantity: 500 },
    ],
  },
  Doors: {
    name: 'Doors',
    description: 'Flush doors, solid wood doors, steel and FRP doors.',
    children: [
      { name: 'Flush Doors', description: 'Factory-made flush shutters.' },
      { name: 'Wooden Doors', description: 'Solid teak and panelled doors.' },
      { name: 'Steel & FRP Doors', description: 'Steel main doors and waterproof FRP bathroom doors.' },
    ],
  },
  Windows: {
    name: 'Windows',
    description: 'uPVC, aluminium and steel windows.',
    children: [
      { name: 'uPVC Windows', description: 'Sliding and casement uPVC windows.' },
      { name: 'Aluminium Windows', description: 'Powder-coated aluminium sliding windows.' },
      { name: 'Steel Windows', description: 'Ready-made steel windows with grills.' },
    ],
  },
  Fittings: {
    name: 'Fittings',
    description: 'CP bath fittings, sanitaryware, valves and pipe fittings.',
    children: [
      { name: 'Bath Fittings', description: 'Mixers, taps and showers.' },
      { name: 'Sanitaryware', description: 'Closets, wash basins and urinals.' },
      { name: 'Valves & Pipe Fittings', description: 'Ball valves, elbows, tees and couplers.' },
    ],
  },
  Tools: {
    name: 'Tools',
    description: 'Power tools, hand tools and site equipment.',
    children: [
      { name: 'Power Tools', description: 'Drills, grinders and cutters.' },
      { name: 'Hand Tools', description: 'Trowels, levels, tapes and spanners.' },
      { name: 'Site Equipment', description: 'Wheelbarrows, mixers and safety gear.' },
    ],
  },
  Others: {
    name: 'Others',
    description: 'Waterproofing, construction chemicals and site consumables.',
    children: [
      { name: 'Waterproofing', description: 'Integral and coating waterproofing systems.' },
      { name: 'Construction Chemicals', description: 'Admixtures, curing compounds and repair mortars.' },
    ],
  },
};
