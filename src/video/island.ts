import type { IslandDefinition } from '../ui/island-context';
import { PropsError } from '../ui/island-props';
import { defineIsland } from '../ui/use-island';
import { VideoPlayer, type VideoPlayerProps } from './video-player';
import { VIDEO_PLAYER_CSS } from './video-player.css';
import { PROPS } from './props';

const SOURCE_KEYS = ['src', 'src_h264', 'src_webm', 'src_ogg', 'src_flash'];

const island: IslandDefinition<VideoPlayerProps> = {
  component: VideoPlayer,
  props: PROPS,
  parseProps: (raw) => {
    // The options are read when the player mounts, with the page's link hosts (core/options.ts): a bad value takes
    // its default with a warning. A host that names no video at all is a bad host.
    if (!SOURCE_KEYS.some((key) => typeof raw[key] === 'string' && (raw[key] as string).trim())) {
      throw new PropsError('prop "src" (or "src_h264", "src_webm", "src_ogg", "src_flash") is required');
    }
    return { raw };
  },
  css: VIDEO_PLAYER_CSS,
};
export default defineIsland(island);
