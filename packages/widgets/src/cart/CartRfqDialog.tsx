import { rfqItemsFromCart, type CartItem } from '@nirmaan/core';
import { RfqRequestDialog } from '../rfq-request/RfqRequestDialog.tsx';

export interface CartRfqDialogProps {
  items: readonly CartItem[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** A request for quotation of the cart's products; a changed cart starts it afresh. */
export function CartRfqDialog({ items, open, onOpenChange }: CartRfqDialogProps) {
  const cart = items.map((item) => `${item.listing.product.id}:${item.quantity}`).join('|');
  return <RfqRequestDialog key={cart} open={open} onOpenChange={onOpenChange} items={rfqItemsFromCart(items)} source="cart" />;
}
