import { addressLocality, addressStreet, type Address } from '@nirmaan/core';
import { Badge, visuallyHidden } from '@nirmaan/ui';
import { useId, type ReactNode } from 'react';
import * as styles from '../cart/cart.css.ts';
import { useMessages } from '../locale-shared/useMessages.ts';
import { checkoutCatalogue } from './checkoutMessages.ts';
import { choiceCard, choiceError, choiceList, choiceRadio } from '../choice-shared/choiceCards.css.ts';

export interface AddressChoiceProps {
  addresses: readonly Address[];
  selectedId: number | null;
  onSelect: (id: number) => void;
  error?: string | null;
  /** Below the list: the control that adds an address. */
  children?: ReactNode;
}

/** The shipping address radio list of checkout, with the control to add one. */
export function AddressChoice({ addresses, selectedId, onSelect, error, children }: AddressChoiceProps) {
  const { messages, locale } = useMessages(checkoutCatalogue);
  const name = useId();
  const errorId = useId();
  return (
    <section className={styles.summary} aria-labelledby={`${name}-title`} lang={locale}>
      <h2 id={`${name}-title`} className={styles.itemName}>
        {messages['address.heading']()}
      </h2>
      {addresses.length === 0 ? (
        <p className={styles.note}>{messages['address.none']()}</p>
      ) : (
        <fieldset className={choiceList} aria-describedby={error ? errorId : undefined}>
          <legend className={visuallyHidden}>{messages['address.choose']()}</legend>
          {addresses.map((address) => (
            <label key={address.id} className={choiceCard}>
              <input type="radio" className={choiceRadio} name={name} checked={address.id === selectedId} onChange={() => onSelect(address.id)} />
              <span className={styles.itemInfo}>
                <span className={styles.itemName}>{addressStreet(address)}</span>
                <span className={styles.small}>
                  {addressLocality(address)}, {address.country}
                </span>
                {/* In a span: a grid item of its own, the badge keeps its width instead of the card's. */}
                {address.is_default && (
                  <span>
                    <Badge tone="info">{messages['address.default']()}</Badge>
                  </span>
                )}
              </span>
            </label>
          ))}
        </fieldset>
      )}
      {error && (
        <p id={errorId} role="alert" className={choiceError}>
          {error}
        </p>
      )}
      {children}
    </section>
  );
}
