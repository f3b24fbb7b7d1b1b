import type { CategoryName } from './categories.ts';

export interface CategoryTax {
  hsn: string;
  gstRatePercent: number;
}

/**
 * HSN codes and GST rates of the categories, as in force from 22 September 2025 (the rates the GST
 * Council's 56th meeting recommended): Notification No. 9/2025-Central Tax (Rate) of 17 September
 * 2025 puts Portland cement (heading 2523) at 18 % (it was 28 %); No. 14/2025-Central Tax (Rate)
 * of the same day puts building bricks, fly-ash bricks and blocks, and earthen or roofing tiles at
 * 12 %; sand (2505) and crushed stone (2517) are at 5 %; the other building materials here at 18 %.
 * A sub-category without its own entry takes its parent's. Admins may change them: this is where
 * a new database starts.
 */
export const CATEGORY_TAX: Readonly<Record<CategoryName, CategoryTax>> = {
  Cement: { hsn: '2523', gstRatePercent: 18 },
  Steel: { hsn: '7214', gstRatePercent: 18 },
  Sand: { hsn: '2505', gstRatePercent: 5 },
  Aggregates: { hsn: '2517', gstRatePercent: 5 },
  Blocks: { hsn: '6810', gstRatePercent: 18 },
  Bricks: { hsn: '6904', gstRatePercent: 12 },
  Tiles: { hsn: '6907', gstRatePercent: 18 },
  Paint: { hsn: '3209', gstRatePercent: 18 },
  Electrical: { hsn: '8544', gstRatePercent: 18 },
  Plumbing: { hsn: '3917', gstRatePercent: 18 },
  Hardware: { hsn: '8302', gstRatePercent: 18 },
  Wood: { hsn: '4412', gstRatePercent: 18 },
  Glass: { hsn: '7005', gstRatePercent: 18 },
  Roofing: { hsn: '7210', gstRatePercent: 18 },
  Doors: { hsn: '4418', gstRatePercent: 18 },
  Windows: { hsn: '7610', gstRatePercent: 18 },
  Fittings: { hsn: '6910', gstRatePercent: 18 },
  Tools: { hsn: '8205', gstRatePercent: 18 },
  Others: { hsn: '3824', gstRatePercent: 18 },
};

/** Sub-categories whose goods have another heading or rate than their parent's, as "Top/Sub". */
export const SUB_CATEGORY_TAX: Readonly<Record<string, CategoryTax>> = {
  'Cement/Ready Mix Concrete': { hsn: '3824', gstRatePercent: 18 },
  'Steel/Binding Wire': { hsn: '7217', gstRatePercent: 18 },
  'Steel/Structural Steel': { hsn: '7216', gstRatePercent: 18 },
  'Blocks/AAC Blocks': { hsn: '6810', gstRatePercent: 18 },
  'Bricks/Fly Ash Bricks': { hsn: '6815', gstRatePercent: 12 },
  'Roofing/Clay Roof Tiles': { hsn: '6905', gstRatePercent: 12 },
  'Roofing/Fibre Cement Sheets': { hsn: '6811', gstRatePercent: 18 },
  'Wood/Timber': { hsn: '4407', gstRatePercent: 18 },
  'Electrical/Switches & Sockets': { hsn: '8536', gstRatePercent: 18 },
  'Electrical/MCBs & Distribution Boards': { hsn: '8536', gstRatePercent: 18 },
  'Electrical/Lighting & Fans': { hsn: '9405', gstRatePercent: 18 },
  'Plumbing/Water Tanks': { hsn: '3925', gstRatePercent: 18 },
  'Fittings/Bath Fittings': { hsn: '8481', gstRatePercent: 18 },
  'Fittings/Valves & Pipe Fittings': { hsn: '8481', gstRatePercent: 18 },
  'Glass/Mirrors': { hsn: '7009', gstRatePercent: 18 },
  'Doors/Steel & FRP Doors': { hsn: '7308', gstRatePercent: 18 },
  'Windows/uPVC Windows': { hsn: '3925', gstRatePercent: 18 },
  'Hardware/Fasteners': { hsn: '7318', gstRatePercent: 18 },
  'Hardware/Adhesives': { hsn: '3506', gstRatePercent: 18 },
  'Tools/Power Tools': { hsn: '8467', gstRatePercent: 18 },
};
