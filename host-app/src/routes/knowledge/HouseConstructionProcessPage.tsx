import { Link, Table, type TableColumn } from '@nirmaan/ui';
import { ContentPage, ContentSection } from '../content/ContentPage.tsx';
import * as styles from '../content/content.css.ts';

interface ConstructionStep {
  title: string;
  /** Typical time for a G+1 house of about 2,000 sq ft. */
  duration: string;
  what: string;
  tips: string[];
}

/** The 16 steps of building a house (spec/seller-admin-toolkit.md §9 "Static guides": 16 steps, 10-15 months). */
const STEPS: readonly ConstructionStep[] = [
  {
    title: 'Fix the budget and arrange finance',
    duration: '2-4 weeks',
    what: 'Estimate the cost from the built-up area and the quality you want, and decide how much comes from savings and how much from a home loan.',
    tips: [
      'Keep 10-15% of the budget aside for price rises and changes.',
      'Banks release a construction loan in stages against progress; ask for the stage schedule before you sign.',
    ],
  },
  {
    title: 'Check the plot and its papers',
    duration: '2-4 weeks',
    what: 'Confirm the title, the approved layout, that the land is converted for residential use, and that taxes are paid; have the boundaries surveyed.',
    tips: [
      'Get an encumbrance certificate for at least 13 years (30 is better) and have a lawyer read the title chain.',
      'In Bangalore check the khata; in Tamil Nadu the patta and chitta are in the owner’s name.',
    ],
  },
  {
    title: 'Soil test and site survey',
    duration: '1-2 weeks',
    what: 'A soil investigation tells the engineer the safe bearing capacity, which decides the foundation type and depth. The survey fixes levels and boundaries.',
    tips: [
      'A soil test for a house costs far less than an over-designed or failed foundation.',
      'Note the road level: the plinth should be well above it so rain water does not enter.',
    ],
  },
  {
    title: 'Design the house and the structure',
    duration: '3-6 weeks',
    what: 'An architect draws the floor plans and elevations within the setbacks and floor area the rules allow; a structural engineer designs footings, columns, beams and slabs.',
    tips: [
      'Fix electrical and plumbing points on the drawings now: changes after plastering are costly.',
      'Ask for a bar bending schedule with the structural drawings.',
    ],
  },
  {
    title: 'Get the building plan sanctioned',
    duration: '1-2 months',
    what: 'Apply to the local authority with the drawings and property papers. Work must not start before the sanction.',
    tips: [
      'See our plan sanction guide for the documents and typical timelines in each city.',
      'Keep the sanctioned plan on site: inspectors and banks ask for it.',
    ],
  },
  {
    title: 'Choose the contractor and sign the agreement',
    duration: '2-4 weeks',
    what: 'Compare at least three quotes on the same specification (turnkey or labour-only), check earlier work, and sign a written contract with a payment schedule tied to stages.',
    tips: ['The contract should list brands and grades of cement, steel, tiles and fittings.', 'Hold back 5% of each payment until the defect period ends.'],
  },
  {
    title: 'Prepare the site and mark the layout',
    duration: '3-7 days',
    what: 'Clear the site, arrange water and a temporary power connection, build a store for cement, and mark the centre lines of the building on the ground.',
    tips: ['Check the marked diagonals: equal diagonals mean square corners.', 'Stack cement on a raised platform away from walls, at most 10 bags high.'],
  },
  {
    title: 'Excavation and foundation',
    duration: '3-4 weeks',
    what: 'Dig to the depth in the drawings, lay the PCC bed, then place the footing steel and concrete. Anti-termite treatment goes in before backfilling.',
    tips: ['The engineer should see the bottom of every pit before the PCC goes in.', 'Cure footings for at least 7 days.'],
  },
  {
    title: 'Plinth beam and backfilling',
    duration: '2-3 weeks',
    what: 'Columns are raised to plinth level and tied with plinth beams; the space inside is filled with earth in layers, watered and compacted.',
    tips: ['Compact the fill in layers of about 150 mm; poor compaction shows later as sinking floors.', 'Apply a damp-proof course on the plinth beam.'],
  },
  {
    title: 'Columns, beams and slabs',
    duration: '4-6 weeks per floor',
    what: 'Columns go up floor by floor; beams and the roof slab are cast together. Props stay until the concrete has gained strength.',
    tips: [
      'Check cover blocks and bar spacing before every pour.',
      'Keep the slab wet (ponding) for at least 7 days, longer in hot weather; keep props about 14 days for slabs.',
    ],
  },
  {
    title: 'Brickwork or blockwork',
    duration: '3-5 weeks',
    what: 'Walls are built with bricks, solid blocks or AAC blocks; lintels over doors and windows and the chajjas are cast along the way.',
    tips: ['Soak clay bricks before use (not AAC blocks).', 'Build at most about 1 m height of wall a day so the mortar sets.'],
  },
  {
    title: 'Electrical and plumbing rough-in',
    duration: '2-3 weeks',
    what: 'Conduits, switch boxes and pipes are chased into the walls and slabs before plastering; water lines are pressure-tested.',
    tips: [
      'Photograph the walls with conduits and pipes before plastering: you will need the map later.',
      'Use ISI-marked wires and pipes of the sizes the drawings give.',
    ],
  },
  {
    title: 'Plastering and waterproofing',
    duration: '4-6 weeks',
    what: 'Inside and outside walls are plastered; bathrooms, balconies and the terrace are waterproofed and tested by ponding.',
    tips: ['Fix chicken mesh where walls meet concrete to stop cracks.', 'Pond bathroom floors and the terrace for 24-48 hours before tiling.'],
  },
  {
    title: 'Flooring and tiling',
    duration: '3-4 weeks',
    what: 'Floors, bathroom walls and the kitchen dado are laid; stone is polished.',
    tips: ['Buy about 8-10% extra tiles from one batch so the shades match.', 'Tap laid tiles: a hollow sound means a gap underneath.'],
  },
  {
    title: 'Doors, windows, painting and finishing',
    duration: '5-8 weeks',
    what: 'Door and window shutters, grills, putty and paint, electrical fittings, sanitary ware and the kitchen are installed.',
    tips: ['Paint after the messy trades are done; touch up last.', 'Test every switch, tap and drain before the final payment.'],
  },
  {
    title: 'Connections, completion and handover',
    duration: '2-6 weeks',
    what: 'Permanent power and water connections, the completion or occupancy certificate where required, a final snag list and the keys.',
    tips: [
      'Collect the as-built drawings, warranties and bills of materials used.',
      'Walk through with a snag list and get every item fixed before the last payment.',
    ],
  },
];

