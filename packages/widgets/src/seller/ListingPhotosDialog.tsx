import { sellerProductImageApi } from '@nirmaan/core';
import { Button, Dialog } from '@nirmaan/ui';
import { ProductPhotoManager } from '../dashboard-shared/ProductPhotoManager.tsx';
import { useMessages } from '../locale-shared/useMessages.ts';
import { sellerDashboardCatalogue } from './sellerDashboardMessages.ts';

export interface ListingPhotosDialogProps {
  productId: number;
  productName: string;
  onClose: () => void;
}

/**
 * Photos of a product the seller lists: the seller adds photos (buyers see them on the product at
 * once) and removes the ones they added; the others (Nirmaan's, other sellers') stay.
 */
export function ListingPhotosDialog({ productId, productName, onClose }: ListingPhotosDialogProps) {
  const { messages } = useMessages(sellerDashboardCatalogue);
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={messages['listing.photosLabel']({ name: productName })}
      description={messages['photos.description']()}
      closeLabel={messages.close()}
      footer={
        <Button variant="secondary" onClick={onClose}>
          {messages['photos.done']()}
        </Button>
      }
    >
      <ProductPhotoManager account="seller" api={sellerProductImageApi} productId={productId} productName={productName} />
    </Dialog>
  );
}
