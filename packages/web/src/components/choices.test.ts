import { describe, expect, it } from 'vitest';
import { choicesOf } from './choices';

describe('choicesOf', () => {
  it("offers a label map's codes with their words, in the map's order", () => {
    expect(choicesOf({ pass: '合格', fail: '不合格' })).toEqual([
      { value: 'pass', label: '合格' },
      { value: 'fail', label: '不合格' },
    ]);
  });

  it('offers nothing for an empty map', () => {
    expect(choicesOf({})).toEqual([]);
  });
});
