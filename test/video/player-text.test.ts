import { percentOf, progressText, volumeText } from '../../src/video/player-text';

describe('player texts', () => {
  it('reads the progress as "time of duration"', () => {
    expect(progressText(65, 200)).toBe('1:05 of 3:20');
    expect(progressText(0, 30.08)).toBe('0:00 of 0:30');
  });

  it('reads the volume out of 10, or muted', () => {
    expect(volumeText(5, false)).toBe('volume 5 of 10');
    expect(volumeText(10, false)).toBe('volume 10 of 10');
    expect(volumeText(5, true)).toBe('muted');
    expect(volumeText(0, false)).toBe('muted');
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
