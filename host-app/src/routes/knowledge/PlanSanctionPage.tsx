import { Link, Table, type TableColumn } from '@nirmaan/ui';
import { ContentPage, ContentSection } from '../content/ContentPage.tsx';
import * as styles from '../content/content.css.ts';

interface Authority {
  city: string;
  authority: string;
  when: string;
  time: string;
}

/** spec §9 "Static guides": 45-60 days at a municipal corporation, 30-45 days at a development authority. */
const AUTHORITIES: readonly Authority[] = [
  {
    city: 'Bangalore',
    authority: 'City corporation (BBMP, being reorganised under the Greater Bengaluru Authority)',
    when: 'Plots inside corporation limits.',
    time: '45-60 days',
  },
  {
    city: 'Bangalore',
    authority: 'BDA (Bangalore Development Authority)',
    when: 'Plots in BDA jurisdiction outside corporation limits, such as BDA layouts.',
    time: '30-45 days',
  },
  {
    city: 'Chennai',
    authority: 'GCC (Greater Chennai Corporation)',
    when: 'Ordinary residential buildings within corporation limits, up to the size the state delegates to it.',
    time: '45-60 days',
  },
  {
    city: 'Chennai',
    authority: 'CMDA (Chennai Metropolitan Development Authority)',
    when: 'Larger or special buildings, and areas of the metropolitan region outside GCC.',
    time: '30-45 days',
  },
  {
    city: 'Coimbatore',
    authority: 'Coimbatore City Municipal Corporation',
    when: 'Plots inside corporation limits.',
    time: '45-60 days',
  },
  {
    city: 'Coimbatore',
    authority: 'Coimbatore LPA (Local Planning Authority, under DTCP)',
    when: 'Areas of the planning region outside the corporation and larger buildings.',
    time: '30-45 days',
  },
];

const AUTHORITY_COLUMNS: readonly TableColumn<Authority>[] = [
  { key: 'city', header: 'City', rowHeader: true },
  { key: 'authority', header: 'Authority' },
  { key: 'when', header: 'Usually for' },
  { key: 'time', header: 'Typical time' },
];

/** /knowledge/plan-sanction: approvals in Bangalore, Chennai and Coimbatore. */
export function PlanSanctionPage() {
  return (
    <ContentPage
      inKnowledgeHub
      title="Plan Sanction"
      description="Building plan approval for a house in Bangalore (BBMP, BDA), Chennai (GCC, CMDA) and Coimbatore (corporation, LPA): which authority, documents and typical timelines."
      lead="Before you build you need the local authority’s sanction of your building plan. Which authority depends on where the plot is; the documents are much the same everywhere."
      asOf="Guidance as of 2025. Rules, fees and online portals change often and differ for each plot: confirm with the authority or a licensed architect before you apply."
    >
      <ContentSection id="who" title="Which authority approves your plan">
        <p className={styles.text}>
          A municipal corporation typically takes 45-60 days from a complete application to the sanction; a development authority 30-45 days. Missing documents,
          site inspections and objections add time.
        </p>
        <Table caption="Plan sanction authorities and typical times (2025)" columns={AUTHORITY_COLUMNS} rows={AUTHORITIES} rowKey={(row) => row.authority} />
        <p className={styles.note}>
          Both Karnataka and Tamil Nadu have introduced faster self-certification routes for small residential plots, where a licensed architect or engineer
          certifies the plan and the approval is issued online within days. Ask your architect whether your plot and building qualify.
        </p>
      </ContentSection>

      <ContentSection id="documents" title="Documents you will usually need">
        <ul className={styles.list}>
          <li>Title deed (sale deed) in the owner’s name, and the previous title documents.</li>
          <li>Encumbrance certificate for the recent years (often 13 or more).</li>
          <li>Bangalore: the khata certificate and khata extract. Tamil Nadu: the patta, chitta and the FMB sketch.</li>
          <li>Latest property tax receipt.</li>
          <li>The approved layout plan the plot belongs to (BDA, BMRDA, CMDA or DTCP approved), or the land-use conversion order.</li>
          <li>
            Building drawings (site plan, floor plans, sections, elevations) signed by a licensed architect or engineer, with the setbacks and floor area worked
            out.
          </li>
          <li>Structural stability certificate for the design, from a structural engineer.</li>
          <li>Owner’s identity proof and photographs.</li>
          <li>Rainwater harvesting details: rainwater harvesting is compulsory for new houses in Bangalore and in Tamil Nadu.</li>
          <li>No-objection certificates where they apply: height near the airport, fire for taller buildings, heritage or lake buffers.</li>
        </ul>
      </ContentSection>

      <ContentSection id="steps" title="How the application goes">
        <ol className={styles.list}>
          <li>Your architect prepares the drawings to the zoning rules: setbacks, floor area ratio, height and parking.</li>
          <li>Apply on the authority’s online building plan portal and upload the drawings and documents.</li>
          <li>Pay the scrutiny fee; an engineer scrutinises the plan and may inspect the site.</li>
          <li>Answer any objections with revised drawings or documents.</li>
          <li>Pay the demand (licence fee, betterment charges and other levies the authority calculates).</li>
          <li>Receive the sanctioned plan and building licence; keep a copy on site.</li>
        </ol>
      </ContentSection>

      <ContentSection id="tips" title="Tips">
        <ul className={styles.list}>
          <li>Build as sanctioned: deviations can block the completion or occupancy certificate, bank loans and later resale.</li>
          <li>A sanction is valid for a limited time (often 2-3 years) for starting and finishing; note the dates.</li>
          <li>Fees depend on the plot, the built-up area and the road width; ask your architect for an estimate before you apply.</li>
          <li>Use only the authority’s official portal and receipts. Be wary of anyone offering a sanction without the documents.</li>
        </ul>
        <p className={styles.text}>
          Next: the whole <Link href="/knowledge/house-construction-process">house construction process</Link>, or{' '}
          <Link href="/knowledge/building-contractor-rates">what contractors charge</Link>.
        </p>
      </ContentSection>
    </ContentPage>
  );
}
