import { describe, expect, it } from 'vitest';
import {
  ADMIN_CATALOGUE_MESSAGES as M,
  catalogueProductProblems,
  categoryFormProblems,
  cleanSpecifications,
  emptyCatalogueProductForm,
  moveSpecification,
  skuError,
  specificationPairs,
  specificationRecord,
  specificationsError,
  toCatalogueProductInput,
  toCategoryInput,
  typicalQuantityError,
  validateCatalogueProduct,
  validateCategoryForm,
} from './adminCatalogueRules.ts';
import { categoryLabel, categoryPlacementError, categoryTree, parentChoices } from './adminCategoryTree.ts';

const tree = [
  { id: 1, name: 'Cement', parent_id: null },
  { id: 2, name: 'OPC', parent_id: 1 },
  { id: 3, name: 'PPC', parent_id: 1 },
  { id: 4, name: 'Bricks', parent_id: null },
  { id: 5, name: 'Steel', parent_id: null },
];

describe('the product form', () => {
  it('requires name, SKU, unit and category', () => {
    expect(validateCatalogueProduct(emptyCatalogueProductForm())).toEqual({ name: M.name, master_sku: M.sku, unit: M.unit, category_id: M.category });
  });

  it('sends a valid form trimmed, blanks as null, empty specification rows left out', () => {
    const form = {
      ...emptyCatalogueProductForm(),
      name: ' OPC 53 ',
      master_sku: ' CEM-OPC-53 ',
      unit: 'Bag',
      category_id: '2',
      brand: '  ',
      specifications: [
        { name: ' Grade ', value: ' 53 ' },
        { name: '', value: '' },
      ],
    };
    expect(validateCatalogueProduct(form)).toEqual({});
    expect(toCatalogueProductInput(form)).toEqual({
      name: 'OPC 53',
      display_name: null,
      master_sku: 'CEM-OPC-53',
      brand: null,
      unit: 'Bag',
      description: null,
      category_id: 2,
      specifications: [{ name: 'Grade', value: '53' }],
    });
  });

  it('checks the SKU, the unit and the lengths', () => {
    expect(skuError('CEM/OPC-53_a.1')).toBeNull();
    expect(skuError('has space')).toBe(M.skuFormat);
    expect(skuError('-starts')).toBe(M.skuFormat);
    expect(skuError('A'.repeat(65))).toBe(M.skuFormat);
    const form = { ...emptyCatalogueProductForm(), name: 'x'.repeat(201), master_sku: 'A', unit: 'Bucket', category_id: '1' };
    expect(validateCatalogueProduct(form)).toEqual({ name: M.nameTooLong, unit: M.unit });
  });

  it('names each problem by a code (a widget says it in its language), with the repeated specification', () => {
    const form = { ...emptyCatalogueProductForm(), name: 'OPC 53', master_sku: 'has space', unit: 'Bag', category_id: '1' };
    const specifications = [
      { name: 'Grade', value: '53' },
      { name: 'grade', value: '43' },
    ];
    expect(catalogueProductProblems({ ...form, specifications })).toEqual({
      master_sku: { code: 'skuFormat' },
      specifications: { code: 'duplicateSpecification', name: 'grade' },
    });
    expect(categoryFormProblems({ name: '', description: '', parent_id: '', typical_quantity: 'many' })).toEqual({
      name: { code: 'categoryName' },
      typical_quantity: { code: 'typicalQuantity' },
    });
  });
});

describe('specifications', () => {
  it('refuses a missing name or value, duplicates (letter case aside), too many and too long', () => {
    expect(specificationsError([{ name: 'Grade', value: '53' }])).toBeNull();
    expect(specificationsError([{ name: '', value: '53' }])).toBe(M.specificationName);
    expect(specificationsError([{ name: 'Grade', value: ' ' }])).toBe(M.specificationValue);
    expect(
      specificationsError([
        { name: 'Grade', value: '53' },
        { name: 'GRADE', value: '43' },
      ]),
    ).toBe(M.duplicateSpecification('GRADE'));
    expect(specificationsError(Array.from({ length: 31 }, (_, index) => ({ name: `K${index}`, value: 'v' })))).toBe(M.tooManySpecifications);
    expect(specificationsError([{ name: 'k'.repeat(61), value: 'v' }])).toBe(M.specificationNameTooLong);
    expect(specificationsError([{ name: 'k', value: 'v'.repeat(201) }])).toBe(M.specificationValueTooLong);
  });

  it('keeps their order from the stored object and back, and moves one up or down', () => {
    const pairs = specificationPairs({ Zone: 'II', Silt: '< 3%', Use: 'Concrete' });
    expect(pairs.map((pair) => pair.name)).toEqual(['Zone', 'Silt', 'Use']);
    expect(Object.keys(specificationRecord(moveSpecification(pairs, 2, -1)))).toEqual(['Zone', 'Use', 'Silt']);
    expect(moveSpecification(pairs, 0, -1)).toEqual(pairs);
    expect(moveSpecification(pairs, 2, 1)).toEqual(pairs);
    expect(cleanSpecifications([{ name: ' ', value: '' }])).toEqual([]);
  });
});

describe('categories', () => {
  it('validates the form and sends it', () => {
    expect(validateCategoryForm({ name: ' ', description: '', parent_id: '', typical_quantity: '0' })).toEqual({
      name: M.categoryName,
      typical_quantity: M.typicalQuantity,
    });
    expect(typicalQuantityError('')).toBeNull();
    expect(typicalQuantityError('2.5')).toBe(M.typicalQuantity);
    expect(toCategoryInput({ name: ' Tiles ', description: '', parent_id: '4', typical_quantity: '20' })).toEqual({
      name: 'Tiles',
      description: null,
      parent_id: 4,
      typical_quantity: 20,
    });
  });

  it('keeps two levels: never under itself, its own sub-category or a sub-category; a parent stays top level', () => {
    expect(categoryPlacementError(tree, null, null)).toBeNull();
    expect(categoryPlacementError(tree, null, 1)).toBeNull();
    expect(categoryPlacementError(tree, null, 2)).toBe(M.tooDeep);
    expect(categoryPlacementError(tree, null, 99)).toBe(M.parentUnknown);
    expect(categoryPlacementError(tree, tree[0]!, 1)).toBe(M.moveUnderItself);
    expect(categoryPlacementError(tree, tree[0]!, 2)).toBe(M.moveUnderDescendant);
    expect(categoryPlacementError(tree, tree[0]!, 4)).toBe(M.keepsChildren('Cement'));
    expect(categoryPlacementError(tree, tree[1]!, 5)).toBeNull();
    expect(categoryPlacementError(tree, tree[3]!, 3)).toBe(M.tooDeep);
  });

  it('builds the tree by name, offers top-level parents and labels a sub-category with its parent', () => {
    expect(categoryTree(tree).map(({ category, children }) => [category.name, children.map((child) => child.name)])).toEqual([
      ['Bricks', []],
      ['Cement', ['OPC', 'PPC']],
      ['Steel', []],
    ]);
    expect(parentChoices(tree, 1).map((category) => category.name)).toEqual(['Bricks', 'Steel']);
    expect(categoryLabel(tree, 2)).toBe('Cement › OPC');
    expect(categoryLabel(tree, 4)).toBe('Bricks');
    expect(categoryLabel(tree, 99)).toBe('');
  });
});
