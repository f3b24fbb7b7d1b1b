import * as styles from '../cart/cart.css.ts';
import { useMessages } from '../locale-shared/useMessages.ts';
import { checkoutCatalogue } from './checkoutMessages.ts';

/** Checkout's payment: Cash on Delivery, the one method (spec storefront §2). */
export function PaymentMethod() {
  const { messages } = useMessages(checkoutCatalogue);
  return (
    <section className={styles.summary} aria-labelledby="checkout-payment">
      <h2 id="checkout-payment" className={styles.itemName}>
        {messages['payment.heading']()}
      </h2>
      <label className={styles.paymentOption}>
        <input type="radio" checked readOnly name="payment" /> {messages['payment.cod']()}
      </label>
    </section>
  );
}
