// Prints bench/run.mjs's results as readable lines: every figure of bench/results/latest.json that
// bench/README.md lists, with the ratios and the pass/fail against the goals.

const ms = (value) => `${value} ms`;
const percentileText = ({ p50, p95, p99 }) => `p50 ${ms(p50)}, p95 ${ms(p95)}, p99 ${ms(p99)}`;
const skippedOrFailed = (section) => section?.skipped ?? (section?.failed ? `FAILED: ${section.failed}` : undefined);

function printBundles(bundles) {
  const { budgetsKB: budgets } = bundles;
  console.log('Embed bundles (gzip)');
  console.log(`  loader ${bundles.loaderGzipKB} KB (budget ${budgets.loader} KB)`);
  console.log(
    `  first widget (labour calculator) ${bundles.firstWidgetGzipKB} KB = ${bundles.firstWidgetShareOfBudget} of the ${budgets.firstWidget} KB budget`,
  );
  console.log(`  further widget (quote button) ${bundles.furtherWidgetGzipKB} KB (budget ${budgets.furtherWidget} KB)`);
  console.log(
    `  largest first widget ${bundles.largestFirstWidget.tag} ${bundles.largestFirstWidget.gzipKB} KB, largest further ${bundles.largestFurtherWidget.tag} ${bundles.largestFurtherWidget.gzipKB} KB`,
  );
  console.log(`  host app entry ${bundles.hostAppEntryGzipKB} KB`);
}

function printSuggestions(title, section) {
  const why = skippedOrFailed(section);
  if (why) return console.log(`${title}: ${why}`);
  console.log(`${title}: ${section.products.toLocaleString('en')} products, ${section.database}`);
  console.log(
    `  worst p95 ${ms(section.worstP95Ms)}, goal ≤ ${ms(section.goalP95Ms)}: ${section.meetsGoal ? 'PASS' : 'FAIL'}; typo still finds UltraTech: ${section.typoStillFindsUltraTech}`,
  );
  console.log(`  product lookup by id p50 ${ms(section.productLookupP50Ms)}`);
  for (const [query, figures] of Object.entries(section.perQuery)) {
    console.log(
      `  '${query}': ${percentileText(figures)}; p50 ${figures.p50RatioToLookup}x a lookup; ${figures.matchingProducts.toLocaleString('en')} match, ${figures.suggestions} suggested`,
    );
  }
}

function printHttpLoad(section) {
  const why = skippedOrFailed(section);
  if (why) return console.log(`HTTP load: ${why}`);
  console.log(`HTTP load (autocannon, ${section.connections} connections, ${section.seconds} s per endpoint, demo data)`);
  const { helloWorld } = section;
  console.log(`  Fastify hello world: ${helloWorld.requestsPerSecond} req/s, ${percentileText(helloWorld)}`);
  for (const database of ['pglite', 'postgres']) {
    const endpoints = section[database];
    const skipped = skippedOrFailed(endpoints);
    if (skipped) {
      console.log(`  ${database}: ${skipped}`);
      continue;
    }
    const { bareDriver, ...real } = endpoints;
    for (const [name, figures] of Object.entries(real)) {
      console.log(
        `  ${database} ${name}: ${figures.requestsPerSecond} req/s = ${figures.throughputRatioToHelloWorld}x hello world; ${percentileText(figures)} (p95 ${figures.p95RatioToHelloWorld}x); failed ${figures.failed}`,
      );
    }
    for (const [name, { statements, plain, prepared }] of Object.entries(bareDriver ?? {})) {
      console.log(
        `  bare Fastify + pg, ${name}'s ${statements} statements: ${plain.throughputRatioToHelloWorld}x as sent, ${prepared.throughputRatioToHelloWorld}x prepared; failed ${plain.failed + prepared.failed}`,
      );
    }
  }
}

function printCataloguePages(section) {
  const why = skippedOrFailed(section);
  if (why) return console.log(`Catalogue pages: ${why}`);
  console.log(`Catalogue pages on ${section.database} (${section.pageSize} products, deep page at offset ${section.deepOffset}; category ${section.category})`);
  for (const figures of Object.values(section.bySize)) {
    const page = (name) => `${name} ${percentileText(figures[name])} (p50 ${figures[name].p50RatioToLookup}x a lookup)`;
    console.log(`  ${figures.products.toLocaleString('en')} products: ${['firstPage', 'categoryPage', 'deepPage'].map(page).join('; ')}`);
    console.log(
      `    goal < ${ms(section.goalMs)}: ${figures.meetsGoal ? 'PASS' : 'FAIL'}; the first page as read before issue 30: ${percentileText(figures.firstPageBeforeIssue30)}`,
    );
  }
}

function printCheckout(section) {
  const why = skippedOrFailed(section);
  if (why) return console.log(`Checkout: ${why}`);
  console.log(`Checkout on ${section.database}: ${section.buyers} buyers at once, ${section.checkouts} checkouts in ${section.seconds} s`);
  console.log(`  ${section.ordersPerSecond} orders/s, ${section.checkoutsPerSecond} checkouts/s; checkout ${percentileText(section.checkoutLatencyMs)}`);
  console.log(
    `  ${section.orders} orders, ${section.refusedAtCheckout} refused at checkout, ${section.refusedAtCart} at the cart; unexpected answers ${JSON.stringify(section.unexpected)}`,
  );
  console.log(`  stock ${section.initialStock} = ${section.unitsOrdered} ordered + ${section.stockLeft} left; oversold: ${section.oversold}`);
  console.log(`  statements per checkout: ${section.statementsPerCheckout} (${section.statementsPerCheckoutWithKey} with an Idempotency-Key)`);
}

function printColdStart(section) {
  const why = skippedOrFailed(section);
  if (why) return console.log(`Cold start: ${why}`);
  console.log(
    `Cold start (empty PGlite data directory to the first /api/v1/health answer, median of ${section.runs}): ${ms(section.emptyDatabaseToFirstAnswerMs)} = ${section.ratioToEmptyNode}x starting node -e "" (${ms(section.emptyNodeMs)})`,
  );
}

export function printSummary(results) {
  console.log(
    `\nBenchmarks ${results.date}, Node ${results.node}, load average ${results.loadAverageAtStart.join(' ')} at the start, ${results.loadAverageAtEnd.join(' ')} at the end\n`,
  );
  printBundles(results.bundles);
  console.log(
    `Labour calculator: ${results.labour.labourCalculationsPerSecond.toLocaleString('en')} calculations/s = ${results.labour.ratioToJsonParse}x JSON.parse of its input`,
  );
  printSuggestions('Suggestions on PGlite', results.suggestions);
  printSuggestions('Suggestions on PostgreSQL', results.suggestionsPostgres);
  printCataloguePages(results.cataloguePages);
  printHttpLoad(results.httpLoad);
  printCheckout(results.checkout);
  printColdStart(results.coldStart);
}
