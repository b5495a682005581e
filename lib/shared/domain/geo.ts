/** A point on Earth in degrees. */
export interface LatLng {
  latitude: number;
  longitude: number;
}

/** Great-circle distance in kilometres (haversine, mean Earth radius 6 371 km): the same formula the store list sorts by in SQL. */
export function distanceKm(a: LatLng, b: LatLng): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLng = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLng / 2) ** 2;
  return 6371 * 2 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The items sorted nearest first from `from` (items without coordinates last), each with its distance. */
export function byDistance<T extends { latitude: number | null; longitude: number | null }>(items: readonly T[], from: LatLng): (T & { km: number | null })[] {
  return items
    .map((item) => ({ ...item, km: item.latitude == null || item.longitude == null ? null : distanceKm(from, { latitude: item.latitude, longitude: item.longitude }) }))
    .sort((x, y) => (x.km ?? Infinity) - (y.km ?? Infinity));
}
