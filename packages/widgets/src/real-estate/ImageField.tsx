import { REAL_ESTATE_IMAGE_KINDS, type LocaleFormat } from '@nirmaan/core';
import { Button } from '@nirmaan/ui';
import { useId, useRef, type ChangeEvent } from 'react';
import type { RealEstateSubmissionMessages } from './submission/realEstateSubmissionMessages.ts';
import { fileSizeText } from './submission/submissionTexts.ts';
import * as styles from './realEstate.css.ts';

export interface ImageFieldProps {
  file: File | null;
  error?: string | undefined;
  disabled?: boolean;
  onChange: (file: File | null) => void;
  /** The form's catalogue in the language shown, and that language's formats. */
  messages: RealEstateSubmissionMessages;
  format: LocaleFormat;
}

const ACCEPT = Object.values(REAL_ESTATE_IMAGE_KINDS)
  .map((kind) => kind.mime)
  .join(',');

/** The optional site image: a native file input (JPEG, PNG or WebP up to 5 MB), the chosen file's name and size, and Remove. */
export function ImageField({ file, error, disabled, onChange, messages, format }: ImageFieldProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const change = (event: ChangeEvent<HTMLInputElement>) => onChange(event.target.files?.[0] ?? null);
  const remove = () => {
    if (input.current) input.current.value = '';
    onChange(null);
    input.current?.focus();
  };
  const described = [`${id}-hint`, file ? `${id}-chosen` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className={styles.fileField}>
      <label className={styles.fileLabel} htmlFor={id}>
        {messages['image.label']()}
      </label>
      <input
        ref={input}
        id={id}
        className={styles.fileInput}
        type="file"
        accept={ACCEPT}
        disabled={disabled}
        onChange={change}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
      />
      <span id={`${id}-hint`} className={styles.hint}>
        {messages['image.hint']()}
      </span>
      {file && (
        <span className={styles.chosen}>
          <span id={`${id}-chosen`}>
            {messages['image.chosen']({ name: file.name || messages['image.defaultName'](), size: fileSizeText(file.size, messages, format) })}
          </span>
          <Button size="small" variant="secondary" onClick={remove} disabled={disabled}>
            {messages['image.remove']()}
          </Button>
        </span>
      )}
      {error && (
        <span id={`${id}-error`} className={styles.error}>
          {error}
        </span>
      )}
    </div>
  );
}
