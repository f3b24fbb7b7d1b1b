import { rfqItemForProduct, type ChatbotProduct } from '@nirmaan/core';
import { RfqRequestDialog } from '../rfq-request/RfqRequestDialog.tsx';

export interface ChatbotRfqDialogProps {
  product: ChatbotProduct;
  name: string;
  phone: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** After an inquiry, written prices for the same product from every supplier serving the site: the visitor's name and number as given. */
export function ChatbotRfqDialog({ product, name, phone, open, onOpenChange }: ChatbotRfqDialogProps) {
  return (
    <RfqRequestDialog
      open={open}
      onOpenChange={onOpenChange}
      items={[rfqItemForProduct(product)]}
      source="chatbot"
      contact={{ fullName: name, phone: phone.replace(/^\+91/, '') }}
    />
  );
}
