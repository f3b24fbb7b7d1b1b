import { GSTIN_LENGTH, validateBusinessBuyer, type CheckoutDetails } from '@nirmaan/core';
import { TextField } from '@nirmaan/ui';
import { useState } from 'react';
import * as styles from '../cart/cart.css.ts';
import { useMessages } from '../locale-shared/useMessages.ts';
import { checkoutCatalogue } from './checkoutMessages.ts';

export interface BusinessDetailsProps {
  value: CheckoutDetails;
  onChange: (value: CheckoutDetails) => void;
}

/**
 * Checkout's optional business details: the GSTIN (checked for its format and check character when
 * the field is left) and the name it is registered to, for a tax invoice in the business's name.
 */
export function BusinessDetails({ value, onChange }: BusinessDetailsProps) {
  const { messages } = useMessages(checkoutCatalogue);
  const [checked, setChecked] = useState(false);
  const gstin = value.buyer_gstin ?? '';
  const businessName = value.buyer_business_name ?? '';
  const errors = checked ? validateBusinessBuyer({ gstin, businessName }) : {};
  return (
    <section className={styles.summary} aria-labelledby="checkout-business">
      <h2 id="checkout-business" className={styles.itemName}>
        {messages['business.heading']()}
      </h2>
      <p className={styles.note}>{messages['business.note']()}</p>
      <TextField
        label={messages['business.gstin']()}
        value={gstin}
        onValueChange={(text) => onChange({ ...value, buyer_gstin: text || undefined })}
        onBlur={() => setChecked(true)}
        maxLength={GSTIN_LENGTH + 4}
        autoCapitalize="characters"
        autoComplete="off"
        spellCheck={false}
        error={errors.gstin}
      />
      <TextField
        label={messages['business.name']()}
        value={businessName}
        onValueChange={(text) => onChange({ ...value, buyer_business_name: text || undefined })}
        onBlur={() => setChecked(true)}
        autoComplete="organization"
        error={errors.businessName}
      />
    </section>
  );
}
