import { addLinesToCart, addToCart, catalogueApi, findOffers, type MaterialNeed, type ShoppingLine } from '@nirmaan/core';

/** The calls behind "Buy these materials", fetched when the buyer first asks for offers. */
export const findCheapestOffers = (needs: readonly MaterialNeed[]) => findOffers(needs, catalogueApi);

export const addFoundLinesToCart = (lines: readonly ShoppingLine[]) => addLinesToCart(lines, addToCart);
