import type { SeedProduct } from './productTypes.ts';

/** Demo catalogue, part 3: electrical, plumbing, fittings, hardware, tools and others. */
export const SERVICES_PRODUCTS: readonly SeedProduct[] = [
  // Electrical.
  {
    sku: 'ELC-WIR-FIN-1.5', category: 'Electrical', sub: 'Wires & Cables', brand: 'Finolex',
    name: 'Finolex FR PVC House Wire 1.5 sq mm', display: 'Finolex FR House Wire 1.5 sq mm – 90 m Coil', unit: 'Bundle', price: 1550,
    description: 'Flame-retardant single-core copper wire for lighting circuits.',
    specs: { Size: '1.5 sq mm', Length: '90 m', Conductor: 'Electrolytic copper', Insulation: 'FR PVC', Standard: 'IS 694' },
  },
  {
    sku: 'ELC-WIR-FIN-2.5', category: 'Electrical', sub: 'Wires & Cables', brand: 'Finolex',
    name: 'Finolex FR PVC House Wire 2.5 sq mm', display: 'Finolex FR House Wire 2.5 sq mm – 90 m Coil', unit: 'Bundle', price: 2450,
    description: 'Single-core copper wire for 6 A / 16 A socket circuits.',
    specs: { Size: '2.5 sq mm', Length: '90 m', Conductor: 'Electrolytic copper', Insulation: 'FR PVC', Standard: 'IS 694' },
  },
  {
    sku: 'ELC-WIR-HAV-4.0', category: 'Electrical', sub: 'Wires & Cables', brand: 'Havells',
    name: 'Havells Lifeline FRLS Wire 4 sq mm', display: 'Havells Lifeline Plus FR-LSH Wire 4 sq mm – 90 m', unit: 'Bundle', price: 3950,
    description: 'Low-smoke, flame-retardant wire for AC, geyser and main feeder circuits.',
    specs: { Size: '4 sq mm', Length: '90 m', Insulation: 'FR-LSH', Standard: 'IS 694' },
  },
  {
    sku: 'ELC-WIR-POL-1.0', category: 'Electrical', sub: 'Wires & Cables', brand: 'Polycab',
    name: 'Polycab Optima FR Wire 1 sq mm', unit: 'Bundle', price: 1050,
    description: 'Copper house wire for light points and fan points.',
    specs: { Size: '1 sq mm', Length: '90 m', Insulation: 'FR PVC' },
  },
  {
    sku: 'ELC-SW-ANC-6A', category: 'Electrical', sub: 'Switches & Sockets', brand: 'Anchor',
    name: 'Anchor Roma 6A One-way Switch', display: 'Anchor Roma Classic 6 A 1-Way Switch (Pack of 10)', unit: 'Box', price: 420,
    description: 'Modular one-way switch with silver-alloy contacts; box of 10.',
    specs: { Rating: '6 A, 240 V', Module: '1', 'Pack Size': '10' },
  },
  {
    sku: 'ELC-MCB-HAV-32', category: 'Electrical', sub: 'MCBs & Distribution Boards', brand: 'Havells',
    name: 'Havells 32A SP MCB C-curve', display: 'Havells 32 A Single Pole MCB – C Curve', unit: 'Nos', price: 235,
    description: 'Miniature circuit breaker for AC and kitchen circuits.',
    specs: { Rating: '32 A', Poles: 'Single pole', Curve: 'C', 'Breaking Capacity': '10 kA' },
  },
  {
    sku: 'ELC-DB-LEG-8W', category: 'Electrical', sub: 'MCBs & Distribution Boards', brand: 'Legrand',
    name: 'Legrand 8-Way SPN Distribution Board', unit: 'Nos', price: 1850,
    description: 'Double-door single-phase distribution board for homes.',
    specs: { Ways: '8', Type: 'SPN, double door', Mounting: 'Flush' },
  },
  {
    sku: 'ELC-FAN-CRM-1200', category: 'Electrical', sub: 'Lighting & Fans', brand: 'Crompton',
    name: 'Crompton Energion 1200 mm BLDC Fan', display: 'Crompton Energion HS 1200 mm BLDC Ceiling Fan with Remote', unit: 'Nos', price: 3450,
    description: '5-star rated 28 W BLDC ceiling fan with remote; saves about 50% power.',
    specs: { Sweep: '1200 mm', Power: '28 W', Rating: '5 star', Motor: 'BLDC' },
  },

  // Plumbing.
  {
    sku: 'PLB-CPVC-AST-1IN', category: 'Plumbing', sub: 'CPVC Pipes', brand: 'Astral',
    name: 'Astral CPVC Pro Pipe 1 inch', display: 'Astral CPVC Pro Pipe 1" SDR 11 – 3 m Length', unit: 'Nos', price: 590,
    description: 'Hot and cold water pipe rated to 93 °C; solvent-weld joints.',
    specs: { Size: '1 inch (32 mm)', Length: '3 m', Class: 'SDR 11', Standard: 'IS 15778' },
  },
  {
    sku: 'PLB-CPVC-SUP-075', category: 'Plumbing', sub: 'CPVC Pipes', brand: 'Supreme',
    name: 'Supreme CPVC Pipe 3/4 inch', display: 'Supreme Lifeline CPVC Pipe ¾" SDR 11 – 3 m', unit: 'Nos', price: 380,
    description: 'CPVC pipe for bathroom and kitchen supply lines.',
    specs: { Size: '¾ inch (25 mm)', Length: '3 m', Class: 'SDR 11', Standard: 'IS 15778' },
  },
  {
    sku: 'PLB-SWR-FIN-110', category: 'Plumbing', sub: 'uPVC & SWR Pipes', brand: 'Finolex',
    name: 'Finolex SWR Pipe 110 mm', display: 'Finolex SWR Drainage Pipe 110 mm Type B – 3 m', unit: 'Nos', price: 790,
    description: 'Soil, waste and rain-water pipe with ring-fit socket.',
    specs: { Diameter: '110 mm', Length: '3 m', Type: 'Type B, ring fit', Standard: 'IS 13592' },
  },
  {
    sku: 'PLB-UPVC-PRN-075', category: 'Plumbing', sub: 'uPVC & SWR Pipes', brand: 'Prince',
    name: 'Prince uPVC Pipe 3/4 inch SCH 40', unit: 'Nos', price: 310,
    description: 'Lead-free uPVC pipe for cold water lines and garden taps.',
    specs: { Size: '¾ inch', Length: '3 m', Class: 'Schedule 40' },
  },
  {
    sku: 'PLB-TNK-SIN-1000', category: 'Plumbing', sub: 'Water Tanks', brand: 'Sintex',
    name: 'Sintex Triple Layer Water Tank 1000 L', display: 'Sintex Pure Triple-Layer Overhead Tank – 1000 L', unit: 'Nos', price: 7600,
    description: 'UV-stabilised triple-layer tank with anti-bacterial inner layer.',
    specs: { Capacity: '1000 L', Layers: '3', Colour: 'Black outer, white inner' },
  },
  {
    sku: 'PLB-TNK-SUP-500', category: 'Plumbing', sub: 'Water Tanks', brand: 'Supreme',
    name: 'Supreme Water Tank 500 L', unit: 'Nos', price: 3900,
    description: 'Loft or overhead tank for small homes.',
    specs: { Capacity: '500 L', Layers: '3' },
  },

  // Fittings.
  {
    sku: 'FIT-JAQ-BSN-MIX', category: 'Fittings', sub: 'Bath Fittings', brand: 'Jaquar',
    name: 'Jaquar Single Lever Basin Mixer', display: 'Jaquar Florentine Single Lever Basin Mixer', unit: 'Nos', price: 4850,
    description: 'Chrome-plated brass basin mixer with ceramic cartridge.',
    specs: { Material: 'Brass, chrome plated', Cartridge: '35 mm ceramic', Warranty: '10 years' },
  },
  {
    sku: 'FIT-JAQ-WALL-MIX', category: 'Fittings', sub: 'Bath Fittings', brand: 'Jaquar',
    name: 'Jaquar Wall Mixer with Overhead Shower', unit: 'Nos', price: 7200,
    description: 'Wall mixer with provision for overhead shower and hand shower.',
    specs: { Material: 'Brass, chrome plated', Outlets: '3' },
  },
  {
    sku: 'FIT-HIN-EWC', category: 'Fittings', sub: 'Sanitaryware', brand: 'Hindware',
    name: 'Hindware Wall-hung EWC', display: 'Hindware Wall-Hung Western Closet with Soft-close Seat', unit: 'Nos', price: 8900,
    description: 'Rimless wall-hung closet; concealed cistern sold separately.',
    specs: { Type: 'Wall hung, rimless', Seat: 'Soft close', Colour: 'Star white' },
  },
  {
    sku: 'FIT-CER-BASIN', category: 'Fittings', sub: 'Sanitaryware', brand: 'Cera',
    name: 'Cera Wash Basin with Pedestal', unit: 'Nos', price: 2650,
    description: 'Vitreous china wash basin with full pedestal.',
    specs: { Size: '550 × 400 mm', Material: 'Vitreous china' },
  },
  {
    sku: 'FIT-PAR-IND-WC', category: 'Fittings', sub: 'Sanitaryware', brand: 'Parryware',
    name: 'Parryware Indian Closet Orissa Pan', unit: 'Nos', price: 1250,
    description: 'Squatting pan with foot rests for utility and servant toilets.',
    specs: { Size: '580 mm', Material: 'Vitreous china' },
  },
  {
    sku: 'FIT-ASH-BV-1IN', category: 'Fittings', sub: 'Valves & Pipe Fittings', brand: 'Ashirvad',
    name: 'Ashirvad Brass Ball Valve 1 inch', display: 'Ashirvad Forged Brass Ball Valve 1"', unit: 'Nos', price: 690,
    description: 'Full-bore forged brass ball valve for main lines.',
    specs: { Size: '1 inch', Material: 'Forged brass', Pressure: 'PN 25' },
  },

  // Hardware.
  {
    sku: 'HW-GOD-MORT-LCK', category: 'Hardware', sub: 'Door Hardware', brand: 'Godrej',
    name: 'Godrej Ultra Mortise Lock Set', display: 'Godrej Ultra XL+ Mortise Lock with Handles', unit: 'Nos', price: 2450,
    description: 'Mortise lock body with lever handles and 3 keys for main and bedroom doors.',
    specs: { Type: 'Mortise', Keys: '3', Finish: 'Satin nickel' },
  },
  {
    sku: 'HW-HET-HINGE-4', category: 'Hardware', sub: 'Door Hardware', brand: 'Hettich',
    name: 'Hettich SS Butt Hinge 4 inch (Pair)', unit: 'Nos', price: 210,
    description: 'Stainless-steel butt hinges for doors, sold as a pair.',
    specs: { Size: '4 inch', Material: 'SS 304', 'Pack Size': '2' },
  },
  {
    sku: 'HW-NAIL-3IN', category: 'Hardware', sub: 'Fasteners', brand: 'Kundan',
    name: 'Wire Nails 3 inch', display: 'Kundan Wire Nails 3" (per kg)', unit: 'Kg', price: 88,
    description: 'Bright wire nails for shuttering and carpentry.',
    specs: { Length: '75 mm', Gauge: '8 SWG' },
  },
  {
    sku: 'HW-FVC-SH-1KG', category: 'Hardware', sub: 'Adhesives', brand: 'Pidilite',
    name: 'Fevicol SH Synthetic Resin Adhesive 1 kg', display: 'Fevicol SH Wood Adhesive – 1 kg', unit: 'Nos', price: 330,
    description: 'The carpenter’s standard white glue for plywood and laminates.',
    specs: { 'Pack Size': '1 kg', Type: 'PVA', 'Setting Time': '≈ 8 hours' },
  },
  {
    sku: 'HW-TILEFIX-ROFF-20', category: 'Hardware', sub: 'Adhesives', brand: 'Roff',
    name: 'Roff Tile Adhesive 20 kg', unit: 'Bag', price: 620,
    description: 'Polymer-modified cementitious adhesive for vitrified tiles on floors and walls.',
    specs: { 'Pack Size': '20 kg', Type: 'C1T', Coverage: '≈ 40 sqft per bag (3 mm bed)' },
  },

  // Tools.
  {
    sku: 'TL-BOS-GSB500', category: 'Tools', sub: 'Power Tools', brand: 'Bosch',
    name: 'Bosch GSB 500 RE Impact Drill', display: 'Bosch GSB 500 RE Professional Impact Drill Kit', unit: 'Nos', price: 3150,
    description: '500 W impact drill for concrete, brick, wood and metal; with accessory kit.',
    specs: { Power: '500 W', Chuck: '10 mm', 'Max Drilling (Concrete)': '10 mm' },
  },
  {
    sku: 'TL-BOS-GWS600', category: 'Tools', sub: 'Power Tools', brand: 'Bosch',
    name: 'Bosch GWS 600 Angle Grinder', unit: 'Nos', price: 3350,
    description: '670 W, 100 mm angle grinder for cutting tiles, steel and grinding.',
    specs: { Power: '670 W', Disc: '100 mm', Speed: '11,000 rpm' },
  },
  {
    sku: 'TL-STN-TAPE-5M', category: 'Tools', sub: 'Hand Tools', brand: 'Stanley',
    name: 'Stanley Measuring Tape 5 m', unit: 'Nos', price: 260,
    description: 'Steel measuring tape with metric and imperial markings.',
    specs: { Length: '5 m', Width: '19 mm' },
  },
  {
    sku: 'TL-TAP-TROWEL', category: 'Tools', sub: 'Hand Tools', brand: 'Taparia',
    name: 'Taparia Masonry Trowel 8 inch', unit: 'Nos', price: 190,
    description: 'Forged steel trowel with wooden handle for brick and block work.',
    specs: { Size: '8 inch', Material: 'Forged steel' },
  },
  {
    sku: 'TL-WHB-85L', category: 'Tools', sub: 'Site Equipment', brand: 'Falcon',
    name: 'Heavy Duty Wheelbarrow 85 L', display: 'Falcon Heavy Duty Wheelbarrow 85 L – Pneumatic Tyre', unit: 'Nos', price: 3900,
    description: 'Steel tray wheelbarrow for carrying concrete, sand and debris on site.',
    specs: { Capacity: '85 L', Tyre: 'Pneumatic', Tray: '1.2 mm steel' },
  },

  // Others.
  {
    sku: 'OTH-DRF-LWP-1L', category: 'Others', sub: 'Waterproofing', brand: 'Dr. Fixit',
    name: 'Dr. Fixit LW+ Integral Waterproofing 1 L', display: 'Dr. Fixit LW+ Integral Liquid Waterproofing – 1 L', unit: 'Nos', price: 235,
    description: 'Integral waterproofing admixture added to concrete and plaster (200 ml per 50 kg bag).',
    specs: { 'Pack Size': '1 L', Dosage: '200 ml per bag of cement' },
  },
  {
    sku: 'OTH-DRF-RFS-20', category: 'Others', sub: 'Waterproofing', brand: 'Dr. Fixit',
    name: 'Dr. Fixit Roofseal 20 kg', display: 'Dr. Fixit Roofseal Terrace Waterproofing Coat – 20 kg', unit: 'Nos', price: 6400,
    description: 'Elastomeric, UV-resistant terrace coating with heat-reflective white finish.',
    specs: { 'Pack Size': '20 kg', Coverage: '≈ 110 sqft per 20 kg (2 coats)', Colour: 'White' },
  },
  {
    sku: 'OTH-FOS-CONPLAST', category: 'Others', sub: 'Construction Chemicals', brand: 'Fosroc',
    name: 'Fosroc Conplast SP430 Superplasticiser 5 L', unit: 'Nos', price: 780,
    description: 'High-range water-reducing admixture for high-strength, workable concrete.',
    specs: { 'Pack Size': '5 L', Standard: 'IS 9103', Dosage: '0.6–1.5 L per 100 kg cement' },
  },
  {
    sku: 'OTH-CURE-COMP-20', category: 'Others', sub: 'Construction Chemicals', brand: 'MYK Laticrete',
    name: 'Concrete Curing Compound 20 L', unit: 'Nos', price: 2200,
    description: 'Wax-based membrane curing compound for slabs and columns where water curing is difficult.',
    specs: { 'Pack Size': '20 L', Coverage: '4–5 sqm per litre' },
  },
];
