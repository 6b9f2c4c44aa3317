import { languageTag, percentOf, progressText, spokenTime, volumeText } from '../../src/video/player-text';

describe('player texts', () => {
  it('reads the progress as "time of duration", in words', () => {
    expect(progressText(65, 200)).toBe('1 minute 5 seconds of 3 minutes 20 seconds');
    expect(progressText(0, 30.08)).toBe('0 seconds of 30 seconds');
    expect(progressText(12, 30, 'Skin')).toBe('12 seconds of 30 seconds, Skin');
  });

  it('says a time in hours, minutes and seconds, leaving out the parts that are 0, singular for 1', () => {
    expect(spokenTime(0)).toBe('0 seconds');
    expect(spokenTime(1)).toBe('1 second');
    expect(spokenTime(59.9)).toBe('59 seconds');
    expect(spokenTime(60)).toBe('1 minute');
    expect(spokenTime(121)).toBe('2 minutes 1 second');
    expect(spokenTime(3600)).toBe('1 hour');
    expect(spokenTime(3661)).toBe('1 hour 1 minute 1 second');
    expect(spokenTime(7205)).toBe('2 hours 5 seconds');
    expect(spokenTime(-3)).toBe('0 seconds');
    expect(spokenTime(NaN)).toBe('0 seconds');
    expect(spokenTime(Infinity)).toBe('0 seconds');
  });

  it('reads the volume out of 10, or muted', () => {
    expect(volumeText(5, false)).toBe('volume 5 of 10');
    expect(volumeText(10, false)).toBe('volume 10 of 10');
    expect(volumeText(5, true)).toBe('muted');
    expect(volumeText(0, false)).toBe('muted');
  });

  it('gives a track\'s language as a lang attribute only when it is a language tag', () => {
    expect(languageTag('en')).toBe('en');
    expect(languageTag('pt-BR')).toBe('pt-BR');
    expect(languageTag('zh-Hant-TW')).toBe('zh-Hant-TW');
    expect(languageTag('fil')).toBe('fil');
    expect(languageTag('track1')).toBeUndefined();
    expect(languageTag('English')).toBeUndefined();
    expect(languageTag('e')).toBeUndefined();
    expect(languageTag('en-')).toBeUndefined();
  });

  it('places a time on the bar in percent, 0 while the duration is unknown', () => {
    expect(percentOf(15, 30)).toBe(50);
    expect(percentOf(45, 30)).toBe(100);
    expect(percentOf(-1, 30)).toBe(0);
    expect(percentOf(5, 0)).toBe(0);
    expect(percentOf(5, Infinity)).toBe(0);
    expect(percentOf(5, NaN)).toBe(0);
  });
});
