import type { Address, AddressInput, Cart, Order } from '@nirmaan/core';

/** Addresses and orders behind the fake API, with the server's rules that screens depend on. */
export class FakeOrders {
  addresses: Address[] = [];
  orders: Order[] = [];
  private nextAddressId = 1;
  private nextOrderId = 101;

  addAddress(input: AddressInput): Address {
    const isDefault = this.addresses.length === 0 || input.is_default === true;
    if (isDefault) this.addresses = this.addresses.map((address) => ({ ...address, is_default: false }));
    const address: Address = {
      id: this.nextAddressId++,
      address_line1: input.address_line1,
      address_line2: input.address_line2 ?? null,
      city: input.city,
      state: input.state,
      postal_code: input.postal_code,
      country: input.country,
      latitude: input.latitude ?? null,
      longitude: input.longitude ?? null,
      is_default: isDefault,
    };
    this.addresses.push(address);
    return address;
  }

  /** One order per seller of the cart, as the server's checkout does. */
  checkout(cart: Cart, addressId: number): Order[] {
    const address = this.addresses.find((candidate) => candidate.id === addressId);
    const bySeller = new Map<number, Cart['cart_items']>();
    for (const item of cart.cart_items) {
      const sellerId = item.listing.seller?.id ?? 0;
      bySeller.set(sellerId, [...(bySeller.get(sellerId) ?? []), item]);
    }
    const placed = [...bySeller].map(([sellerId, items]) => {
      const subtotal = items.reduce((sum, item) => sum + item.listing.price * item.quantity, 0);
      const delivery = cart.deliveries.find((entry) => entry.seller_id === sellerId);
      const order: Order = {
        id: this.nextOrderId++,
        user_id: 1,
        shipping_address_id: addressId,
        shipping_address: address ? { ...address } : null,
        order_date: '2026-11-20T09:30:00Z',
        subtotal,
        delivery_charges: delivery?.delivery_charge ?? 250,
        total_amount: subtotal + (delivery?.delivery_charge ?? 250),
        delivery_distance_km: delivery?.distance_km ?? null,
        status: 'pending',
        payment_method: 'cod',
        seller: { id: sellerId, name: items[0]?.listing.seller?.name ?? 'Unknown Seller', phone: items[0]?.listing.seller?.phone ?? null },
        order_items: items.map((item) => ({
          id: item.id,
          quantity: item.quantity,
          price_per_unit: item.listing.price,
          listing: { id: item.listing.id, product: { id: item.listing.product.id, name: item.listing.product.name, image_url: null } },
        })),
      };
      return order;
    });
    this.orders = [...placed.reverse(), ...this.orders];
    return placed.reverse();
  }
}
