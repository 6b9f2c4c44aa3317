// The volume scale 0–10, 0 muted (docs/requirements.md §5.4, §9.2).
import { VIDEO_VOLUME_DEFAULT, VIDEO_VOLUME_MAX } from '../../../src/config/video';
import { clampVolume, fromMediaVolume, isMutedLevel, toMediaVolume } from '../../../src/video/core/volume';

describe('volume mapping', () => {
  it('has the scale and default of §9.2', () => {
    expect(VIDEO_VOLUME_MAX).toBe(10);
    expect(VIDEO_VOLUME_DEFAULT).toBe(5);
  });

  it.each([
    [0, 0],
    [1, 0.1],
    [5, 0.5],
    [10, 1],
    [12, 1],
    [-2, 0],
    [4.6, 0.5],
  ])('level %d → media volume %d', (level, volume) => {
    expect(toMediaVolume(level)).toBe(volume);
  });

  it.each([
    [0, 0],
    [0.04, 0],
    [0.5, 5],
    [0.26, 3],
    [1, 10],
  ])('media volume %d → level %d', (volume, level) => {
    expect(fromMediaVolume(volume)).toBe(level);
  });

  it('0 is muted, anything above is not', () => {
    expect(isMutedLevel(0)).toBe(true);
    expect(isMutedLevel(0.4)).toBe(true);
    expect(isMutedLevel(1)).toBe(false);
  });

  it('refuses what is not a number', () => {
    expect(clampVolume(NaN)).toBeNull();
    expect(toMediaVolume(NaN)).toBe(0);
  });
});
