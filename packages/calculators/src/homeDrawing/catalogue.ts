/**
 * Home drawing generator constants (spec/seller-admin-toolkit.md sections 3, 5 and 9).
 * Plot dimensions are in feet.
 */

export const NAKSHATRA_NAMES = ['Ashwini', 'Bharani', 'Krittika', 'Rohini', 'Mrigashira', 'Ardra', 'Punarvasu', 'Pushya', 'Ashlesha'] as const;

export type NakshatraName = (typeof NAKSHATRA_NAMES)[number];

export type NakshatraElement = 'Earth' | 'Fire' | 'Water';

export type CompassDirection = 'North' | 'Northeast' | 'East' | 'Southeast' | 'South' | 'Southwest' | 'West' | 'Northwest';

export interface Nakshatra {
  readonly name: NakshatraName;
  readonly element: NakshatraElement;
  /** The direction the main entrance should face. */
  readonly direction: CompassDirection;
  /** The nakshatra's colour as a CSS hex colour, for drawing. */
  readonly color: string;
  /** The traditional name of the colour. */
  readonly colorName: string;
  readonly characteristics: readonly string[];
}

/*
 * The spec lists the nine names with their element and direction only (section 3), and those are kept
 * exactly, even where other traditions differ. Colour and characteristics are filled in from common
 * Vedic astrology associations: the traditional colours (blood red, white, silver grey, green, lead
 * grey, red-black), the presiding deity and the Vimshottari ruling planet of each nakshatra.
 * The hex values are our rendering of those colour names.
 */
export const NAKSHATRAS: Readonly<Record<NakshatraName, Nakshatra>> = {
  Ashwini: {
    name: 'Ashwini',
    element: 'Earth',
    direction: 'East',
    color: '#8a1c1c',
    colorName: 'Blood red',
    characteristics: ['Swift and pioneering', 'Healing energy of the Ashwini Kumaras', 'Ruled by Ketu'],
  },
  Bharani: {
    name: 'Bharani',
    element: 'Earth',
    direction: 'Southeast',
    color: '#a11d33',
    colorName: 'Blood red',
    characteristics: ['Disciplined and responsible', 'Creative and transforming, under Yama', 'Ruled by Venus'],
  },
  Krittika: {
    name: 'Krittika',
    element: 'Fire',
    direction: 'South',
    color: '#f2efe6',
    colorName: 'White',
    characteristics: ['Sharp and purifying, under Agni', 'Determined and courageous', 'Ruled by the Sun'],
  },
  Rohini: {
    name: 'Rohini',
    element: 'Earth',
    direction: 'North',
    color: '#fbf8ef',
    colorName: 'White',
    characteristics: ['Nurturing and fertile, under Brahma', 'Artistic and charming', 'Ruled by the Moon'],
  },
  Mrigashira: {
    name: 'Mrigashira',
    element: 'Earth',
    direction: 'Northwest',
    color: '#a7a9ac',
    colorName: 'Silver grey',
    characteristics: ['Curious and searching', 'Gentle and perceptive, under Soma', 'Ruled by Mars'],
  },
  Ardra: {
    name: 'Ardra',
    element: 'Water',
    direction: 'Southwest',
    color: '#2e7d32',
    colorName: 'Green',
    characteristics: ['Intense and transforming, under Rudra', 'Sharp intellect', 'Ruled by Rahu'],
  },
  Punarvasu: {
    name: 'Punarvasu',
    element: 'Water',
    direction: 'West',
    color: '#6b7280',
    colorName: 'Lead grey',
    characteristics: ['Renewal and the return of light, under Aditi', 'Generous and optimistic', 'Ruled by Jupiter'],
  },
  Pushya: {
    name: 'Pushya',
    element: 'Water',
    direction: 'South',
    color: '#5c1a1b',
    colorName: 'Red-black',
    characteristics: ['Nourishing and protective, under Brihaspati', 'Auspicious for new beginnings', 'Ruled by Saturn'],
  },
  Ashlesha: {
    name: 'Ashlesha',
    element: 'Water',
    direction: 'North',
    color: '#4a1f24',
    colorName: 'Red-black',
    characteristics: ['Intuitive and mystical, under the Nagas', 'Penetrating insight', 'Ruled by Mercury'],
  },
};

export const NAKSHATRA_OPTIONS: readonly Nakshatra[] = NAKSHATRA_NAMES.map((name) => NAKSHATRAS[name]);

/** Features that suit each element, listed with the plan's recommended features. */
export const ELEMENT_FEATURES: Readonly<Record<NakshatraElement, readonly string[]>> = {
  Earth: ['Earthy tones and natural stone finishes', 'A landscaped garden or indoor plants'],
  Fire: ['Warm lighting and terracotta accents', 'A well-lit kitchen in the Southeast to strengthen the fire element'],
  Water: ['A water feature or fountain in the Northeast', 'Blue and white accents with plenty of natural light'],
};

// ---------------------------------------------------------------- input bounds and defaults

/** Input bounds of the form (spec sections 5 and 9). */
export const FLOOR_PLAN_LIMITS = {
  length: { min: 20, max: 100 },
  width: { min: 15, max: 80 },
  floors: { min: 1, max: 4 },
  bedrooms: { min: 1, max: 4 },
  bathrooms: { min: 1, max: 3 },
  balconies: { min: 0, max: 3 },
} as const;

export const DEFAULT_FLOOR_PLAN_OPTIONS = {
  length: 40,
  width: 30,
  floors: 1,
  bedrooms: 2,
  bathrooms: 2,
  balconies: 1,
  pooja: true,
  study: false,
  guest: false,
  parking: false,
} as const;

/** Parking takes half of the ground floor's width. */
export const PARKING_SHARE_OF_WIDTH = 0.5;

// ---------------------------------------------------------------- rooms

export const ROOM_KINDS = ['living', 'lounge', 'kitchen', 'dining', 'bedroom', 'bathroom', 'balcony', 'pooja', 'study', 'guest', 'parking'] as const;

export type RoomKind = (typeof ROOM_KINDS)[number];

/** Fill colour of each kind of room in the drawing. */
export const ROOM_COLORS: Readonly<Record<RoomKind, string>> = {
  living: '#ffe0b2',
  lounge: '#ffecb3',
  kitchen: '#ffcdd2',
  dining: '#fff9c4',
  bedroom: '#c8e6c9',
  bathroom: '#b3e5fc',
  balcony: '#dcedc8',
  pooja: '#fff59d',
  study: '#d1c4e9',
  guest: '#f8bbd0',
  parking: '#cfd8dc',
};

// ---------------------------------------------------------------- drawing

/** The plan is scaled to fit a 400 x 300 canvas. */
export const PLAN_CANVAS_SIZE = { width: 400, height: 300 } as const;
/** A room narrower than this on the canvas gets its label rotated. */
export const PLAN_LABEL_ROTATION_WIDTH = 60;
