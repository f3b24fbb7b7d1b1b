export interface SeedBlogPost {
  slug: string;
  title: string;
  category: string;
  excerpt: string;
  readTimeMinutes: number;
  /** Omitted for posts by the default author ('Admin'). */
  authorName?: string;
  /** Days before the seed runs, so the posts have distinct, plausible dates. */
  daysAgo: number;
  contentHtml: string;
}

/** Practical posts for Indian home builders (plain, allow-listed HTML: h2, h3, p, ul, ol, li, strong, em, table). */
export const SEED_BLOG_POSTS: readonly SeedBlogPost[] = [
  {
    slug: 'opc-vs-ppc-cement-which-to-use-where',
    title: 'OPC or PPC? Choosing the right cement for each stage of your house',
    category: 'Materials',
    excerpt:
      'OPC 53 for early strength, PPC for durability: a stage-by-stage guide to which bag to buy, and what to check on the bag before it goes into your concrete.',
    readTimeMinutes: 6,
    authorName: 'Nirmaan Editorial Team',
    daysAgo: 21,
    contentHtml: `
<p>Walk into any cement shop in Bangalore, Chennai or Coimbatore and you will be offered two families of cement: <strong>OPC</strong> (Ordinary Portland Cement, in 43 and 53 grades) and <strong>PPC</strong> (Portland Pozzolana Cement). Both are good cements. They simply behave differently, and using each where it fits saves money and cracks.</p>
<h2>What the names mean</h2>
<ul>
<li><strong>OPC 53</strong> reaches at least 53 MPa at 28 days (IS 269). It gains strength fast and gives off more heat while it sets.</li>
<li><strong>OPC 43</strong> reaches at least 43 MPa. It is slightly slower and more forgiving for general work.</li>
<li><strong>PPC</strong> replaces 15–35% of the clinker with fly ash (IS 1489). It gains strength more slowly but ends up denser, less permeable and more resistant to sulphates and chlorides.</li>
</ul>
<h2>Which cement for which job</h2>
<ol>
<li><strong>Footings and foundations:</strong> PPC. Slow heat release and lower permeability protect the steel in damp soil.</li>
<li><strong>Columns, beams and roof slabs:</strong> OPC 53 or PPC. Use OPC 53 when you need early de-shuttering or a tight schedule; PPC is fine if you can cure for the full period.</li>
<li><strong>Brick and block masonry:</strong> PPC or OPC 43. Very high early strength is not needed and PPC mortar shrinks less.</li>
<li><strong>Plastering:</strong> PPC. It gives a smoother finish with fewer hairline cracks.</li>
<li><strong>Precast items and repair work:</strong> OPC 53, for quick handling strength.</li>
</ol>
<h2>Curing makes the difference</h2>
<p>PPC needs longer curing than OPC to reach its full strength. Keep slabs and columns wet for <strong>at least 10 days with PPC</strong> and 7 days with OPC; in hot, windy weather go to 14 days. Ponding on slabs and wet hessian on columns work better than an occasional splash of water.</p>
<h2>Check every bag before you pay</h2>
<ul>
<li>The <strong>ISI mark</strong> and the standard (IS 269 for OPC, IS 1489 for PPC) are printed on the bag.</li>
<li>The <strong>week and year of manufacture</strong>: cement loses about 20% of its strength after three months in storage. Prefer bags less than four weeks old.</li>
<li>No lumps: press the bag; it should feel powdery, not stony.</li>
<li>Weight: a random bag on a scale should read 50 kg (the tolerance is small).</li>
</ul>
<h2>Storing cement on site</h2>
<p>Stack bags on a raised wooden platform or plastic sheet, at least 150 mm off the floor and away from walls, no more than 10 bags high, and cover the stack. Use the oldest bags first.</p>
<p><em>Tip:</em> compare prices across suppliers on the product page. A difference of ₹15–25 a bag is common, and on a 1,000 sq ft house that uses about 400 bags it adds up quickly.</p>
`,
  },
  {
    slug: 'how-to-check-tmt-bars-on-site',
    title: 'How to check TMT bars on site before you accept the delivery',
    category: 'Quality',
    excerpt: 'Weight per metre, markings, a bend test and the mill certificate: five checks any site engineer or home owner can do in fifteen minutes.',
    readTimeMinutes: 5,
    authorName: 'Er. Karthik Subramanian',
    daysAgo: 12,
    contentHtml: `
<p>Steel is usually the most expensive single material in the frame of a house, and under-weight or substandard bars are hard to spot once they are tied into a column cage. These checks take about fifteen minutes when the lorry arrives.</p>
<h2>1. Read the markings</h2>
<p>Genuine bars carry the brand name, the grade (for example <strong>Fe 500D</strong> or <strong>Fe 550D</strong>) and the ISI mark rolled into the bar at regular intervals. Bars with no markings, or with markings only on a paper tag, should be refused.</p>
<h2>2. Weigh a metre</h2>
<p>Cut or measure a bar and weigh it. The nominal weight per metre is <strong>d² ÷ 162</strong> kg, where d is the diameter in mm:</p>
<ul>
<li>8 mm: 0.395 kg/m</li>
<li>10 mm: 0.617 kg/m</li>
<li>12 mm: 0.888 kg/m</li>
<li>16 mm: 1.58 kg/m</li>
<li>20 mm: 2.47 kg/m</li>
</ul>
<p>IS 1786 allows about ±7% for 8–10 mm and ±5% for 12–16 mm bars. Anything lighter means you are paying for steel you are not getting.</p>
<h2>3. Do a bend test</h2>
<p>Bend a short piece of bar through 180° around a pin about three times its diameter, then straighten it partly. Good TMT shows <strong>no cracks</strong> on the outer surface of the bend. "D" grades (Fe 500D, Fe 550D) have higher elongation and are preferred in seismic zones.</p>
<h2>4. Look at the surface</h2>
<p>Light, powdery brown rust is harmless. Flaky, pitted rust that leaves scales when you rub it is not. Ribs should be uniform and continuous along the bar.</p>
<h2>5. Ask for the test certificate</h2>
<p>Every lot should come with a mill test certificate showing yield strength, tensile strength and elongation for that heat number. Match the heat number on the certificate to the tag on the bundle.</p>
<h2>Storing and using the bars</h2>
<ul>
<li>Store bars off the ground on wooden sleepers, sorted by diameter, and cover them in the monsoon.</li>
<li>Do not heat bars to bend them; TMT loses its strength when heated.</li>
<li>Order about 3–5% extra for laps and wastage, and keep the bar bending schedule from your structural drawings at hand.</li>
</ul>
`,
  },
  {
    slug: 'm-sand-vs-p-sand-vs-river-sand',
    title: 'M-Sand, P-Sand or river sand: what to buy for concrete and plaster',
    category: 'Materials',
    excerpt:
      'River sand is scarce and often adulterated. Here is how manufactured sand compares, which grade suits concrete and which suits plaster, and how to test any sand on site.',
    readTimeMinutes: 5,
    daysAgo: 4,
    contentHtml: `
<p>With river-sand mining restricted across Karnataka and Tamil Nadu, <strong>manufactured sand</strong> has become the default for most houses. Used correctly it is as good as river sand, and often better, because it is consistent from load to load.</p>
<h2>The three kinds of sand</h2>
<ul>
<li><strong>M-Sand (concrete sand):</strong> crushed granite, graded to Zone II of IS 383, particles up to 4.75 mm. Use it for RCC, PCC and block masonry.</li>
<li><strong>P-Sand (plastering sand):</strong> finer manufactured sand, sieved below 2.36 mm and washed. Use it for internal and external plaster.</li>
<li><strong>River sand:</strong> natural, rounded grains. Good for plaster where available legally, but expensive, variable and sometimes mixed with silt or sea sand.</li>
</ul>
<h2>Using M-Sand well</h2>
<p>M-Sand grains are angular, so concrete made with it needs a little more water or a plasticiser to stay workable. Do not simply add water on site; ask your supplier or engineer for a mix with a water-reducing admixture. For plaster, use P-Sand rather than concrete M-Sand, or the finish will be rough.</p>
<h2>Three tests you can do on site</h2>
<ol>
<li><strong>Silt test:</strong> fill a glass jar one-third with sand, add water to two-thirds, add a pinch of salt, shake and leave it for three hours. The layer of silt on top should be less than 3% of the sand height (about 8% is the absolute limit).</li>
<li><strong>Hand test:</strong> rub damp sand between your palms. If your hands stay stained with fine dust, the sand has too much silt or clay.</li>
<li><strong>Salt test for sea sand:</strong> taste a few grains. Any saltiness means sea sand, which corrodes reinforcement. Refuse it.</li>
</ol>
<h2>How much to order</h2>
<p>Sand is sold by the cubic foot (cft) or by the ton; one ton of dry M-Sand is about 22–24 cft. As a rough guide a 1,000 sq ft house needs around 1,800 cft of sand for concrete, masonry and plaster together. Use the material calculator for your own plan, and add 5–10% for wastage.</p>
`,
  },
  {
    slug: 'curing-and-deshuttering-concrete',
    title: 'Curing and de-shuttering: how long to wait before you strip the formwork',
    category: 'Construction Tips',
    excerpt:
      'Most cracks in slabs and columns come from curing too little and stripping too early. The IS 456 timings for each member, and how to cure properly in a South Indian summer.',
    readTimeMinutes: 6,
    authorName: 'Er. Karthik Subramanian',
    daysAgo: 30,
    contentHtml: `
<p>Concrete does not "dry" to become strong: it <strong>hydrates</strong>, and it keeps gaining strength only while there is water in it. A slab that dries out in the first week can lose a third of its strength at the surface and craze with fine cracks. Curing is cheap; repairing a leaking roof is not.</p>
<h2>How long to cure</h2>
<ul>
<li><strong>OPC concrete:</strong> at least <strong>7 days</strong> of continuous moist curing (IS 456).</li>
<li><strong>PPC, or concrete with fly ash or slag:</strong> at least <strong>10 days</strong>.</li>
<li><strong>Hot, dry or windy weather</strong> (March to May in Chennai and Coimbatore): extend to <strong>10–14 days</strong> whatever the cement.</li>
</ul>
<h2>How to cure each member</h2>
<ul>
<li><strong>Roof and floor slabs:</strong> once the surface is hard enough to walk on (usually the next morning), build small mortar bunds and keep 25–50 mm of water ponded on the slab.</li>
<li><strong>Columns and beams:</strong> wrap them in wet hessian or gunny bags and keep them wet. A splash of water twice a day is not curing: the surface dries in an hour in the sun.</li>
<li><strong>Walls and plaster:</strong> spray water three to four times a day for at least 7 days; start the day after plastering.</li>
<li>Where water is short, a <strong>curing compound</strong> sprayed on fresh concrete is an accepted alternative; ask your supplier for one that meets ASTM C309.</li>
</ul>
<h2>When the formwork may come off</h2>
<p>IS 456 gives these minimum stripping times for OPC concrete at normal temperatures. Use longer times for PPC, in cold weather, or when your engineer says so.</p>
<table>
<thead><tr><th scope="col">Formwork</th><th scope="col">Minimum time</th></tr></thead>
<tbody>
<tr><td>Sides of columns, walls and beams</td><td>16–24 hours</td></tr>
<tr><td>Slab soffit (props left under)</td><td>3 days</td></tr>
<tr><td>Beam soffit (props left under)</td><td>7 days</td></tr>
<tr><td>Props under slabs spanning up to 4.5 m</td><td>7 days</td></tr>
<tr><td>Props under slabs spanning over 4.5 m</td><td>14 days</td></tr>
<tr><td>Props under beams spanning up to 6 m</td><td>14 days</td></tr>
<tr><td>Props under beams spanning over 6 m</td><td>21 days</td></tr>
</tbody>
</table>
<h2>Mistakes that crack slabs</h2>
<ol>
<li>Stacking bricks, cement bags or steel on a slab in its first week.</li>
<li>Removing props early to reuse them on the next floor. Hire enough props instead.</li>
<li>Adding water to the mix on site to make it easier to pour: every extra litre weakens the concrete.</li>
<li>Starting to cure only after the surface has already turned white and dry.</li>
</ol>
<p><em>Tip:</em> note the casting date of every slab, column and beam on the site board, with the date its props may come out. It stops the "can we open it today?" argument before it starts.</p>
`,
  },
  {
    slug: 'documents-before-you-start-building',
    title: 'Before the first brick: documents and approvals for building a house',
    category: 'Planning',
    excerpt:
      'Title papers, khata, an approved plan, and the temporary power and water connections: a checklist of what to have in hand before construction starts, and why each one matters.',
    readTimeMinutes: 5,
    daysAgo: 8,
    contentHtml: `
<p>A house built without the right papers can be refused a completion certificate, a permanent electricity connection or a bank loan, and in the worst case be ordered demolished. Rules differ between BBMP and the other municipalities of Karnataka, Greater Chennai Corporation and Coimbatore Corporation, but the list of what to gather is much the same everywhere.</p>
<h2>1. Proof that the land is yours</h2>
<ul>
<li>The registered <strong>sale deed</strong> and the chain of earlier deeds (ideally 30 years).</li>
<li>An <strong>encumbrance certificate</strong> from the sub-registrar's office showing no mortgage or dispute on the plot.</li>
<li>For land that was once agricultural: the <strong>conversion order</strong> for residential use.</li>
</ul>
<h2>2. The property records of the local body</h2>
<ul>
<li>In Karnataka, the <strong>khata certificate and khata extract</strong>; in Tamil Nadu, the <strong>patta</strong> and the property tax assessment.</li>
<li>The latest <strong>property tax paid receipts</strong>.</li>
</ul>
<h2>3. An approved building plan</h2>
<p>The plan must be drawn and signed by a registered architect or licensed engineer and approved by the local body <strong>before</strong> work starts. It fixes the setbacks (the open space to be left on each side), the number of floors and the floor area ratio for your plot and road width. Larger or taller buildings also need a structural stability certificate from a structural engineer.</p>
<ul>
<li>Keep a copy of the approved plan on site; inspectors and your bank will ask for it.</li>
<li>Building more floors or less setback than approved is the most common reason for trouble later, when you apply for the occupancy or completion certificate.</li>
</ul>
<h2>4. Temporary connections for the site</h2>
<ul>
<li>A <strong>temporary electricity connection</strong> for construction from BESCOM, TANGEDCO or your local supplier. It is billed at a higher tariff; apply early.</li>
<li>Water for construction: a borewell permission where needed, or a water supply arrangement. Construction uses a lot of water, especially for curing.</li>
</ul>
<h2>5. For the bank</h2>
<p>A home loan needs most of the papers above, plus a cost estimate. Use the BOQ calculator to prepare one, and keep supplier quotations and invoices from the start: banks release later instalments against progress and bills.</p>
<p><em>Note:</em> this is a general checklist, not legal advice. Fees, forms and limits change; confirm the current rules with your local body or an advocate before you buy or build.</p>
`,
  },
];
