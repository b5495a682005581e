import { byDistance, distanceKm } from './geo';

const seoul = { latitude: 37.5665, longitude: 126.978 };
const busan = { latitude: 35.1796, longitude: 129.0756 };

describe('distanceKm', () => {
  it('measures Seoul to Busan as about 325 km, and a point to itself as 0', () => {
    expect(distanceKm(seoul, busan)).toBeGreaterThan(320);
    expect(distanceKm(seoul, busan)).toBeLessThan(330);
    expect(distanceKm(seoul, seoul)).toBe(0);
  });
});

describe('byDistance', () => {
  it('sorts nearest first and puts venues without coordinates last', () => {
    const venues = [
      { no: 1, ...busan },
      { no: 2, latitude: null, longitude: null },
      { no: 3, latitude: 37.5, longitude: 127.03 },
    ];
    expect(byDistance(venues, seoul).map((venue) => venue.no)).toEqual([3, 1, 2]);
    expect(byDistance(venues, seoul)[2].km).toBeNull();
  });
});
