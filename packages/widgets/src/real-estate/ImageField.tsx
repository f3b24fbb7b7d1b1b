import { formatNumber, REAL_ESTATE_IMAGE_KINDS } from '@nirmaan/core';
import { Button } from '@nirmaan/ui';
import { useId, useRef, type ChangeEvent } from 'react';
import * as styles from './realEstate.css.ts';

export interface ImageFieldProps {
  file: File | null;
  error?: string | undefined;
  disabled?: boolean;
  onChange: (file: File | null) => void;
}

const ACCEPT = Object.values(REAL_ESTATE_IMAGE_KINDS)
  .map((kind) => kind.mime)
  .join(',');

function sizeText(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${formatNumber(Math.round((bytes / (1024 * 1024)) * 10) / 10)} MB`
    : `${formatNumber(Math.max(1, Math.round(bytes / 1024)))} KB`;
}

/** The optional site image: a native file input (JPEG, PNG or WebP up to 5 MB), the chosen file's name and size, and Remove. */
export function ImageField({ file, error, disabled, onChange }: ImageFieldProps) {
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
        Site image (optional)
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
        A photo of the site or project: JPEG, PNG or WebP, up to 5 MB.
      </span>
      {file && (
        <span className={styles.chosen}>
          <span id={`${id}-chosen`}>
            Chosen: {file.name || 'image'} ({sizeText(file.size)})
          </span>
          <Button size="small" variant="secondary" onClick={remove} disabled={disabled}>
            Remove image
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
