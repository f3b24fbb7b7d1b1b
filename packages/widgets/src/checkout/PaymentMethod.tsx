import * as styles from '../cart/cart.css.ts';

/** Checkout's payment: Cash on Delivery, the one method (spec storefront §2). */
export function PaymentMethod() {
  return (
    <section className={styles.summary} aria-labelledby="checkout-payment">
      <h2 id="checkout-payment" className={styles.itemName}>
        Payment Method
      </h2>
      <label className={styles.paymentOption}>
        <input type="radio" checked readOnly name="payment" /> Cash on Delivery
      </label>
    </section>
  );
}
