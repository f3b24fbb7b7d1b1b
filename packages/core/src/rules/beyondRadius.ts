/**
 * Why a seller cannot deliver to a place, with both numbers. Its own module: checkout says it
 * without bringing the depot form's rules into its first widget.
 */
export function beyondRadiusMessage(seller: string, distanceKm: number, radiusKm: number, place: string): string {
  return `${seller} delivers within ${radiusKm} km; ${place} is ${distanceKm} km away.`;
}
