import { errorDetail, movedForward, PRODUCT_IMAGE_ACCEPT, PRODUCT_IMAGE_MESSAGES, productImageFileError, type ProductImageApi } from '@nirmaan/core';
import { Alert, Button, ProductPhoto, Spinner, TextField } from '@nirmaan/ui';
import { useMessages } from '../locale-shared/useMessages.ts';
import { dashboardSharedCatalogue, type DashboardSharedMessages } from './dashboardSharedMessages.ts';
import { LoadFailed } from './LoadFailed.tsx';
import { useId, useState, type FormEvent } from 'react';
import * as formStyles from './dashboardForm.css.ts';
import * as styles from './productPhotos.css.ts';
import { useDashboardData } from './useDashboardData.ts';

export interface ProductPhotoManagerProps {
  /** Whose calls `api` makes: the admin's (any product) or the seller's (products they list). */
  account: 'admin' | 'seller';
  api: ProductImageApi;
  productId: number;
  productName: string;
  /** Admins put the photos in order; a seller only adds and removes their own. */
  canReorder?: boolean;
}

/** What the browser found wrong with a chosen photo (productImageFileError), in the page's language. */
function fileProblemText(messages: DashboardSharedMessages, problem: string): string {
  if (problem === PRODUCT_IMAGE_MESSAGES.noFile) return messages['photos.noFile']();
  if (problem === PRODUCT_IMAGE_MESSAGES.tooLarge) return messages['photos.tooLarge']();
  if (problem === PRODUCT_IMAGE_MESSAGES.notAnImage) return messages['photos.notAnImage']();
  return problem;
}

/** A product's photos with Remove (and Move earlier), and a form adding one: a JPEG, PNG, WebP or AVIF file and what it shows. */
export function ProductPhotoManager({ account, api, productId, productName, canReorder = false }: ProductPhotoManagerProps) {
  const { messages, locale } = useMessages(dashboardSharedCatalogue);
  const photos = useDashboardData(account, `product-images/${productId}`, () => api.list(productId));
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [formKey, setFormKey] = useState(0);
  const fileId = useId();

  const run = async (action: () => Promise<unknown>, message: string) => {
    setBusy(true);
    setError(null);
    setDone(null);
    try {
      await action();
      photos.reload();
      setDone(message);
    } catch (failure) {
      setError(errorDetail(failure, messages['photos.failed']()));
    } finally {
      setBusy(false);
    }
  };

  const upload = (event: FormEvent) => {
    event.preventDefault();
    const problem = productImageFileError(file);
    if (problem || !file) return setError(problem && fileProblemText(messages, problem));
    void run(async () => {
      await api.upload(productId, file, alt, file.name);
      setFile(null);
      setAlt('');
      setFormKey((key) => key + 1);
    }, messages['photos.added']());
  };

  const images = photos.value ?? [];
  return (
    <div className={formStyles.form} lang={locale}>
      {photos.status === 'loading' && !photos.value && <Spinner label={messages['photos.loading']()} />}
      {photos.status === 'failed' && <LoadFailed onRetry={photos.reload} message={messages['photos.loadFailed']()} />}
      {photos.status === 'ready' && images.length === 0 && <p>{messages['photos.none']({ name: productName })}</p>}
      {images.length > 0 && (
        <ul className={styles.photos} aria-label={messages['photos.label']({ name: productName })}>
          {images.map((image, index) => (
            <li key={image.id} className={styles.photo}>
              <ProductPhoto className={styles.frame} image={image} name={productName} sizes="180px" />
              <p className={styles.alt}>{index === 0 ? messages['photos.main']({ alt: image.alt }) : image.alt}</p>
              <span>
                {canReorder && index > 0 && (
                  <Button
                    size="small"
                    variant="secondary"
                    disabled={busy}
                    aria-label={messages['photos.moveEarlierLabel']({ position: index + 1 })}
                    onClick={() =>
                      void run(
                        () =>
                          api.reorder(
                            productId,
                            movedForward(
                              images.map((each) => each.id),
                              index,
                            ),
                          ),
                        messages['photos.reordered'](),
                      )
                    }
                  >
                    {messages['photos.moveEarlier']()}
                  </Button>
                )}{' '}
                {image.removable && (
                  <Button
                    size="small"
                    variant="ghost"
                    disabled={busy}
                    aria-label={messages['photos.removeLabel']({ position: index + 1 })}
                    onClick={() => void run(() => api.remove(productId, image.id), messages['photos.removed']())}
                  >
                    {messages['photos.remove']()}
                  </Button>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
      <form key={formKey} className={formStyles.form} onSubmit={upload} aria-label={messages['photos.formLabel']({ name: productName })}>
        <label className={formStyles.fileLabel} htmlFor={fileId}>
          {messages['photos.file']()}
          <input
            id={fileId}
            className={formStyles.fileInput}
            type="file"
            accept={PRODUCT_IMAGE_ACCEPT}
            disabled={busy}
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
        </label>
        <TextField
          label={messages['photos.alt']()}
          hint={messages['photos.altHint']({ name: productName })}
          value={alt}
          onValueChange={setAlt}
          maxLength={200}
        />
        <span>
          <Button type="submit" variant="primary" disabled={busy}>
            {busy ? messages['photos.working']() : messages['photos.upload']()}
          </Button>
        </span>
      </form>
      {error && <Alert tone="error">{error}</Alert>}
      {done && (
        <p role="status" className={styles.alt}>
          {done}
        </p>
      )}
    </div>
  );
}
