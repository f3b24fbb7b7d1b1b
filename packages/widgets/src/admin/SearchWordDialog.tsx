import {
  emptySearchSynonymForm,
  SEARCH_SYNONYM_LIMITS as L,
  SEARCH_SYNONYM_MESSAGES as M,
  searchSynonymApi,
  toSearchSynonymForm,
  toSearchSynonymInput,
  validateSearchSynonymForm,
  type SearchSynonym,
} from '@nirmaan/core';
import { TextAreaField, TextField } from '@nirmaan/ui';
import { useRef } from 'react';
import { FormDialog } from '../form-shared/FormDialog.tsx';
import { useDialogForm } from '../form-shared/useDialogForm.ts';

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
 * rules are core's; the server's refusal (two spellings of one word, say) shows in the dialog.
 */
export function SearchWordDialog({ synonym, onClose, onSaved }: SearchWordDialogProps) {
  const wordInput = useRef<HTMLInputElement>(null);
  const alternativesInput = useRef<HTMLInputElement>(null);
  const { form, errors, problem, busy, field, submit } = useDialogForm({
    initial: synonym ? toSearchSynonymForm(synonym) : emptySearchSynonymForm(),
    validate: (typed) => validateSearchSynonymForm(typed),
    failureMessage: M.saveFailed,
    save: async (typed) => onSaved(await searchSynonymApi.save(typed.word, toSearchSynonymInput(typed))),
    onSaved: () => undefined,
  });
  return (
    <FormDialog
      title={synonym ? M.editTitle : M.addTitle}
      description={synonym?.word}
      initialFocusRef={synonym ? alternativesInput : wordInput}
      buttons={{ cancel: 'Cancel', submit: synonym ? 'Save word' : 'Add word', busy: M.saving }}
      busy={busy}
      problem={problem}
      onSubmit={submit}
      onCancel={onClose}
    >
      <TextField
        ref={wordInput}
        label="Word"
        required
        readOnly={synonym !== null}
        autoComplete="off"
        spellCheck={false}
        hint={synonym ? M.wordFixed : M.wordHint}
        maxLength={L.wordMax}
        value={form.word}
        onValueChange={field('word')}
        error={errors.word}
      />
      <TextField
        ref={alternativesInput}
        label="Also finds"
        required
        autoComplete="off"
        spellCheck={false}
        hint={M.alternativesHint}
        value={form.alternatives}
        onValueChange={field('alternatives')}
        error={errors.alternatives}
      />
      <TextAreaField label="Note" required hint={M.noteHint} maxLength={L.noteMax} value={form.note} onValueChange={field('note')} error={errors.note} />
    </FormDialog>
  );
}
