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

/** Three practical posts for Indian home builders (plain, allow-listed HTML: h2, h3, p, ul, ol, li, strong, em). */
export const SEED_BLOG_POSTS: readonly SeedBlogPost[] = [
  {
    slug: 'opc-vs-ppc-cement-which-to-use-where',
    title: 'OPC or PPC? Choosing the right cement for each stage of your house',
    category: 'Materials',
    excerpt: 'OPC 53 for early strength, PPC for durability: a stage-by-stage guide to which bag to buy, and what to check on the bag before it goes into your concrete.',
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
    excerpt: 'River sand is scarce and often adulterated. Here is how manufactured sand compares, which grade suits concrete and which suits plaster, and how to test any sand on site.',
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
];
