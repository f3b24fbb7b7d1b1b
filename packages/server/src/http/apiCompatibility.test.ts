import { describe, expect, it } from 'vitest';
import { breakingChanges, type OpenApiDocument } from './apiCompatibility.ts';

/** A released document with one operation taking a JSON body and a query parameter. */
function released(): OpenApiDocument {
  return {
    paths: {
      '/api/v1/rfqs': {
        post: {
          operationId: 'createRfq',
          parameters: [{ in: 'query', name: 'city', required: false }],
          requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/Rfq' } } } },
        },
        get: { operationId: 'listRfqs' },
      },
    },
    components: { schemas: { Rfq: { type: 'object', required: ['items'], properties: { items: {}, note: {} } } } },
  };
}

describe('breakingChanges', () => {
  it('finds nothing when the served document is the released one, or only adds', () => {
    const served = released();
    served.paths!['/api/v1/orders'] = { get: { operationId: 'listOrders' } };
    expect(breakingChanges(released(), released())).toEqual([]);
    expect(breakingChanges(released(), served)).toEqual([]);
  });

  it('reports a removed operation', () => {
    const served = released();
    delete served.paths!['/api/v1/rfqs']!.get;
    expect(breakingChanges(released(), served)).toEqual([expect.stringContaining('GET /api/v1/rfqs was removed')]);
  });

  it('reports a newly required body field (through a $ref) and a newly required parameter', () => {
    const served = released();
    served.components!.schemas!.Rfq = { type: 'object', required: ['items', 'note'], properties: { items: {}, note: {} } };
    (served.paths!['/api/v1/rfqs']!.post as { parameters: unknown[] }).parameters = [{ in: 'query', name: 'city', required: true }];
    expect(breakingChanges(released(), served)).toEqual([
      expect.stringContaining('POST /api/v1/rfqs now requires application/json body field "note"'),
      expect.stringContaining('POST /api/v1/rfqs now requires query parameter "city"'),
    ]);
  });

  it('allows removing or tightening an operation the released document deprecated', () => {
    const before = released();
    (before.paths!['/api/v1/rfqs']!.get as { deprecated?: boolean }).deprecated = true;
    const served = released();
    delete served.paths!['/api/v1/rfqs']!.get;
    expect(breakingChanges(before, served)).toEqual([]);
  });
});
