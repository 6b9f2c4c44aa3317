import type { IslandDefinition } from '../ui/island-context';
import { PropsError } from '../ui/island-props';
import { defineIsland } from '../ui/use-island';
import { parseVideoOptions } from './core/options';
import { VideoPlayer, type VideoPlayerProps } from './video-player';
import { VIDEO_PLAYER_CSS } from './video-player.css';

const island: IslandDefinition<VideoPlayerProps> = {
  component: VideoPlayer,
  parseProps: (raw) => {
    // Bad values take their defaults (with a warning when the player mounts); a player with no video is a bad host.
    const { options } = parseVideoOptions(raw);
    if (!options.src && !options.srcH264 && !options.srcWebm && !options.srcOgg && !options.srcFlash) {
      throw new PropsError('prop "src" (or "src_h264", "src_webm", "src_ogg", "src_flash") is required');
    }
    return { raw };
  },
  css: VIDEO_PLAYER_CSS,
};
export default defineIsland(island);
