import { sellerProductImageApi } from '@nirmaan/core';
import { Button, Dialog } from '@nirmaan/ui';
import { ProductPhotoManager } from '../dashboard-shared/ProductPhotoManager.tsx';

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
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Photos of ${productName}`}
      description="Buyers see these photos on the product. You can remove the ones you added."
      closeLabel="Close"
      footer={
        <Button variant="secondary" onClick={onClose}>
          Done
        </Button>
      }
    >
      <ProductPhotoManager account="seller" api={sellerProductImageApi} productId={productId} productName={productName} />
    </Dialog>
  );
}