interface TimelinePhase {
  phase: string;
  steps: string;
  months: string;
}

const TIMELINE: readonly TimelinePhase[] = [
  { phase: 'Planning, design and approvals', steps: '1-6', months: '2-4 months' },
  { phase: 'Site preparation to plinth', steps: '7-9', months: '1.5-2 months' },
  { phase: 'Structure (G+1)', steps: '10', months: '2-3 months' },
  { phase: 'Walls, services and plaster', steps: '11-13', months: '2-3 months' },
  { phase: 'Finishing and handover', steps: '14-16', months: '2.5-3 months' },
];

const TIMELINE_COLUMNS: readonly TableColumn<TimelinePhase>[] = [
  { key: 'phase', header: 'Phase', rowHeader: true },
  { key: 'steps', header: 'Steps' },
  { key: 'months', header: 'Typical time' },
];

/** /knowledge/house-construction-process: the 16 steps with tips, and a timeline. */
export function HouseConstructionProcessPage() {
  return (
    <ContentPage
      inKnowledgeHub
      title="House Construction Process"
      description="The 16 steps of building a house in India, from budget and plan sanction to handover, with practical tips and a 10-15 month timeline."
      lead="Building an independent house takes 10 to 15 months from the first plan to moving in. Here are the 16 steps, in order, with what to watch at each."
      asOf="Times are typical for a G+1 house of about 2,000 sq ft built by a contractor; larger houses, monsoon months and approvals can add to them."
    >
      <ContentSection id="steps" title="The 16 steps">
        <ol className={styles.steps}>
          {STEPS.map((step, index) => (
            <li key={step.title} className={styles.step}>
              <h3 className={styles.h3}>
                {index + 1}. {step.title}
              </h3>
              <p className={styles.stepMeta}>Typical time: {step.duration}</p>
              <p className={styles.text}>{step.what}</p>
              <ul className={styles.list} aria-label={`Tips for step ${index + 1}`}>
                {step.tips.map((tip) => (
                  <li key={tip} className={styles.tip}>
                    {tip}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      </ContentSection>

      <ContentSection id="timeline" title="Timeline">
        <p className={styles.text}>
          Steps overlap a little on a well-run site (design finishing while the loan is processed, say), which is how the total stays within 10-15 months.
        </p>
        <Table caption="Typical timeline of a G+1 house" columns={TIMELINE_COLUMNS} rows={TIMELINE} rowKey={(row) => row.phase} />
        <p className={styles.note}>Total: 10-15 months. Rain stops concreting and plastering; plan the structure for the dry months where you can.</p>
      </ContentSection>

      <ContentSection id="next" title="Next">
        <ul className={styles.list}>
          <li>
            <Link href="/knowledge/construction-cost-calculator">Estimate the cost</Link> of your house.
          </li>
          <li>
            <Link href="/knowledge/plan-sanction">Plan sanction</Link>: documents and timelines in Bangalore, Chennai and Coimbatore.
          </li>
          <li>
            <Link href="/toolkit">Construction videos</Link> for each phase on site.
          </li>
        </ul>
      </ContentSection>
    </ContentPage>
  );
}
