import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_BOQ_REQUEST, calculateBoq, calculateHouse, defaultHouseInput, calculateMaterial, type MaterialInput } from '@nirmaan/calculators';
import { needsFromBoq, needsFromHouseResult, needsFromMaterialResult, unitsToOrder, type MaterialNeed, type Product } from '@nirmaan/core/pure';
import { seedDemoData } from '../db/seed/index.ts';
import { startTestServer, type TestServer } from '../testing/testServer.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await seedDemoData(server.db);
}, 60_000);
afterAll(() => server.close());

function materialNeeds(input: MaterialInput): MaterialNeed[] {
  const outcome = calculateMaterial(input);
  return outcome.ok ? needsFromMaterialResult(input, outcome.result) : [];
}

function everyCalculatorNeed(): MaterialNeed[] {
  const house = calculateHouse({ ...defaultHouseInput(), plotLength: 30, plotWidth: 40, floors: 2 });
  const walls = (['Brick', 'Concrete Block', 'AAC Block'] as const).map((wall_type) => calculateBoq({ ...DEFAULT_BOQ_REQUEST, wall_type }));
  return [
    ...materialNeeds({ type: 'concrete', length: 4, width: 3, grade: 'M20', thicknessMm: 150, height: NaN }),
    ...materialNeeds({ type: 'brickwork', length: 5, width: 3, brickClass: 'firstClass' }),
    ...materialNeeds({ type: 'steel', length: 5, width: 4, grade: 'Fe415' }),
    ...(['OPC33', 'OPC43', 'OPC53', 'PPC'] as const).flatMap((cementType) =>
      materialNeeds({ type: 'plaster', length: 10, width: 3, cementType, thicknessMm: 12 }),
    ),
    ...materialNeeds({ type: 'paint', length: 10, width: 3 }),
    ...(house.ok ? needsFromHouseResult(house.result) : []),
    ...walls.flatMap((boq) => (boq.ok ? needsFromBoq(boq.result) : [])),
  ];
}

describe('the materials the calculators suggest can be bought in the demo catalogue', () => {
  it('finds, for every suggested material, a product sold in its unit among the best matches', async () => {
    const searches = new Map(everyCalculatorNeed().map((need) => [need.search, need]));
    expect(searches.size).toBeGreaterThan(8);
    const unbuyable: string[] = [];
    const buyable = async (need: MaterialNeed, search: string) => {
      const { status, body } = await server.call('GET', `/api/v1/products/?search=${encodeURIComponent(search)}&limit=20`);
      expect(status).toBe(200);
      return (body as Product[]).some((product) => unitsToOrder(need, product) !== null && product.listing_count > 0);
    };
    for (const need of searches.values()) {
      const found = (await buyable(need, need.search)) || (need.fallbackSearch !== undefined && (await buyable(need, need.fallbackSearch)));
      if (!found) unbuyable.push(need.search);
    }
    expect(unbuyable).toEqual([]);
  });
});
