import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, DEFAULT_MAP_CONFIG } from '../config/config.ts';
import { fillFromGeocodedText, emptyAddressForm } from '../rules/address.ts';
import { placeText, reverseGeocode } from './reverseGeocode.ts';

const koramangala = {
  display_name: '80 Feet Road, Koramangala 4th Block, Bengaluru, Bangalore South, Karnataka, 560034, India',
  address: {
    road: '80 Feet Road',
    suburb: 'Koramangala 4th Block',
    city: 'Bengaluru',
    state_district: 'Bangalore South',
    state: 'Karnataka',
    country: 'India',
  },
};

describe('placeText', () => {
  it('ends in city, state and country so the address form can take them', () => {
    expect(placeText(koramangala)).toBe('80 Feet Road, Koramangala 4th Block, Bengaluru, Karnataka, India');
    const form = fillFromGeocodedText({ ...emptyAddressForm(), country: '' }, placeText(koramangala) ?? '');
    expect([form.city, form.state, form.country]).toEqual(['Bengaluru', 'Karnataka', 'India']);
  });

  it('uses the town or village where there is no city, and display_name when there are no parts', () => {
    expect(placeText({ address: { village: 'Perur', state: 'Tamil Nadu', country: 'India' } })).toBe('Perur, Tamil Nadu, India');
    expect(placeText({ display_name: 'Somewhere, Earth' })).toBe('Somewhere, Earth');
    expect(placeText({})).toBeNull();
  });
});

describe('reverseGeocode', () => {
  afterEach(() => {
    configure(DEFAULT_MAP_CONFIG);
    vi.unstubAllGlobals();
  });

  it('asks the configured geocoder for the point', async () => {
    const fetchPlace = vi.fn(async () => koramangala);
    expect(await reverseGeocode({ latitude: 12.9352, longitude: 77.6245 }, fetchPlace)).toBe(
      '80 Feet Road, Koramangala 4th Block, Bengaluru, Karnataka, India',
    );
    expect(fetchPlace).toHaveBeenCalledWith('https://nominatim.openstreetmap.org/reverse', { format: 'jsonv2', lat: 12.9352, lon: 77.6245, addressdetails: 1 });
  });

  it('sends the point as the query of a GET to the geocoder', async () => {
    const fetchMock = vi.fn(async (_url: string) => new Response(JSON.stringify(koramangala), { headers: { 'content-type': 'application/json' } }));
    vi.stubGlobal('fetch', fetchMock);
    expect(await reverseGeocode({ latitude: 12.9352, longitude: 77.6245 })).toBe('80 Feet Road, Koramangala 4th Block, Bengaluru, Karnataka, India');
    const sent = new URL(String(fetchMock.mock.calls[0]?.[0]));
    expect(`${sent.origin}${sent.pathname}`).toBe('https://nominatim.openstreetmap.org/reverse');
    expect(Object.fromEntries(sent.searchParams)).toEqual({ format: 'jsonv2', lat: '12.9352', lon: '77.6245', addressdetails: '1' });
  });

  it('answers null when the geocoder refuses', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('Too many requests', { status: 429 })),
    );
    expect(await reverseGeocode({ latitude: 12.9352, longitude: 77.6245 })).toBeNull();
  });

  it('answers null when the geocoder is unreachable or turned off', async () => {
    expect(
      await reverseGeocode(
        { latitude: 1, longitude: 2 },
        vi.fn(async () => Promise.reject(new Error('offline'))),
      ),
    ).toBeNull();
    configure({ geocoderUrl: '' });
    const fetchPlace = vi.fn();
    expect(await reverseGeocode({ latitude: 1, longitude: 2 }, fetchPlace)).toBeNull();
    expect(fetchPlace).not.toHaveBeenCalled();
  });
});
