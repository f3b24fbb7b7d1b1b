import { generateHomeDrawing, NAKSHATRA_NAMES, type HomeDrawingInput } from '@nirmaan/calculators';
import { localeFormat } from '@nirmaan/core';
import { describe, expect, it } from 'vitest';
import { homeDrawingCatalogue } from './homeDrawingMessages.ts';
import hindi from './messages/compiled/hi.js';
import { featureTexts, floorTitle, nakshatraCard, planRows, roomTitle, vastuTipTexts } from './homeDrawingTexts.ts';

const english = homeDrawingCatalogue.english;
const en = localeFormat('en');

function planFor(input: HomeDrawingInput) {
  const outcome = generateHomeDrawing(input);
  if (!outcome.ok) throw new Error('plan refused');
  return outcome.result;
}

describe('home drawing texts', () => {
  it('say in English exactly what the calculator writes: rooms, floors, Vastu tips and features, for every nakshatra', () => {
    for (const nakshatra of NAKSHATRA_NAMES) {
      const input: HomeDrawingInput = {
        nakshatra,
        length: 60,
        width: 40,
        floors: 4,
        bedrooms: 4,
        bathrooms: 3,
        balconies: 3,
        pooja: true,
        study: true,
        guest: true,
        parking: true,
      };
      const plan = planFor(input);
      expect(featureTexts(plan, input, english)).toEqual(plan.features);
      expect(vastuTipTexts(plan, english)).toEqual(plan.vastuTips);
      for (const floor of plan.floors) {
        expect(floorTitle(floor.floorNumber, english)).toBe(floor.floorName);
        expect(floor.rooms.map((room) => roomTitle(room, english, en))).toEqual(floor.rooms.map((room) => room.name));
      }
    }
  });

  it('say the plan in Hindi from its facts', () => {
    const input: HomeDrawingInput = {
      nakshatra: 'Krittika',
      length: 40,
      width: 30,
      floors: 2,
      bedrooms: 2,
      bathrooms: 1,
      balconies: 0,
      pooja: true,
      study: true,
      guest: false,
      parking: false,
    };
    const plan = planFor(input);
    const hi = localeFormat('hi');
    expect(vastuTipTexts(plan, hindi)).toContain('मुख्य दरवाज़ा दक्षिण की ओर रखें');
    expect(featureTexts(plan, input, hindi)).toEqual([
      'दक्षिण की ओर मुख्य दरवाज़ा',
      'कृत्तिका का रंग, सफ़ेद, सजावट में',
      'गर्म रोशनी और टेराकोटा की सजावट',
      'अग्नि तत्व को मज़बूत करने के लिए दक्षिण-पूर्व में अच्छी रोशनी वाली रसोई',
      'ग्राउंड फ़्लोर के उत्तर-पूर्व में पूजा घर',
      'पहली मंज़िल पर स्टडी रूम',
    ]);
    expect(floorTitle(1, hindi)).toBe('पहली मंज़िल');
    expect(roomTitle({ kind: 'bedroom', name: 'Master Bedroom' }, hindi, hi)).toBe('मास्टर बेडरूम');
    expect(roomTitle({ kind: 'bedroom', name: 'Bedroom 2' }, hindi, hi)).toBe('बेडरूम 2');
    expect(planRows(plan, hindi, hi)[2]).toEqual(['कुल बिल्ट-अप एरिया', '2,400 sq ft', true]);
    expect(nakshatraCard('Krittika', hindi)).toEqual({
      name: 'कृत्तिका',
      facts: 'अग्नि · मुख दक्षिण की ओर · सफ़ेद',
      traits: ['अग्नि के अधीन, तीक्ष्ण और शुद्ध करने वाला', 'दृढ़ और साहसी', 'स्वामी सूर्य'],
    });
  });
});
