import type { SeedProduct } from './productTypes.ts';

/** Demo catalogue, part 1: cement, steel, sand, aggregates, blocks, bricks and roofing. */
export const STRUCTURAL_PRODUCTS: readonly SeedProduct[] = [
  // Cement — 50 kg bags; OPC 53 around ₹380-450 a bag.
  {
    sku: 'CEM-OPC53-ULT-50', category: 'Cement', sub: 'OPC 53 Grade', brand: 'UltraTech',
    name: 'UltraTech OPC 53 Grade Cement', display: 'UltraTech OPC 53 Grade Cement – 50 kg Bag', unit: 'Bag', price: 425,
    description: 'High-strength ordinary Portland cement for RCC columns, beams and slabs. Fast strength gain allows early de-shuttering.',
    specs: { Grade: 'OPC 53', Standard: 'IS 269:2015', 'Bag Weight': '50 kg', '28-day Strength': '≥ 53 MPa', 'Initial Setting Time': '≥ 30 min' },
  },
  {
    sku: 'CEM-OPC53-ACC-50', category: 'Cement', sub: 'OPC 53 Grade', brand: 'ACC',
    name: 'ACC Gold OPC 53 Grade Cement', display: 'ACC Gold Water Shield OPC 53 – 50 kg Bag', unit: 'Bag', price: 415,
    description: 'Premium OPC 53 with water-repellent properties, suited to roof slabs and foundations exposed to moisture.',
    specs: { Grade: 'OPC 53', Standard: 'IS 269:2015', 'Bag Weight': '50 kg', Feature: 'Water repellent' },
  },
  {
    sku: 'CEM-OPC53-DAL-50', category: 'Cement', sub: 'OPC 53 Grade', brand: 'Dalmia',
    name: 'Dalmia DSP OPC 53 Cement', display: 'Dalmia DSP OPC 53 Grade Cement – 50 kg Bag', unit: 'Bag', price: 405,
    description: 'Dense, low-permeability OPC 53 for slabs, beams and columns where early strength matters.',
    specs: { Grade: 'OPC 53', Standard: 'IS 269:2015', 'Bag Weight': '50 kg', Packaging: 'Laminated HDPE bag' },
  },
  {
    sku: 'CEM-OPC53-RAM-50', category: 'Cement', sub: 'OPC 53 Grade', brand: 'Ramco',
    name: 'Ramco Supergrade OPC 53 Cement', unit: 'Bag', price: 398,
    description: 'South India favourite OPC 53 for structural concrete; consistent fineness and colour.',
    specs: { Grade: 'OPC 53', Standard: 'IS 269:2015', 'Bag Weight': '50 kg' },
  },
  {
    sku: 'CEM-OPC53-JSW-50', category: 'Cement', sub: 'OPC 53 Grade', brand: 'JSW',
    name: 'JSW OPC 53 Grade Cement', display: 'JSW Cement OPC 53 – 50 kg Bag', unit: 'Bag', price: 390,
    description: 'OPC 53 from JSW Cement for RCC and precast elements.',
    specs: { Grade: 'OPC 53', Standard: 'IS 269:2015', 'Bag Weight': '50 kg' },
  },
  {
    sku: 'CEM-OPC43-ULT-50', category: 'Cement', sub: 'OPC 43 Grade', brand: 'UltraTech',
    name: 'UltraTech OPC 43 Grade Cement', display: 'UltraTech OPC 43 Grade Cement – 50 kg Bag', unit: 'Bag', price: 395,
    description: 'General-purpose OPC for plastering, brick and block masonry, flooring and PCC.',
    specs: { Grade: 'OPC 43', Standard: 'IS 269:2015', 'Bag Weight': '50 kg', '28-day Strength': '≥ 43 MPa' },
  },
  {
    sku: 'CEM-OPC43-CHT-50', category: 'Cement', sub: 'OPC 43 Grade', brand: 'Chettinad',
    name: 'Chettinad OPC 43 Grade Cement', display: 'Chettinad Cement OPC 43 – 50 kg Bag', unit: 'Bag', price: 375,
    description: 'Reliable OPC 43 from Tamil Nadu for masonry, plastering and general concrete.',
    specs: { Grade: 'OPC 43', Standard: 'IS 269:2015', 'Bag Weight': '50 kg' },
  },
  {
    sku: 'CEM-PPC-AMB-50', category: 'Cement', sub: 'PPC', brand: 'Ambuja',
    name: 'Ambuja Plus PPC Cement', display: 'Ambuja Plus Roof Special PPC – 50 kg Bag', unit: 'Bag', price: 400,
    description: 'Fly-ash based PPC with water-repellent additive; lower heat of hydration and fewer shrinkage cracks.',
    specs: { Type: 'PPC (fly ash based)', Standard: 'IS 1489 (Part 1)', 'Bag Weight': '50 kg', Feature: 'Roof special, water repellent' },
  },
  {
    sku: 'CEM-PPC-ACC-50', category: 'Cement', sub: 'PPC', brand: 'ACC',
    name: 'ACC Suraksha PPC Cement', display: 'ACC Suraksha Power PPC – 50 kg Bag', unit: 'Bag', price: 380,
    description: 'Durable PPC for foundations, plastering and masonry in coastal and humid conditions.',
    specs: { Type: 'PPC', Standard: 'IS 1489 (Part 1)', 'Bag Weight': '50 kg' },
  },
  {
    sku: 'CEM-PPC-DAL-50', category: 'Cement', sub: 'PPC', brand: 'Dalmia',
    name: 'Dalmia DSP PPC Cement', unit: 'Bag', price: 372,
    description: 'Portland pozzolana cement for plaster and masonry with a smooth finish and good workability.',
    specs: { Type: 'PPC', Standard: 'IS 1489 (Part 1)', 'Bag Weight': '50 kg' },
  },
  {
    sku: 'RMC-M20-ULT', category: 'Cement', sub: 'Ready Mix Concrete', brand: 'UltraTech',
    name: 'UltraTech RMC M20', display: 'UltraTech Ready Mix Concrete M20 (per m³)', unit: 'Cum', price: 5200,
    description: 'Plant-batched M20 concrete for footings, columns and residential slabs; pump charges extra.',
    specs: { Grade: 'M20', 'Max Aggregate Size': '20 mm', Slump: '100–120 mm', Standard: 'IS 4926' },
  },
  {
    sku: 'RMC-M25-ACC', category: 'Cement', sub: 'Ready Mix Concrete', brand: 'ACC',
    name: 'ACC RMC M25', display: 'ACC Ready Mix Concrete M25 (per m³)', unit: 'Cum', price: 5650,
    description: 'M25 ready-mix for roof slabs and beams; design mix with admixture for a 3-hour working window.',
    specs: { Grade: 'M25', 'Max Aggregate Size': '20 mm', Slump: '120–150 mm', Standard: 'IS 4926' },
  },
  {
    sku: 'RMC-M30-PRS', category: 'Cement', sub: 'Ready Mix Concrete', brand: 'Prism RMC',
    name: 'Prism RMC M30', display: 'Prism Johnson RMC M30 (per m³)', unit: 'Cum', price: 6150,
    description: 'M30 concrete for multi-storey frames, basements and water tanks.',
    specs: { Grade: 'M30', 'Max Aggregate Size': '20 mm', Slump: '120–150 mm', Standard: 'IS 4926' },
  },

  // Steel — TMT around ₹65-75 a kg.
  {
    sku: 'STL-TMT-TAT-08', category: 'Steel', sub: 'TMT Bars', brand: 'Tata Tiscon',
    name: 'Tata Tiscon 550SD TMT Bar 8 mm', display: 'Tata Tiscon 550SD TMT Bar – 8 mm (per kg)', unit: 'Kg', price: 76,
    description: 'Super-ductile Fe 550SD rebar for stirrups and slab distribution steel. 12 m length.',
    specs: { Grade: 'Fe 550SD', Diameter: '8 mm', Length: '12 m', 'Weight per Metre': '0.395 kg', Standard: 'IS 1786:2008' },
  },
  {
    sku: 'STL-TMT-TAT-12', category: 'Steel', sub: 'TMT Bars', brand: 'Tata Tiscon',
    name: 'Tata Tiscon 550SD TMT Bar 12 mm', display: 'Tata Tiscon 550SD TMT Bar – 12 mm (per kg)', unit: 'Kg', price: 72,
    description: 'Fe 550SD rebar with uniform ribs for strong bonding in columns, beams and footings.',
    specs: { Grade: 'Fe 550SD', Diameter: '12 mm', Length: '12 m', 'Weight per Metre': '0.888 kg', Standard: 'IS 1786:2008' },
  },
  {
    sku: 'STL-TMT-TAT-16', category: 'Steel', sub: 'TMT Bars', brand: 'Tata Tiscon',
    name: 'Tata Tiscon 550SD TMT Bar 16 mm', display: 'Tata Tiscon 550SD TMT Bar – 16 mm (per kg)', unit: 'Kg', price: 71,
    description: 'Main reinforcement for columns and beams in G+2 to G+4 buildings.',
    specs: { Grade: 'Fe 550SD', Diameter: '16 mm', Length: '12 m', 'Weight per Metre': '1.58 kg', Standard: 'IS 1786:2008' },
  },
  {
    sku: 'STL-TMT-JSW-10', category: 'Steel', sub: 'TMT Bars', brand: 'JSW',
    name: 'JSW Neosteel Fe 550D TMT 10 mm', display: 'JSW Neosteel 550D TMT Bar – 10 mm (per kg)', unit: 'Kg', price: 69,
    description: 'Fe 550D rebar from JSW Steel for slabs and lintels.',
    specs: { Grade: 'Fe 550D', Diameter: '10 mm', Length: '12 m', 'Weight per Metre': '0.617 kg', Standard: 'IS 1786:2008' },
  },
  {
    sku: 'STL-TMT-JSW-12', category: 'Steel', sub: 'TMT Bars', brand: 'JSW',
    name: 'JSW Neosteel Fe 550D TMT 12 mm', display: 'JSW Neosteel 550D TMT Bar – 12 mm (per kg)', unit: 'Kg', price: 68,
    description: 'General-purpose main reinforcement for residential frames.',
    specs: { Grade: 'Fe 550D', Diameter: '12 mm', Length: '12 m', 'Weight per Metre': '0.888 kg', Standard: 'IS 1786:2008' },
  },
  {
    sku: 'STL-TMT-KAM-12', category: 'Steel', sub: 'TMT Bars', brand: 'Kamdhenu',
    name: 'Kamdhenu Nxt Fe 500D TMT 12 mm', unit: 'Kg', price: 65,
    description: 'Economical Fe 500D rebar with interlocking ribs.',
    specs: { Grade: 'Fe 500D', Diameter: '12 mm', Length: '12 m', Standard: 'IS 1786:2008' },
  },
  {
    sku: 'STL-TMT-SAIL-20', category: 'Steel', sub: 'TMT Bars', brand: 'SAIL',
    name: 'SAIL SeQR Fe 550D TMT 20 mm', display: 'SAIL SeQR Earthquake-Resistant TMT – 20 mm (per kg)', unit: 'Kg', price: 67,
    description: 'Heavy main bars for footings and transfer beams.',
    specs: { Grade: 'Fe 550D', Diameter: '20 mm', Length: '12 m', 'Weight per Metre': '2.47 kg', Standard: 'IS 1786:2008' },
  },
  {
    sku: 'STL-BW-TAT-25', category: 'Steel', sub: 'Binding Wire', brand: 'Tata Wiron',
    name: 'Tata Wiron Binding Wire 20 Gauge', display: 'Tata Wiron Binding Wire 20 G – 25 kg Coil (per kg)', unit: 'Kg', price: 92,
    description: 'Soft annealed binding wire that twists without breaking; sold by weight from 25 kg coils.',
    specs: { Gauge: '20 SWG', Diameter: '0.9 mm', 'Coil Weight': '25 kg', Finish: 'Black annealed' },
  },
  {
    sku: 'STL-ISMB150-JSW', category: 'Steel', sub: 'Structural Steel', brand: 'JSW',
    name: 'JSW ISMB 150 Beam', display: 'JSW ISMB 150 I-Beam (per kg)', unit: 'Kg', price: 70,
    description: 'Medium-weight I-section for mezzanines, sheds and staircase stringers.',
    specs: { Section: 'ISMB 150', 'Weight per Metre': '14.9 kg', Length: '12 m', Standard: 'IS 2062 E250' },
  },
  {
    sku: 'STL-ANG50-SAIL', category: 'Steel', sub: 'Structural Steel', brand: 'SAIL',
    name: 'SAIL MS Angle 50×50×6 mm', unit: 'Kg', price: 66,
    description: 'Mild-steel equal angle for gates, grills, frames and trusses.',
    specs: { Section: 'ISA 50×50×6', 'Weight per Metre': '4.5 kg', Length: '6 m', Standard: 'IS 2062' },
  },
  {
    sku: 'STL-SHS40-APL', category: 'Steel', sub: 'Structural Steel', brand: 'APL Apollo',
    name: 'APL Apollo MS Square Tube 40×40×2 mm', display: 'APL Apollo Square Hollow Section 40×40×2 mm (per kg)', unit: 'Kg', price: 74,
    description: 'Square hollow section for gates, railings and roof purlins.',
    specs: { Section: 'SHS 40×40', Thickness: '2 mm', Length: '6 m', Standard: 'IS 4923' },
  },

  // Sand — per cubic foot.
  {
    sku: 'SND-MSAND-CONC', category: 'Sand', sub: 'M-Sand', brand: 'Robo Silicon',
    name: 'Robo M-Sand for Concrete', display: 'Robo Concrete M-Sand Zone II (per cft)', unit: 'Cft', price: 58,
    description: 'Washed, graded manufactured sand from VSI crushers; cubical particles for workable concrete.',
    specs: { Zone: 'Zone II', 'Silt Content': '< 3%', Use: 'Concrete and block work', Standard: 'IS 383:2016' },
  },
  {
    sku: 'SND-PSAND-PLAS', category: 'Sand', sub: 'P-Sand', brand: 'Robo Silicon',
    name: 'Robo P-Sand for Plastering', display: 'Robo Plastering Sand (per cft)', unit: 'Cft', price: 66,
    description: 'Fine, double-washed manufactured sand (below 2.36 mm) for smooth plaster.',
    specs: { 'Particle Size': '< 2.36 mm', 'Silt Content': '< 2%', Use: 'Internal and external plastering' },
  },
  {
    sku: 'SND-MSAND-LOCAL', category: 'Sand', sub: 'M-Sand', brand: 'Local Quarry',
    name: 'M-Sand (Local Crusher)', unit: 'Cft', price: 52,
    description: 'Crushed granite sand from licensed local quarries; check silt before use in RCC.',
    specs: { Zone: 'Zone II', Use: 'Masonry and PCC' },
  },
  {
    sku: 'SND-RIVER-FINE', category: 'Sand', sub: 'River Sand', brand: 'Local Supply',
    name: 'Washed River Sand', display: 'Washed River Sand – Fine (per cft)', unit: 'Cft', price: 98,
    description: 'Natural river sand from permitted reaches; limited availability, used mainly for plastering.',
    specs: { Type: 'Natural', Use: 'Plastering and masonry' },
  },

  // Aggregates — per cubic foot.
  {
    sku: 'AGG-20MM-BG', category: 'Aggregates', sub: '20 mm Aggregate', brand: 'Blue Granite',
    name: '20 mm Blue Granite Aggregate', display: '20 mm Jelly – Blue Granite (per cft)', unit: 'Cft', price: 44,
    description: 'Crushed blue granite coarse aggregate for RCC slabs, beams and columns.',
    specs: { Size: '20 mm', Shape: 'Angular', Standard: 'IS 383:2016' },
  },
  {
    sku: 'AGG-40MM-BG', category: 'Aggregates', sub: '40 mm Aggregate', brand: 'Blue Granite',
    name: '40 mm Blue Granite Aggregate', display: '40 mm Jelly (per cft)', unit: 'Cft', price: 39,
    description: 'Coarse aggregate for PCC beds, footings and mass concrete.',
    specs: { Size: '40 mm', Use: 'PCC and foundations' },
  },
  {
    sku: 'AGG-12MM-BG', category: 'Aggregates', sub: '12 mm Aggregate', brand: 'Blue Granite',
    name: '12 mm Blue Granite Chips', display: '12 mm Jelly (per cft)', unit: 'Cft', price: 47,
    description: 'Smaller aggregate for thin slabs, precast items and sunshades.',
    specs: { Size: '12 mm', Use: 'Thin sections and precast' },
  },
  {
    sku: 'AGG-GSB-MIX', category: 'Aggregates', sub: '40 mm Aggregate', brand: 'Local Quarry',
    name: 'GSB Granular Sub-Base Mix', unit: 'Cft', price: 30,
    description: 'Graded crushed stone for driveways, parking bases and under-floor filling.',
    specs: { Grading: 'MoRTH Grade II', Use: 'Sub-base and filling' },
  },

  // Blocks — per piece.
  {
    sku: 'BLK-SOLID-6IN', category: 'Blocks', sub: 'Solid Concrete Blocks', brand: 'Shree Blocks',
    name: 'Solid Concrete Block 6 inch', display: 'Solid Concrete Block 400×200×150 mm (6")', unit: 'Nos', price: 48,
    description: 'Machine-vibrated solid blocks for external and load-bearing walls.',
    specs: { Size: '400 × 200 × 150 mm', 'Compressive Strength': '≥ 5 N/mm²', Standard: 'IS 2185 (Part 1)' },
  },
  {
    sku: 'BLK-SOLID-4IN', category: 'Blocks', sub: 'Solid Concrete Blocks', brand: 'Shree Blocks',
    name: 'Solid Concrete Block 4 inch', display: 'Solid Concrete Block 400×200×100 mm (4")', unit: 'Nos', price: 37,
    description: 'Partition-wall blocks with a true surface for thin plaster.',
    specs: { Size: '400 × 200 × 100 mm', 'Compressive Strength': '≥ 4 N/mm²', Standard: 'IS 2185 (Part 1)' },
  },
  {
    sku: 'BLK-HOLLOW-6IN', category: 'Blocks', sub: 'Hollow Concrete Blocks', brand: 'Shree Blocks',
    name: 'Hollow Concrete Block 6 inch', unit: 'Nos', price: 39,
    description: 'Two-cell hollow block for compound walls and non-load-bearing walls.',
    specs: { Size: '400 × 200 × 150 mm', Cells: '2', Standard: 'IS 2185 (Part 1)' },
  },
  {
    sku: 'BLK-AAC-MAG-6', category: 'Blocks', sub: 'AAC Blocks', brand: 'Magicrete',
    name: 'Magicrete AAC Block 600×200×150 mm', display: 'Magicrete AAC Block 6" (600×200×150 mm)', unit: 'Nos', price: 82,
    description: 'Lightweight AAC block, one-third the weight of concrete; cuts dead load and heat gain.',
    specs: { Size: '600 × 200 × 150 mm', Density: '550–650 kg/m³', Standard: 'IS 2185 (Part 3)' },
  },
  {
    sku: 'BLK-AAC-BIL-4', category: 'Blocks', sub: 'AAC Blocks', brand: 'Biltech',
    name: 'Biltech AAC Block 600×200×100 mm', unit: 'Nos', price: 58,
    description: 'AAC partition block laid with thin-bed jointing mortar.',
    specs: { Size: '600 × 200 × 100 mm', Density: '550–650 kg/m³', Standard: 'IS 2185 (Part 3)' },
  },

  // Bricks — per piece.
  {
    sku: 'BRK-WIRECUT-RED', category: 'Bricks', sub: 'Red Clay Bricks', brand: 'Chamber Bricks',
    name: 'Wire-cut Red Clay Brick', display: 'Wire-cut Chamber Brick 9"×4"×3"', unit: 'Nos', price: 10.5,
    description: 'Uniform, sharp-edged chamber-burnt bricks with high strength and low absorption.',
    specs: { Size: '230 × 110 × 75 mm', Class: 'Class 10', Standard: 'IS 1077' },
  },
  {
    sku: 'BRK-COUNTRY-RED', category: 'Bricks', sub: 'Red Clay Bricks', brand: 'Local Kiln',
    name: 'Country Red Brick', unit: 'Nos', price: 8,
    description: 'Traditional kiln-burnt bricks for load-bearing and compound walls.',
    specs: { Size: '230 × 110 × 70 mm', Class: 'Class 7.5' },
  },
  {
    sku: 'BRK-FLYASH-STD', category: 'Bricks', sub: 'Fly Ash Bricks', brand: 'Ecobrick',
    name: 'Fly Ash Brick 230×110×75 mm', display: 'Ecobrick Fly Ash Brick', unit: 'Nos', price: 7,
    description: 'Dense, uniform fly-ash-lime-gypsum bricks; need less plaster.',
    specs: { Size: '230 × 110 × 75 mm', 'Compressive Strength': '≥ 7.5 N/mm²', Standard: 'IS 12894' },
  },
  {
    sku: 'BRK-POROTHERM-8', category: 'Bricks', sub: 'Hollow Clay Bricks', brand: 'Wienerberger',
    name: 'Wienerberger Porotherm Smart 8 inch', display: 'Porotherm Smart Hollow Clay Brick 400×200×200 mm', unit: 'Nos', price: 64,
    description: 'Large-format hollow clay block with vertical perforations; faster walling and cooler rooms.',
    specs: { Size: '400 × 200 × 200 mm', Type: 'Vertically perforated', Standard: 'IS 3952' },
  },

  // Roofing.
  {
    sku: 'ROF-GI-TAT-050', category: 'Roofing', sub: 'Metal Roofing Sheets', brand: 'Tata Shaktee',
    name: 'Tata Shaktee GI Corrugated Sheet 0.50 mm', display: 'Tata Shaktee GI Sheet 0.50 mm (per sqft)', unit: 'Sqft', price: 78,
    description: 'Galvanised corrugated sheet for sheds, car parks and terrace covers.',
    specs: { Thickness: '0.50 mm', Coating: 'Zinc 120 GSM', Width: '1050 mm' },
  },
  {
    sku: 'ROF-CC-JSW-047', category: 'Roofing', sub: 'Metal Roofing Sheets', brand: 'JSW',
    name: 'JSW Colouron+ Profile Sheet 0.47 mm', display: 'JSW Colouron+ Colour-coated Roofing Sheet (per sqft)', unit: 'Sqft', price: 96,
    description: 'Colour-coated trapezoidal sheet with heat-reflective paint for terrace roofing.',
    specs: { Thickness: '0.47 mm TCT', Substrate: 'Galvalume AZ150', Profile: 'Trapezoidal' },
  },
  {
    sku: 'ROF-FC-EVR-8FT', category: 'Roofing', sub: 'Fibre Cement Sheets', brand: 'Everest',
    name: 'Everest Fibre Cement Sheet 8 ft', display: 'Everest Non-Asbestos Corrugated Sheet 8 ft', unit: 'Nos', price: 720,
    description: 'Non-asbestos corrugated roofing sheet; quiet in rain and cool under the sun.',
    specs: { Length: '2.44 m (8 ft)', Width: '1.05 m', Thickness: '6 mm' },
  },
  {
    sku: 'ROF-MNG-TILE', category: 'Roofing', sub: 'Clay Roof Tiles', brand: 'Mangalore Tiles',
    name: 'Mangalore Clay Roof Tile', unit: 'Nos', price: 34,
    description: 'Traditional interlocking Mangalore-pattern clay tile.',
    specs: { Size: '420 × 260 mm', 'Tiles per sqm': '≈ 14' },
  },
];
