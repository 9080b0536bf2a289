import { describe, expect, it } from 'vitest';
import { isValidColor } from './colord.ts';
import {
  addColorAlpha,
  getHex,
  getRgb,
  isWhiteColor,
  mixColor,
  transformColorWithOpacity,
} from './helpers.ts';

describe('colour helpers', () => {
  it('tells valid colours from invalid ones', () => {
    expect(isValidColor('#0077be')).toBe(true);
    expect(isValidColor('rgb(0 119 190)')).toBe(true);
    expect(isValidColor('nope')).toBe(false);
    expect(isValidColor('')).toBe(false);
    expect(isValidColor('#12345')).toBe(false);
  });

  it('converts between notations', () => {
    expect(getHex('rgb(0, 119, 190)')).toBe('#0077be');
    expect(getHex('#FFF')).toBe('#ffffff');
    expect(getRgb('#0077be')).toEqual({ r: 0, g: 119, b: 190, a: 1 });
  });

  it('adds alpha as an 8-digit hex', () => {
    expect(addColorAlpha('#0077be', 0.5)).toBe('#0077be80');
    expect(addColorAlpha('#0077be', 1)).toBe('#0077be');
  });

  it('mixes by the share of the second colour', () => {
    expect(mixColor('#0077be', '#ffffff', 0)).toBe('#0077be');
    expect(mixColor('#0077be', '#ffffff', 1)).toBe('#ffffff');
    expect(mixColor('#000000', '#ffffff', 0.5)).toBe('#777777');
  });

  it('flattens a translucent colour onto its background the way a browser composites it', () => {
    expect(transformColorWithOpacity('#000000', 0.25)).toBe('#bfbfbf');
    expect(transformColorWithOpacity('#0077be', 1)).toBe('#0077be');
    expect(transformColorWithOpacity('#0077be', 0)).toBe('#ffffff');
    expect(transformColorWithOpacity('#ffffff', 0.5, '#000000')).toBe('#808080');
  });

  it('recognises white in any notation', () => {
    expect(isWhiteColor('#fff')).toBe(true);
    expect(isWhiteColor('rgb(255, 255, 255)')).toBe(true);
    expect(isWhiteColor('#fffffe')).toBe(false);
  });

  it('throws the generator message instead of reading invalid input as black', () => {
    expect(() => getHex('nope')).toThrow(new Error('invalid input color value'));
    expect(() => mixColor('#000000', '#12345', 0.5)).toThrow(new Error('invalid input color value'));
    expect(() => transformColorWithOpacity('#000000', 0.5, '')).toThrow(
      new Error('invalid input color value'),
    );
  });
});
