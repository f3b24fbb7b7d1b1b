import type { SeedProduct } from './productTypes.ts';

/** Demo catalogue, part 2: tiles, paint, wood, glass, doors and windows. */
export const FINISHING_PRODUCTS: readonly SeedProduct[] = [
  // Tiles — per square foot.
  {
    sku: 'TIL-GVT-KAJ-600', category: 'Tiles', sub: 'Vitrified Tiles', brand: 'Kajaria',
    name: 'Kajaria GVT 600×600 mm Glossy', display: 'Kajaria Glazed Vitrified Tile 600×600 mm – Statuario Glossy (per sqft)', unit: 'Sqft', price: 62,
    description: 'Marble-look glazed vitrified floor tile with a high-gloss finish; 4 tiles per box.',
    specs: { Size: '600 × 600 mm', Finish: 'Glossy', Thickness: '9 mm', 'Tiles per Box': '4 (15.5 sqft)' },
  },
  {
    sku: 'TIL-DC-SOM-800', category: 'Tiles', sub: 'Vitrified Tiles', brand: 'Somany',
    name: 'Somany Double Charge 800×800 mm', display: 'Somany Double Charge Vitrified Tile 800×800 mm (per sqft)', unit: 'Sqft', price: 74,
    description: 'Hard-wearing double-charged tile for living rooms and shops.',
    specs: { Size: '800 × 800 mm', Finish: 'Polished', Thickness: '10 mm', 'Tiles per Box': '3 (20.7 sqft)' },
  },
  {
    sku: 'TIL-PGVT-ORB-600', category: 'Tiles', sub: 'Vitrified Tiles', brand: 'Orientbell',
    name: 'Orientbell PGVT 600×1200 mm Matt', unit: 'Sqft', price: 88,
    description: 'Large-format polished glazed vitrified tile in a matt wood-look finish.',
    specs: { Size: '600 × 1200 mm', Finish: 'Matt', Thickness: '9 mm' },
  },
  {
    sku: 'TIL-WALL-SOM-300', category: 'Tiles', sub: 'Ceramic Wall Tiles', brand: 'Somany',
    name: 'Somany Ceramic Wall Tile 300×450 mm', display: 'Somany Ceramic Wall Tile 300×450 mm – Glossy (per sqft)', unit: 'Sqft', price: 42,
    description: 'Glazed wall tile for kitchen dados and bathroom walls.',
    specs: { Size: '300 × 450 mm', Finish: 'Glossy', 'Tiles per Box': '8 (11.6 sqft)' },
  },
  {
    sku: 'TIL-WALL-JOH-300', category: 'Tiles', sub: 'Ceramic Wall Tiles', brand: 'H & R Johnson',
    name: 'Johnson Ceramic Wall Tile 300×600 mm', unit: 'Sqft', price: 48,
    description: 'Slim ceramic wall tile with a satin finish for bathrooms.',
    specs: { Size: '300 × 600 mm', Finish: 'Satin', 'Tiles per Box': '6 (11.6 sqft)' },
  },
  {
    sku: 'TIL-PARK-KAJ-300', category: 'Tiles', sub: 'Outdoor & Parking Tiles', brand: 'Kajaria',
    name: 'Kajaria Heavy Duty Parking Tile 300×300 mm', display: 'Kajaria Anti-skid Parking Tile 300×300 mm (per sqft)', unit: 'Sqft', price: 52,
    description: 'Full-body anti-skid tile for parking, ramps and terraces.',
    specs: { Size: '300 × 300 mm', Thickness: '12 mm', Finish: 'Anti-skid' },
  },

  // Paint — sold per can or bag.
  {
    sku: 'PNT-INT-AP-ROY-10', category: 'Paint', sub: 'Interior Emulsion', brand: 'Asian Paints',
    name: 'Asian Paints Royale Luxury Emulsion 10 L', display: 'Asian Paints Royale Luxury Emulsion – 10 L', unit: 'Nos', price: 6400,
    description: 'Teflon-surface-protector emulsion with a soft sheen; washable and low-VOC.',
    specs: { 'Pack Size': '10 L', Finish: 'Soft sheen', Coverage: '140–160 sqft/L (2 coats)', Base: 'Water' },
  },
  {
    sku: 'PNT-INT-AP-TRC-20', category: 'Paint', sub: 'Interior Emulsion', brand: 'Asian Paints',
    name: 'Asian Paints Tractor Emulsion 20 L', display: 'Asian Paints Tractor Emulsion – 20 L', unit: 'Nos', price: 4300,
    description: 'Economical interior emulsion with a smooth matt finish for rental and budget homes.',
    specs: { 'Pack Size': '20 L', Finish: 'Matt', Coverage: '90–110 sqft/L (2 coats)' },
  },
  {
    sku: 'PNT-INT-BRG-SLK-10', category: 'Paint', sub: 'Interior Emulsion', brand: 'Berger',
    name: 'Berger Silk Glamor Emulsion 10 L', unit: 'Nos', price: 5900,
    description: 'Premium sheen interior emulsion with anti-fungal protection.',
    specs: { 'Pack Size': '10 L', Finish: 'Sheen', Coverage: '130–150 sqft/L (2 coats)' },
  },
  {
    sku: 'PNT-EXT-AP-APX-20', category: 'Paint', sub: 'Exterior Emulsion', brand: 'Asian Paints',
    name: 'Asian Paints Apex Ultima 20 L', display: 'Asian Paints Apex Ultima Exterior Emulsion – 20 L', unit: 'Nos', price: 9300,
    description: 'Weatherproof exterior emulsion with dirt pick-up resistance and 7-year performance warranty.',
    specs: { 'Pack Size': '20 L', Finish: 'Low sheen', Coverage: '50–60 sqft/L (2 coats)', Warranty: '7 years' },
  },
  {
    sku: 'PNT-EXT-BRG-WC-20', category: 'Paint', sub: 'Exterior Emulsion', brand: 'Berger',
    name: 'Berger WeatherCoat Long Life 20 L', unit: 'Nos', price: 9800,
    description: 'Elastomeric exterior paint that bridges hairline cracks and resists algae.',
    specs: { 'Pack Size': '20 L', Finish: 'Sheen', Warranty: '10 years' },
  },
  {
    sku: 'PNT-PTY-BW-40', category: 'Paint', sub: 'Primer & Putty', brand: 'Birla White',
    name: 'Birla White WallCare Putty 40 kg', display: 'Birla White WallCare Putty – 40 kg Bag', unit: 'Bag', price: 960,
    description: 'White-cement based putty for a smooth, durable base under emulsions.',
    specs: { 'Pack Size': '40 kg', Coverage: '≈ 20 sqft/kg (2 coats)', Base: 'White cement' },
  },
  {
    sku: 'PNT-PRM-NER-20', category: 'Paint', sub: 'Primer & Putty', brand: 'Nerolac',
    name: 'Nerolac Interior Wall Primer 20 L', unit: 'Nos', price: 3100,
    description: 'Water-based cement primer that seals plaster and improves paint adhesion.',
    specs: { 'Pack Size': '20 L', Base: 'Water', Coverage: '90–100 sqft/L' },
  },
  {
    sku: 'PNT-ENM-DLX-4', category: 'Paint', sub: 'Enamel', brand: 'Dulux',
    name: 'Dulux Gloss Enamel 4 L', display: 'Dulux Super Gloss Enamel – 4 L', unit: 'Nos', price: 1650,
    description: 'High-gloss synthetic enamel for grills, gates, doors and windows.',
    specs: { 'Pack Size': '4 L', Finish: 'High gloss', Base: 'Solvent' },
  },

  // Wood.
  {
    sku: 'WD-PLY-CEN-BWP18', category: 'Wood', sub: 'Plywood', brand: 'Century Ply',
    name: 'Century Club Prime BWP Plywood 18 mm', display: 'Century Club Prime BWP Plywood 18 mm 8×4 ft (per sqft)', unit: 'Sqft', price: 148,
    description: 'Boiling-water-proof plywood for kitchens and bathroom vanities; borer and termite resistant.',
    specs: { Grade: 'BWP (IS 710)', Thickness: '18 mm', 'Sheet Size': '8 × 4 ft', Warranty: 'Lifetime' },
  },
  {
    sku: 'WD-PLY-GRN-MR12', category: 'Wood', sub: 'Plywood', brand: 'Greenply',
    name: 'Greenply MR Plywood 12 mm', display: 'Greenply Green Club MR Plywood 12 mm (per sqft)', unit: 'Sqft', price: 86,
    description: 'Moisture-resistant plywood for wardrobes, beds and interior furniture.',
    specs: { Grade: 'MR (IS 303)', Thickness: '12 mm', 'Sheet Size': '8 × 4 ft' },
  },
  {
    sku: 'WD-LAM-MER-1MM', category: 'Wood', sub: 'Laminates', brand: 'Merino',
    name: 'Merino Decorative Laminate 1 mm', display: 'Merino HPL Laminate 1 mm 8×4 ft Sheet', unit: 'Nos', price: 1450,
    description: 'High-pressure decorative laminate in suede and gloss finishes.',
    specs: { Thickness: '1 mm', 'Sheet Size': '8 × 4 ft', Finish: 'Suede' },
  },
  {
    sku: 'WD-TEAK-CFT', category: 'Wood', sub: 'Timber', brand: 'Ghana Teak',
    name: 'Ghana Teak Sawn Timber', display: 'Ghana Teak Wood – Sawn (per cft)', unit: 'Cft', price: 4300,
    description: 'Seasoned imported teak for main-door frames and windows.',
    specs: { Species: 'Tectona grandis', Seasoning: 'Kiln dried', Moisture: '≤ 12%' },
  },
  {
    sku: 'WD-SAL-CFT', category: 'Wood', sub: 'Timber', brand: 'Sal Wood',
    name: 'Sal Wood Frames', unit: 'Cft', price: 2300,
    description: 'Hard, durable sal timber for door and window frames.',
    specs: { Species: 'Shorea robusta', Seasoning: 'Air dried' },
  },

  // Glass — per square foot.
  {
    sku: 'GLS-FLT-SG-5', category: 'Glass', sub: 'Float Glass', brand: 'Saint-Gobain',
    name: 'Saint-Gobain Clear Float Glass 5 mm', display: 'Saint-Gobain Planilux Clear Float 5 mm (per sqft)', unit: 'Sqft', price: 62,
    description: 'Distortion-free clear glass for windows and cabinet shutters.',
    specs: { Thickness: '5 mm', Type: 'Clear float', 'Light Transmission': '≈ 88%' },
  },
  {
    sku: 'GLS-FLT-MOD-4', category: 'Glass', sub: 'Float Glass', brand: 'Modiguard',
    name: 'Modiguard Tinted Float Glass 4 mm', unit: 'Sqft', price: 50,
    description: 'Bronze-tinted float glass that cuts glare on west-facing windows.',
    specs: { Thickness: '4 mm', Tint: 'Bronze' },
  },
  {
    sku: 'GLS-TGH-AIS-10', category: 'Glass', sub: 'Toughened Glass', brand: 'AIS',
    name: 'AIS Toughened Glass 10 mm', display: 'AIS Toughened Safety Glass 10 mm (per sqft)', unit: 'Sqft', price: 215,
    description: 'Heat-strengthened safety glass for shower partitions, railings and office cabins; cut to size.',
    specs: { Thickness: '10 mm', Standard: 'IS 2553 (Part 1)', Edge: 'Polished' },
  },
  {
    sku: 'GLS-MIR-SG-4', category: 'Glass', sub: 'Mirrors', brand: 'Saint-Gobain',
    name: 'Saint-Gobain Mirror 4 mm', unit: 'Sqft', price: 88,
    description: 'Copper-free silver mirror with moisture-resistant backing for bathrooms.',
    specs: { Thickness: '4 mm', Backing: 'Copper-free, lead-free' },
  },

  // Doors.
  {
    sku: 'DR-FLS-CEN-30', category: 'Doors', sub: 'Flush Doors', brand: 'Century Ply',
    name: 'Century Flush Door 30 mm 7×3 ft', display: 'Century Club Prime Flush Door 30 mm (2100×900 mm)', unit: 'Nos', price: 3650,
    description: 'Solid-core flush shutter, ready for laminate or veneer; both faces sanded.',
    specs: { Thickness: '30 mm', Size: '2100 × 900 mm', Core: 'Solid pine block board', Grade: 'BWP' },
  },
  {
    sku: 'DR-TEAK-MAIN', category: 'Doors', sub: 'Wooden Doors', brand: 'Kerala Woodcraft',
    name: 'Teak Wood Main Door with Frame', display: 'Carved Teak Main Door with Frame 7×3.5 ft', unit: 'Nos', price: 38500,
    description: 'Hand-carved solid teak main door with a seasoned teak frame; polishing extra.',
    specs: { Wood: 'Teak', Size: '2100 × 1050 mm', 'Shutter Thickness': '40 mm' },
  },
  {
    sku: 'DR-STL-TAT-PRV', category: 'Doors', sub: 'Steel & FRP Doors', brand: 'Tata Pravesh',
    name: 'Tata Pravesh Steel Door', display: 'Tata Pravesh Steel Main Door – Wood Finish', unit: 'Nos', price: 24500,
    description: 'Galvanised steel door with wood-grain finish and multi-point lock; termite proof.',
    specs: { Material: 'Galvanised steel', Size: '2100 × 1000 mm', Lock: 'Multi-point' },
  },
  {
    sku: 'DR-FRP-BATH', category: 'Doors', sub: 'Steel & FRP Doors', brand: 'Sintex',
    name: 'Sintex FRP Bathroom Door', unit: 'Nos', price: 3300,
    description: 'Waterproof fibre-reinforced plastic door with frame for bathrooms and utilities.',
    specs: { Size: '2000 × 750 mm', Thickness: '25 mm', Material: 'FRP' },
  },

  // Windows.
  {
    sku: 'WN-UPVC-FEN-SLD', category: 'Windows', sub: 'uPVC Windows', brand: 'Fenesta',
    name: 'Fenesta uPVC Sliding Window', display: 'Fenesta uPVC 2-Track Sliding Window with Mesh (per sqft)', unit: 'Sqft', price: 760,
    description: 'Lead-free uPVC sliding window with 5 mm glass and mosquito mesh; made to measure.',
    specs: { Tracks: '2 + mesh', Glass: '5 mm clear', Profile: 'Lead-free uPVC' },
  },
  {
    sku: 'WN-ALU-JIN-SLD', category: 'Windows', sub: 'Aluminium Windows', brand: 'Jindal',
    name: 'Jindal Aluminium Sliding Window', unit: 'Sqft', price: 470,
    description: 'Powder-coated aluminium 3-track sliding window; made to measure.',
    specs: { Tracks: '3', Glass: '5 mm clear', Finish: 'Powder coated' },
  },
  {
    sku: 'WN-STL-TAT-4X4', category: 'Windows', sub: 'Steel Windows', brand: 'Tata Pravesh',
    name: 'Tata Pravesh Steel Window 4×4 ft', display: 'Tata Pravesh Steel Window with Grill 1200×1200 mm', unit: 'Nos', price: 12800,
    description: 'Ready-to-install steel window with grill, glass shutters and mesh.',
    specs: { Size: '1200 × 1200 mm', Shutters: '2 glass + 2 mesh', Finish: 'Wood grain' },
  },
];
