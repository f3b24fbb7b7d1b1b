/*
 * The shape of an element registry entry (registry.ts) and the types of the events' details: what
 * an entry may say, kept apart from the entries themselves. Types only: Node tools and browser
 * bundles that import the registry carry nothing of this file.
 */
import type { ChatbotReceipt, PincodeCheck } from '@nirmaan/core';
import type {
  AccountRole,
  BoqCalculatedDetail,
  CostCalculatedDetail,
  HomeDrawingDetail,
  HouseCalculatedDetail,
  LabourCalculatedDetail,
  MaterialCalculatedDetail,
  QuoteRequestSentDetail,
  RfqSentDetail,
} from '@nirmaan/widgets';
import type { AttributeType } from './defineElement.tsx';

// The shape of an entry: the tags are the keys of ELEMENT_METADATA (registry.ts).

/** An attribute: the kebab-case attribute and its reflecting camelCase property (the key). */
export interface AttributeMetadata {
  /** How the attribute's text becomes the property's value. */
  readonly type: AttributeType;
  /** The allowed values, when there is a fixed set (others are ignored or fall back to the default). */
  readonly values?: readonly (string | number)[];
  readonly description: string;
}

/** An event: a CustomEvent fired on the element, bubbling and composed; keyed by the render callback that fires it. */
export interface EventMetadata {
  readonly name: `nirmaan-${string}`;
  /** The detail's type, by its name in EventDetails (and in the manifest). */
  readonly detail: keyof EventDetails;
  /** When it fires and what the detail holds. */
  readonly description: string;
}

/** The widths (CSS px) at which each element's height is measured (e2e/reserved-sizes.e2e.test.ts) and reserved. */
export const RESERVE_WIDTHS = [320, 375, 768, 1280] as const;
export type ReserveWidth = (typeof RESERVE_WIDTHS)[number];

/** Heights above this are kept as this: no window is taller, and what lies below a screen moves out of sight anyway. */
export const RESERVE_CAP = 1000;

/**
 * Space (CSS px of height) the loader keeps for an element until its code has arrived, so that the
 * page does not move when it does: the widget's real height at each of RESERVE_WIDTHS (its live
 * example alone on a page, signed out, demo data, in Chromium: e2e/reserved-sizes.e2e.test.ts
 * measures them), up to RESERVE_CAP. A window between two widths gets the narrower width's height
 * (embed/lazyElementStyles.ts), and never more than its own height (100vh). All 0: a floating element.
 */
export type ReservedSize = Readonly<Record<ReserveWidth, number>>;

export interface ElementMetadata {
  /** What the element shows, in a sentence or two. */
  readonly description: string;
  /**
   * The @nirmaan/widgets export the element renders, when it needs no code of its own: its
   * attributes become props of the same names (a value outside an attribute's allowed values
   * reaches it as undefined), its events' callbacks props too, and `partnerId` sets the page's
   * partner (standardElement.tsx; elementTypes.ts checks that the widget takes them). Without it the
   * element's code is its `<camelCaseName>Element.tsx`.
   */
  readonly widget?: string;
  /** The space the loader keeps until the element's code has arrived (none for a floating one). */
  readonly reserve: ReservedSize;
  /** camelCase property -> attribute; the attribute is the kebab-case name (`stayOnPage` -> `stay-on-page`). */
  readonly attributes: Readonly<Record<string, AttributeMetadata>>;
  readonly events: Readonly<Record<`on${string}`, EventMetadata>>;
  /** The element's own custom properties; every element also reads the theme's `--nirmaan-*` properties. */
  readonly cssProperties?: Readonly<Record<`--nirmaan-${string}`, string>>;
  /** The host-app route showing the same widget, if there is one (`:name` is a parameter). */
  readonly route?: string;
  /** Attributes of the live example on the reference page (examples/elements.html). */
  readonly example?: string;
  /**
   * A floating widget (one per page, fixed to the window): the loader loads it at once rather than
   * when scrolled near, and the reference page shows it once, not in a box.
   */
  readonly floating?: true;
}

/** The detail of `nirmaan-signed-in`. */
export interface SignedInDetail {
  role: AccountRole;
}

/** The detail of `nirmaan-order-placed`: checkout places one order per seller. */
export interface OrderPlacedDetail {
  orderIds: number[];
}

/** The answer of the pincode check, as GET /pincodes/validate/{pincode} gives it. */
export type PincodeCheckResult = PincodeCheck;

/** Every event detail's type, by the name the registry, the manifest and the docs give it. */
export interface EventDetails {
  LabourCalculatedDetail: LabourCalculatedDetail;
  MaterialCalculatedDetail: MaterialCalculatedDetail;
  HouseCalculatedDetail: HouseCalculatedDetail;
  CostCalculatedDetail: CostCalculatedDetail;
  BoqCalculatedDetail: BoqCalculatedDetail;
  HomeDrawingDetail: HomeDrawingDetail;
  SignedInDetail: SignedInDetail;
  PincodeCheckResult: PincodeCheckResult;
  OrderPlacedDetail: OrderPlacedDetail;
  ChatbotReceipt: ChatbotReceipt;
  QuoteRequestSentDetail: QuoteRequestSentDetail;
  RfqSentDetail: RfqSentDetail;
}
