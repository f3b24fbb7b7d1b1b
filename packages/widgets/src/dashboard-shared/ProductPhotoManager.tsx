import { errorDetail, movedForward, PRODUCT_IMAGE_ACCEPT, productImageFileError, type ProductImageApi } from '@nirmaan/core';
import { Alert, Button, ProductPhoto, Spinner, TextField } from '@nirmaan/ui';
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

/** A product's photos with Remove (and Move earlier), and a form adding one: a JPEG, PNG, WebP or AVIF file and what it shows. */
export function ProductPhotoManager({ account, api, productId, productName, canReorder = false }: ProductPhotoManagerProps) {
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
      setError(errorDetail(failure, 'That did not work. Try again.'));
    } finally {
      setBusy(false);
    }
  };

  const upload = (event: FormEvent) => {
    event.preventDefault();
    const problem = productImageFileError(file);
    if (problem || !file) return setError(problem);
    void run(async () => {
      await api.upload(productId, file, alt, file.name);
      setFile(null);
      setAlt('');
      setFormKey((key) => key + 1);
    }, 'Photo added.');
  };

  const images = photos.value ?? [];
  return (
    <div className={formStyles.form}>
      {photos.status === 'loading' && !photos.value && <Spinner label="Loading photos" />}
      {photos.status === 'failed' && <LoadFailed onRetry={photos.reload} message="The photos could not be loaded." />}
      {photos.status === 'ready' && images.length === 0 && <p>{productName} has no photo yet.</p>}
      {images.length > 0 && (
        <ul className={styles.photos} aria-label={`Photos of ${productName}`}>
          {images.map((image, index) => (
            <li key={image.id} className={styles.photo}>
              <ProductPhoto className={styles.frame} image={image} name={productName} sizes="180px" />
              <p className={styles.alt}>{index === 0 ? `Main photo: ${image.alt}` : image.alt}</p>
              <span>
                {canReorder && index > 0 && (
                  <Button
                    size="small"
                    variant="secondary"
                    disabled={busy}
                    aria-label={`Move photo ${index + 1} earlier`}
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
                        'Photos re-ordered.',
                      )
                    }
                  >
                    Move earlier
                  </Button>
                )}{' '}
                {image.removable && (
                  <Button
                    size="small"
                    variant="ghost"
                    disabled={busy}
                    aria-label={`Remove photo ${index + 1}`}
                    onClick={() => void run(() => api.remove(productId, image.id), 'Photo removed.')}
                  >
                    Remove
                  </Button>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
      <form key={formKey} className={formStyles.form} onSubmit={upload} aria-label={`Add a photo of ${productName}`}>
        <label className={formStyles.fileLabel} htmlFor={fileId}>
          Photo (JPEG, PNG, WebP or AVIF, up to 10 MB)
          <input
            id={fileId}
            className={formStyles.fileInput}
            type="file"
            accept={PRODUCT_IMAGE_ACCEPT}
            disabled={busy}
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
        </label>
        <TextField label="What the photo shows (for screen readers)" hint={`Left empty: "${productName}"`} value={alt} onValueChange={setAlt} maxLength={200} />
        <span>
          <Button type="submit" variant="primary" disabled={busy}>
            {busy ? 'Working...' : 'Upload photo'}
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
