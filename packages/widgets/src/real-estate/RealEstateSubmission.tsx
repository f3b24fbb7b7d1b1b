import {
  emptyRealEstateForm,
  localeFormat,
  REAL_ESTATE_IMAGE_MAX_BYTES,
  REAL_ESTATE_LIMITS,
  realEstateApi,
  submitRealEstateListing,
  type FieldErrors,
  type RealEstateApi,
  type RealEstateField,
  type RealEstateForm,
  type RealEstateProblem,
  type RealEstateProblems,
  type RealEstateReceipt,
  type RealEstateTextField,
} from '@nirmaan/core';
import { Alert, Badge, Button, TextField } from '@nirmaan/ui';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useFocusFirstInvalid } from '../content-shared/useFocusFirstInvalid.ts';
import { useMessages } from '../locale-shared/useMessages.ts';
import { ImageField } from './ImageField.tsx';
import { realEstateSubmissionCatalogue } from './submission/realEstateSubmissionMessages.ts';
import { failureText, fieldErrorText } from './submission/submissionTexts.ts';
import * as styles from './realEstate.css.ts';
import { usePartnerId } from '../partner-shared/usePartnerId.ts';

export interface RealEstateSubmissionProps {
  api?: Pick<RealEstateApi, 'submitListing'>;
  headingLevel?: 1 | 2;
  /** Told of each listing sent (the custom element fires an event with it). */
  onSubmitted?: (receipt: RealEstateReceipt) => void;
}

/** The fields with a hint (an example) under them. */
const HINTED = ['project_name', 'location', 'site_size', 'gps', 'builder_link'] as const;
const isHinted = (field: RealEstateTextField): field is (typeof HINTED)[number] => (HINTED as readonly string[]).includes(field);

/** What the form shows under its fields: core's named problems, and the server's other words as they came. */
interface FormProblems {
  problems: RealEstateProblems;
  errors: FieldErrors<RealEstateField>;
}
const NO_PROBLEMS: FormProblems = { problems: {}, errors: {} };

/** A send's failure: core's name for it ('failed' with no detail of the server's) and the server's words. */
type SendFailure = { failure: RealEstateProblem | 'failed' | null; message: string };

/**
 * /real-estate (spec toolkit §2 'Real-estate submission', §5): a visitor lists a site or project with
 * an optional image; at least a project name or a location is needed. After sending, the listing is
 * Pending Verification. A failed send keeps everything typed and chosen, to send again. It speaks
 * the site's language from a catalogue of its own (the listings element does not carry it).
 */
export function RealEstateSubmission({ api = realEstateApi, headingLevel = 2, onSubmitted }: RealEstateSubmissionProps) {
  const partnerId = usePartnerId();
  const { messages, locale } = useMessages(realEstateSubmissionCatalogue);
  const format = localeFormat(locale);
  const titleId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(formRef);
  const [form, setForm] = useState<RealEstateForm>(emptyRealEstateForm);
  const [image, setImage] = useState<File | null>(null);
  const [shown, setShown] = useState<FormProblems>(NO_PROBLEMS);
  const [problem, setProblem] = useState<SendFailure | null>(null);
  const [sending, setSending] = useState(false);
  const [receipt, setReceipt] = useState<RealEstateReceipt | null>(null);
  const Title = `h${headingLevel}` as const;

  /** Clears the messages of `cleared` and names `field`'s new problem, if any. */
  const reshow = (cleared: readonly RealEstateField[], field?: RealEstateField, newProblem?: RealEstateProblem) =>
    setShown(({ problems, errors }) => {
      const next = { problems: { ...problems }, errors: { ...errors } };
      for (const name of cleared) {
        delete next.problems[name];
        delete next.errors[name];
      }
      if (field && newProblem) next.problems[field] = newProblem;
      return next;
    });

  const edit = (field: RealEstateTextField) => (value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    reshow((field === 'project_name' || field === 'location') && value.trim() ? [field, 'form'] : [field]);
  };

  const chooseImage = (file: File | null) => {
    setImage(file);
    reshow(['image'], 'image', file && file.size > REAL_ESTATE_IMAGE_MAX_BYTES ? 'imageTooLarge' : undefined);
  };

  const send = async () => {
    if (sending) return;
    setSending(true);
    setProblem(null);
    const outcome = await submitRealEstateListing(form, image, api, partnerId);
    setSending(false);
    if (outcome.ok) {
      setReceipt(outcome.receipt);
      onSubmitted?.(outcome.receipt);
      return;
    }
    setShown({ problems: outcome.problems, errors: outcome.errors });
    setProblem(outcome.message === null ? null : { failure: outcome.failure, message: outcome.message });
    focusFirstInvalid();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void send();
  };

  const startAgain = () => {
    setForm(emptyRealEstateForm());
    setImage(null);
    setShown(NO_PROBLEMS);
    setProblem(null);
    setReceipt(null);
  };

  const errorOf = (field: RealEstateField) => fieldErrorText(field, shown, messages, format);
  const header = (
    <header className={styles.header}>
      <Title id={titleId} className={styles.title}>
        {messages.title()}
      </Title>
      <p className={styles.intro}>{messages.intro()}</p>
    </header>
  );

  if (receipt) {
    return (
      <section className={styles.root} aria-labelledby={titleId} lang={locale}>
        {header}
        <Alert
          tone="success"
          title={messages.submittedTitle()}
          action={
            <Button variant="secondary" onClick={startAgain}>
              {messages.submitAnother()}
            </Button>
          }
        >
          <p>
            {messages.status()} <Badge tone="warning">{messages.pendingVerification()}</Badge>
          </p>
          <p>{messages.submittedNote()}</p>
        </Alert>
      </section>
    );
  }

  const text = (field: RealEstateTextField, extra: { type?: string; inputMode?: 'url' | 'decimal' | 'text' } = {}) => (
    <TextField
      label={messages[`label.${field}`]()}
      value={form[field]}
      onValueChange={edit(field)}
      error={errorOf(field)}
      hint={isHinted(field) ? messages[`hint.${field}`]() : undefined}
      maxLength={REAL_ESTATE_LIMITS[field]}
      disabled={sending}
      {...extra}
    />
  );

  return (
    <section className={styles.root} aria-labelledby={titleId} lang={locale}>
      {header}
      <form ref={formRef} className={styles.form} noValidate onSubmit={submit} aria-labelledby={titleId}>
        {(errorOf('form') || problem) && (
          <Alert tone="error" action={problem ? <Button onClick={() => void send()}>{messages.tryAgain()}</Button> : undefined}>
            {errorOf('form') ?? (problem && failureText(problem.failure, problem.message, messages, format))}
          </Alert>
        )}
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{messages.projectLegend()}</legend>
          <p className={styles.hint}>{messages.projectHint()}</p>
          <div className={styles.pair}>
            {text('project_name')}
            {text('location')}
          </div>
          <div className={styles.pair}>
            {text('site_number')}
            {text('site_size')}
          </div>
          {text('gps', { inputMode: 'decimal' })}
        </fieldset>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{messages.builderLegend()}</legend>
          <div className={styles.pair}>
            {text('builder_name')}
            {text('builder_link', { type: 'url', inputMode: 'url' })}
          </div>
        </fieldset>
        <ImageField file={image} error={errorOf('image')} disabled={sending} onChange={chooseImage} messages={messages} format={format} />
        <div className={styles.actions}>
          <Button type="submit" busy={sending} busyLabel={messages.submitting()}>
            {messages.submit()}
          </Button>
        </div>
      </form>
    </section>
  );
}
