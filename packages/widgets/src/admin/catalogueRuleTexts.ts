import { ADMIN_CATALOGUE_LIMITS as L, SEARCH_SYNONYM_LIMITS, type CatalogueRuleCode, type CatalogueRuleProblem, type SynonymRuleProblem } from '@nirmaan/core';
import type { CatalogueTabMessages } from './catalogue/catalogueTabMessages.ts';

/** Each catalogue rule's limit, as its message names it. */
const LIMIT_OF: Partial<Record<CatalogueRuleCode, number>> = {
  nameTooLong: L.name,
  displayNameTooLong: L.displayName,
  skuFormat: L.sku,
  brandTooLong: L.brand,
  descriptionTooLong: L.description,
  tooManySpecifications: L.specifications,
  specificationNameTooLong: L.specificationName,
  specificationValueTooLong: L.specificationValue,
  categoryNameTooLong: L.categoryName,
  categoryDescriptionTooLong: L.categoryDescription,
  typicalQuantity: L.typicalQuantity,
};

/** Formats a limit in the dashboard's language (Indian grouping: 1,00,000). */
type NumberText = (value: number) => string;

/** A catalogue rule's finding (core's code) in the dashboard's language. */
export function catalogueRuleSaid(messages: CatalogueTabMessages, number: NumberText, problem: CatalogueRuleProblem): string {
  const limit = LIMIT_OF[problem.code];
  return messages['catalogue.error']({ error: problem.code, max: limit === undefined ? '' : number(limit), name: problem.name ?? '' });
}

/** A search word rule's finding (core's code) in the dashboard's language. */
export function synonymRuleSaid(messages: CatalogueTabMessages, number: NumberText, problem: SynonymRuleProblem): string {
  const S = SEARCH_SYNONYM_LIMITS;
  return messages['searchWords.error']({
    error: problem.code,
    word: problem.word ?? '',
    min: number(S.wordMin),
    max: number(S.wordMax),
    count: number(S.alternatives),
    noteMin: number(S.noteMin),
    noteMax: number(S.noteMax),
  });
}

/** Each field's finding in the dashboard's language: the form's errors as its boxes show them. */
export function problemsSaid<Field extends string, Problem>(
  problems: Partial<Record<Field, Problem>>,
  say: (problem: Problem) => string,
): Partial<Record<Field, string>> {
  const said: Partial<Record<Field, string>> = {};
  for (const [field, problem] of Object.entries(problems) as Array<[Field, Problem | undefined]>) {
    if (problem !== undefined) said[field] = say(problem);
  }
  return said;
}
