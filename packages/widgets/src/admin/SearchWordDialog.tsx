import {
  emptySearchSynonymForm,
  localeFormat,
  SEARCH_SYNONYM_LIMITS as L,
  searchSynonymApi,
  searchSynonymFormProblems,
  toSearchSynonymForm,
  toSearchSynonymInput,
  type SearchSynonym,
} from '@nirmaan/core';
import { TextAreaField, TextField } from '@nirmaan/ui';
import { useRef } from 'react';
import { FormDialog } from '../form-shared/FormDialog.tsx';
import { useDialogForm } from '../form-shared/useDialogForm.ts';
import { useMessages } from '../locale-shared/useMessages.ts';
import { catalogueTabCatalogue } from './catalogue/catalogueTabMessages.ts';
import { problemsSaid, synonymRuleSaid } from './catalogueRuleTexts.ts';

export interface SearchWordDialogProps {
  /** The word to edit; null adds one. */
  synonym: SearchSynonym | null;
  onClose: () => void;
  /** The word as the server stored it (in search normal form). */
  onSaved: (synonym: SearchSynonym) => void;
}

/**
 * Add search word / Edit search word (issue 29): the word builders type (fixed once added), the
 * words a search for it also finds, separated by commas, and a note of what it means. The form's
 * rules are core's (their codes said in the dashboard's language); the server's refusal (two
 * spellings of one word, say) shows in the dialog.
 */
export function SearchWordDialog({ synonym, onClose, onSaved }: SearchWordDialogProps) {
  const wordInput = useRef<HTMLInputElement>(null);
  const alternativesInput = useRef<HTMLInputElement>(null);
  const { messages, locale } = useMessages(catalogueTabCatalogue);
  const number = localeFormat(locale).number;
  const editing = { editing: String(synonym !== null) };
  const { form, errors, problem, busy, field, submit } = useDialogForm({
    initial: synonym ? toSearchSynonymForm(synonym) : emptySearchSynonymForm(),
    validate: (typed) => problemsSaid(searchSynonymFormProblems(typed), (problem) => synonymRuleSaid(messages, number, problem)),
    failureMessage: messages['catalogue.saveFailed'](),
    save: async (typed) => onSaved(await searchSynonymApi.save(typed.word, toSearchSynonymInput(typed))),
    onSaved: () => undefined,
  });
  return (
    <FormDialog
      title={messages['searchWords.dialogTitle'](editing)}
      description={synonym?.word}
      initialFocusRef={synonym ? alternativesInput : wordInput}
      buttons={{ cancel: messages['review.cancel'](), submit: messages['searchWords.submit'](editing), busy: messages['leads.saving']() }}
      busy={busy}
      problem={problem}
      onSubmit={submit}
      onCancel={onClose}
    >
      <TextField
        ref={wordInput}
        label={messages['searchWords.word']()}
        required
        readOnly={synonym !== null}
        autoComplete="off"
        spellCheck={false}
        hint={synonym ? messages['searchWords.wordFixed']() : messages['searchWords.wordHint']()}
        maxLength={L.wordMax}
        value={form.word}
        onValueChange={field('word')}
        error={errors.word}
      />
      <TextField
        ref={alternativesInput}
        label={messages['searchWords.alsoFinds']()}
        required
        autoComplete="off"
        spellCheck={false}
        hint={messages['searchWords.alternativesHint']({ max: number(L.alternatives) })}
        value={form.alternatives}
        onValueChange={field('alternatives')}
        error={errors.alternatives}
      />
      <TextAreaField
        label={messages['searchWords.note']()}
        required
        hint={messages['searchWords.noteHint']()}
        maxLength={L.noteMax}
        value={form.note}
        onValueChange={field('note')}
        error={errors.note}
      />
    </FormDialog>
  );
}
