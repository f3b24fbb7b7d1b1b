import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/errors.ts';
import { currentPosition, saveLocation } from './saveLocation.ts';

const buyer = {
  id: 1,
  phone: '+919876543210',
  email: null,
  first_name: 'A',
  last_name: 'B',
  latitude: 12.9,
  longitude: 77.6,
  language: null,
  is_admin: false,
  is_active: true,
  created_at: '',
};

describe('saveLocation', () => {
  it("needs a choice: 'Please select a location on the map'", async () => {
    const save = vi.fn();
    expect(await saveLocation(null, save)).toEqual({ ok: false, message: 'Please select a location on the map' });
    expect(save).not.toHaveBeenCalled();
  });

  it('refuses a point off the Earth before calling the server', async () => {
    expect(await saveLocation({ latitude: 95, longitude: 0 }, vi.fn())).toEqual({ ok: false, message: 'Latitude must be between -90 and 90' });
  });

  it("saves, or shows the server's detail, else 'Failed to update location'", async () => {
    expect(
      await saveLocation(
        { latitude: 12.9, longitude: 77.6 },
        vi.fn(async () => buyer),
      ),
    ).toEqual({ ok: true });
    const refused = vi.fn(async () => Promise.reject(new ApiError({ status: 422, body: { detail: 'Latitude out of range' } })));
    expect(await saveLocation({ latitude: 12.9, longitude: 77.6 }, refused)).toEqual({ ok: false, message: 'Latitude out of range' });
    const offline = vi.fn(async () => Promise.reject(new ApiError({ status: 0 })));
    expect(await saveLocation({ latitude: 12.9, longitude: 77.6 }, offline)).toEqual({ ok: false, message: 'Failed to update location' });
  });
});

describe('currentPosition', () => {
  it('says when the browser has no geolocation', async () => {
    await expect(currentPosition(undefined)).rejects.toThrow('Geolocation is not supported by this browser. Please enter coordinates manually.');
  });

  it('says when the position cannot be read', async () => {
    const geolocation = { getCurrentPosition: (_ok: unknown, fail: () => void) => fail() } as unknown as Geolocation;
    await expect(currentPosition(geolocation)).rejects.toThrow('Unable to get your current location. Please enter coordinates manually.');
  });
});
