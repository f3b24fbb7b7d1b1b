import { Link, Table, type TableColumn } from '@nirmaan/ui';
import { ContentPage, ContentSection } from '../content/ContentPage.tsx';
import * as styles from '../content/content.css.ts';

interface Flooring {
  type: string;
  cost: string;
  durability: string;
  maintenance: string;
  suits: string;
}

/** Installed cost per sq ft: material and laying, indicative for 2025. */
const FLOORING: readonly Flooring[] = [
  { type: 'Ceramic tiles', cost: '₹60-120', durability: 'Moderate: glaze can chip', maintenance: 'Low', suits: 'Bathroom walls, utility areas, budget rooms' },
  {
    type: 'Vitrified tiles (double charge, GVT)',
    cost: '₹90-220',
    durability: 'High: hard, low water absorption',
    maintenance: 'Low',
    suits: 'Living rooms, bedrooms, most of the house',
  },
  { type: 'Granite', cost: '₹150-350', durability: 'Very high', maintenance: 'Low', suits: 'Kitchens, staircases, entrances, high-traffic areas' },
  {
    type: 'Indian marble (Makrana, Rajnagar)',
    cost: '₹150-400',
    durability: 'High, but stains and scratches',
    maintenance: 'Medium: polish every few years',
    suits: 'Living rooms, pooja rooms',
  },
  {
    type: 'Italian marble',
    cost: '₹450-1,200',
    durability: 'Moderate: soft and porous',
    maintenance: 'High: sealing and careful cleaning',
    suits: 'Luxury living and dining areas',
  },
  {
    type: 'Kota, Tandur or Cuddapah stone',
    cost: '₹70-150',
    durability: 'Very high',
    maintenance: 'Low',
    suits: 'Utility areas, balconies, parking, outdoors',
  },
  {
    type: 'Athangudi tiles (handmade)',
    cost: '₹120-250',
    durability: 'Good',
    maintenance: 'Medium: wax or seal now and then',
    suits: 'Verandas and living rooms in traditional Tamil Nadu homes',
  },
  { type: 'Laminate wood', cost: '₹120-250', durability: 'Moderate: dislikes water', maintenance: 'Medium', suits: 'Bedrooms, studies on upper floors' },
  {
    type: 'Engineered wood',
    cost: '₹250-600',
    durability: 'Good: real wood top layer',
    maintenance: 'Medium: keep dry, refinish rarely',
    suits: 'Bedrooms, living rooms away from wet areas',
  },
];

const FLOORING_COLUMNS: readonly TableColumn<Flooring>[] = [
  { key: 'type', header: 'Flooring', rowHeader: true },
  { key: 'cost', header: 'Cost per sq ft (installed)' },
  { key: 'durability', header: 'Durability' },
  { key: 'maintenance', header: 'Maintenance' },
  { key: 'suits', header: 'Where it suits' },
];

/** /knowledge/flooring-options: the flooring comparison. */
export function FlooringOptionsPage() {
  return (
    <ContentPage
      inKnowledgeHub
      title="Flooring Options"
      description="Vitrified tiles, granite, marble, Kota stone, Athangudi tiles and wooden floors compared: cost per sq ft, durability, maintenance and where each suits."
      lead="The floor is the finish you will live with longest. Here is how the common choices compare on cost, wear and upkeep, and where each works best."
      asOf="Costs are indicative for 2025 in Bangalore, Chennai and Coimbatore, including material and laying; polishing, skirting and premium patterns cost extra."
    >
      <ContentSection id="compare" title="Flooring compared">
        <Table
          caption="Flooring options: cost per sq ft, durability, maintenance and use (2025)"
          columns={FLOORING_COLUMNS}
          rows={FLOORING}
          rowKey={(row) => row.type}
        />
      </ContentSection>

      <ContentSection id="rooms" title="Choosing room by room">
        <ul className={styles.list}>
          <li>Living and bedrooms: vitrified tiles for value, marble or engineered wood for a premium look.</li>
          <li>Kitchen: granite for the counter and a matt or anti-skid tile for the floor.</li>
          <li>Bathrooms: anti-skid ceramic or vitrified tiles (R10-R11 slip rating) and a slope to the drain.</li>
          <li>Staircase: granite treads with a nosing or grooves for grip.</li>
          <li>Balconies, parking and outdoors: Kota, Tandur or rough-finish granite that stays safe when wet.</li>
        </ul>
      </ContentSection>

      <ContentSection id="tips" title="Tips for a floor that lasts">
        <ul className={styles.list}>
          <li>Buy 8-10% extra from one batch: shades vary between batches, and you will want spares for repairs.</li>
          <li>Lay tiles on a full bed of adhesive or mortar; tap each one after laying and relay any that sound hollow.</li>
          <li>Keep joints of 2-3 mm with spacers and fill them with epoxy grout in wet areas.</li>
          <li>Polish marble only after all other work is done, and keep acid cleaners away from marble and Kota.</li>
          <li>Large-format tiles need a very level base: check the floor screed with a straight edge first.</li>
        </ul>
        <p className={styles.text}>
          Compare tile and granite prices from local suppliers on the <Link href="/products">products page</Link>, and see the flooring phase on site in the{' '}
          <Link href="/toolkit">construction videos</Link>.
        </p>
      </ContentSection>
    </ContentPage>
  );
}
