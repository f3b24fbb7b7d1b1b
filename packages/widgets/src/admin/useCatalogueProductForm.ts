import {
  catalogueProductProblems,
  emptyCatalogueProductForm,
  errorDetail,
  hasErrors,
  localeFormat,
  moveSpecification,
  toCatalogueProductForm,
  toCatalogueProductInput,
  type AdminCatalogueProduct,
  type AdminCatalogueProductInput,
  type CatalogueProductField,
  type CatalogueProductForm,
  type FieldErrors,
} from '@nirmaan/core';
import { useState, type FormEvent } from 'react';
import { useMessages } from '../locale-shared/useMessages.ts';
import { catalogueTabCatalogue } from './catalogue/catalogueTabMessages.ts';
import { catalogueRuleSaid, problemsSaid } from './catalogueRuleTexts.ts';

type TextField = Exclude<CatalogueProductField, 'specifications'>;

/**
 * The product editor's state: the boxes' text, the specifications as ordered rows, the messages
 * of the form's rules (core's codes, said in the dashboard's language), the server's answer when it
 * refuses, and the busy state while it sends.
 */
export function useCatalogueProductForm(product: AdminCatalogueProduct | null, save: (input: AdminCatalogueProductInput) => Promise<void>) {
  const [form, setForm] = useState<CatalogueProductForm>(() => (product ? toCatalogueProductForm(product) : emptyCatalogueProductForm()));
  const [errors, setErrors] = useState<FieldErrors<CatalogueProductField>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { messages, locale } = useMessages(catalogueTabCatalogue);
  // A key per specification row that moves with it, so focus and typed text follow a moved row.
  const [keys, setKeys] = useState<number[]>(() => form.specifications.map((_, index) => index));
  const [nextKey, setNextKey] = useState(form.specifications.length);

  const field = (name: TextField) => (value: string) => {
    setForm((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const changeSpecifications = (change: (pairs: CatalogueProductForm['specifications']) => CatalogueProductForm['specifications']) => {
    setForm((current) => ({ ...current, specifications: change(current.specifications) }));
    setErrors((current) => ({ ...current, specifications: undefined }));
  };

  const specifications = {
    keys,
    add: () => {
      changeSpecifications((pairs) => [...pairs, { name: '', value: '' }]);
      setKeys((current) => [...current, nextKey]);
      setNextKey((key) => key + 1);
    },
    remove: (index: number) => {
      changeSpecifications((pairs) => pairs.filter((_, at) => at !== index));
      setKeys((current) => current.filter((_, at) => at !== index));
    },
    move: (index: number, step: -1 | 1) => {
      changeSpecifications((pairs) => moveSpecification(pairs, index, step));
      setKeys((current) => moveSpecification(current, index, step));
    },
    edit: (index: number, part: 'name' | 'value', text: string) =>
      changeSpecifications((pairs) => pairs.map((pair, at) => (at === index ? { ...pair, [part]: text } : pair))),
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const number = localeFormat(locale).number;
    const invalid = problemsSaid(catalogueProductProblems(form), (problem) => catalogueRuleSaid(messages, number, problem));
    setErrors(invalid);
    setProblem(null);
    if (hasErrors(invalid)) return;
    setBusy(true);
    try {
      await save(toCatalogueProductInput(form));
    } catch (error) {
      setProblem(errorDetail(error, messages['catalogue.saveFailed']()));
    } finally {
      setBusy(false);
    }
  };

  return { form, errors, problem, busy, field, specifications, submit };
}
