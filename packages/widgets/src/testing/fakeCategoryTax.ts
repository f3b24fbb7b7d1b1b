import { CATEGORY_TAX_MESSAGES, isGstRate, type CategoryTax, type CategoryTaxInput } from '@nirmaan/core';

/**
 * The admin's Tax rates behind the fake API (GET /admin/categories/tax, PUT /admin/categories/{id}/tax):
 * Cement with its own HSN code and rate, OPC under it taking Cement's, Bricks with none.
 */
export class FakeCategoryTax {
  categories: CategoryTax[] = [
    { id: 1, name: 'Cement', parent_id: null, parent_name: null, hsn_code: '2523', gst_rate_percent: 18 },
    { id: 2, name: 'OPC', parent_id: 1, parent_name: 'Cement', hsn_code: null, gst_rate_percent: null },
    { id: 3, name: 'Bricks', parent_id: null, parent_name: null, hsn_code: null, gst_rate_percent: null },
  ];

  async answer(request: Request, path: string, method: string): Promise<Response | null> {
    if (path === '/admin/categories/tax') return Response.json(this.categories);
    const taxMatch = /^\/admin\/categories\/(\d+)\/tax$/.exec(path);
    if (taxMatch && method === 'PUT') return this.set(Number(taxMatch[1]), (await request.json()) as CategoryTaxInput);
    return null;
  }

  private set(id: number, input: CategoryTaxInput): Response {
    const category = this.categories.find((candidate) => candidate.id === id);
    if (!category) return Response.json({ detail: 'Category not found' }, { status: 404 });
    if (input.gst_rate_percent !== null && !isGstRate(input.gst_rate_percent)) return Response.json({ detail: CATEGORY_TAX_MESSAGES.gstRate }, { status: 422 });
    Object.assign(category, input);
    return Response.json(category);
  }
}
