import { parseColours } from '../../src/model/colour';

describe('parseColours (HEX_VALUE_STRING)', () => {
  it('reads one colour, lower-cased, with its #', () => {
    expect(parseColours('#9B1B30')).toEqual(['#9b1b30']);
  });

  it('reads several colours separated by commas, in order, spaces around them ignored', () => {
    expect(parseColours('#f28c28, #C2185B ,#000000')).toEqual(['#f28c28', '#c2185b', '#000000']);
  });

  it('takes 3- and 6-digit colours with or without the #', () => {
    expect(parseColours('#fff,FFF,#a0b1c2,A0B1C2')).toEqual(['#fff', '#fff', '#a0b1c2', '#a0b1c2']);
  });

  it('drops everything that is not a 3- or 6-digit hex colour', () => {
    expect(parseColours('#fff, red, url(x), #12345g, #12, #1234, #1234567, ##fff, #fff;background:red, #A0B1C2')).toEqual(['#fff', '#a0b1c2']);
  });

  it('gives no colours for an empty string or empty parts', () => {
    expect(parseColours('')).toEqual([]);
    expect(parseColours(' , ,')).toEqual([]);
  });
});
