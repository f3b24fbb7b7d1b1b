import {
  emptyRealEstateForm,
  REAL_ESTATE_IMAGE_MAX_BYTES,
  REAL_ESTATE_LABELS,
  REAL_ESTATE_LIMITS,
  REAL_ESTATE_MESSAGES,
  realEstateApi,
  submitRealEstateListing,
  type FieldErrors,
  type RealEstateApi,
  type RealEstateField,
  type RealEstateForm,
  type RealEstateReceipt,
  type RealEstateTextField,
} from '@nirmaan/core';
import { Alert, Badge, Button, TextField } from '@nirmaan/ui';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useFocusFirstInvalid } from '../content-shared/useFocusFirstInvalid.ts';
import { ImageField } from './ImageField.tsx';
import * as styles from './realEstate.css.ts';
import { usePartnerId } from '../partner-shared/usePartnerId.ts';

export interface RealEstateSubmissionProps {
  api?: Pick<RealEstateApi, 'submitListing'>;
  headingLevel?: 1 | 2;
  /** Told of each listing sent (the custom element fires an event with it). */
  onSubmitted?: (receipt: RealEstateReceipt) => void;
}

const HINTS: Partial<Record<RealEstateTextField, string>> = {
  project_name: 'e.g. Prestige Lakeside Habitat',
  location: 'Area and city, e.g. Whitefield, Bangalore',
  site_size: 'e.g. 30x40 or 1,200 sq ft',
  gps: 'Latitude,longitude, e.g. 12.9716,77.5946',
  builder_link: "The builder's website, starting with https://",
};

/**
 * /real-estate (spec toolkit §2 'Real-estate submission', §5): a visitor lists a site or project with
 * an optional image; at least a project name or a location is needed. After sending, the listing is
 * Pending Verification. A failed send keeps everything typed and chosen, to send again.
 */
export function RealEstateSubmission({ api = realEstateApi, headingLevel = 2, onSubmitted }: RealEstateSubmissionProps) {
  const partnerId = usePartnerId();
  const titleId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(formRef);
  const [form, setForm] = useState<RealEstateForm>(emptyRealEstateForm);
  const [image, setImage] = useState<File | null>(null);
  const [errors, setErrors] = useState<FieldErrors<RealEstateField>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [receipt, setReceipt] = useState<RealEstateReceipt | null>(null);
  const Title = `h${headingLevel}` as const;

  const edit = (field: RealEstateTextField) => (value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({
      ...current,
      [field]: undefined,
      ...((field === 'project_name' || field === 'location') && value.trim() ? { form: undefined } : {}),
    }));
  };

  const chooseImage = (file: File | null) => {
    setImage(file);
    setErrors((current) => ({ ...current, image: file && file.size > REAL_ESTATE_IMAGE_MAX_BYTES ? REAL_ESTATE_MESSAGES.imageTooLarge : undefined }));
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
    setErrors(outcome.errors);
    setProblem(outcome.message);
    focusFirstInvalid();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void send();
  };

  const startAgain = () => {
    setForm(emptyRealEstateForm());
    setImage(null);
    setErrors({});
    setProblem(null);
    setReceipt(null);
  };

  const header = (
    <header className={styles.header}>
      <Title id={titleId} className={styles.title}>
        List Your Property
      </Title>
      <p className={styles.intro}>Builders, owners and agents: tell us about a site or project. Our team verifies each listing before it is published.</p>
    </header>
  );

  if (receipt) {
    return (
      <section className={styles.root} aria-labelledby={titleId}>
        {header}
        <Alert
          tone="success"
          title="Listing submitted"
          action={
            <Button variant="secondary" onClick={startAgain}>
              Submit another listing
            </Button>
          }
        >
          <p>
            Status: <Badge tone="warning">{REAL_ESTATE_MESSAGES.pendingVerification}</Badge>
          </p>
          <p>{REAL_ESTATE_MESSAGES.submittedNote}</p>
        </Alert>
      </section>
    );
  }

  const text = (field: RealEstateTextField, extra: { type?: string; inputMode?: 'url' | 'decimal' | 'text' } = {}) => (
    <TextField
      label={REAL_ESTATE_LABELS[field]}
      value={form[field]}
      onValueChange={edit(field)}
      error={errors[field]}
      hint={HINTS[field]}
      maxLength={REAL_ESTATE_LIMITS[field]}
      disabled={sending}
      {...extra}
    />
  );

  return (
    <section className={styles.root} aria-labelledby={titleId}>
      {header}
      <form ref={formRef} className={styles.form} noValidate onSubmit={submit} aria-labelledby={titleId}>
        {(errors.form || problem) && (
          <Alert tone="error" action={problem ? <Button onClick={() => void send()}>Try Again</Button> : undefined}>
            {errors.form ?? problem}
          </Alert>
        )}
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>Project</legend>
          <p className={styles.hint}>Give at least a project name or a location.</p>
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
          <legend className={styles.legend}>Builder</legend>
          <div className={styles.pair}>
            {text('builder_name')}
            {text('builder_link', { type: 'url', inputMode: 'url' })}
          </div>
        </fieldset>
        <ImageField file={image} error={errors.image} disabled={sending} onChange={chooseImage} />
        <div className={styles.actions}>
          <Button type="submit" busy={sending} busyLabel="Submitting...">
            Submit Listing
          </Button>
        </div>
      </form>
    </section>
  );
}
