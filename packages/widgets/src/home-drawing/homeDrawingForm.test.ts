import { describe, expect, it } from 'vitest';
import { localeFormat } from '@nirmaan/core';
import { evaluateHomeDrawingForm, HOME_DRAWING_COUNTS, initialHomeDrawingForm } from './homeDrawingForm.ts';
import { homeDrawingCatalogue } from './homeDrawingMessages.ts';
import { roomSizeText } from './homeDrawingTexts.ts';

describe('home drawing form', () => {
  it("starts on the spec's defaults, with no nakshatra chosen", () => {
    expect(initialHomeDrawingForm()).toEqual({
      nakshatra: '',
      length: '40',
      width: '30',
      floors: '1',
      bedrooms: '2',
      bathrooms: '2',
      balconies: '1',
      pooja: true,
      study: false,
      guest: false,
      parking: false,
    });
    expect(HOME_DRAWING_COUNTS.map((count) => count.options.map((option) => option.value).join(''))).toEqual(['1234', '1234', '123', '0123']);
  });

  it('asks for a nakshatra and plot sizes within 20-100 by 15-80 ft', () => {
    expect(evaluateHomeDrawingForm({ ...initialHomeDrawingForm(), length: '120', width: '' })).toEqual({
      ok: false,
      errors: { nakshatra: 'Please select a nakshatra', length: 'Length must be between 20 and 100 ft', width: 'Width must be between 15 and 80 ft' },
    });
  });

  it('draws a plan facing the nakshatra direction, with floors named as the spec says', () => {
    const outcome = evaluateHomeDrawingForm({ ...initialHomeDrawingForm('Rohini'), floors: '3', parking: true });
    if (!outcome.ok) throw new Error('refused');
    expect(outcome.detail.plan.mainDirection).toBe('North');
    expect(outcome.detail.plan.floors.map((floor) => floor.floorName)).toEqual(['Ground Floor', 'First Floor', 'Second Floor']);
    expect(outcome.detail.plan.floors[0]?.rooms.map((room) => room.kind)).toContain('parking');
    expect(roomSizeText({ width: 12.345, height: 10 }, homeDrawingCatalogue.english, localeFormat('en'))).toBe('12.3 x 10 ft');
  });
});
