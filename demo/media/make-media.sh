#!/bin/sh
# Regenerates the demo's video files in demo/media/video/ (docs/requirements.md §1.3, §2.4): a 30 s product film
# with its chapter titles drawn in, as H.264 .mp4, VP9 .webm, Theora .ogv and H.264 .flv (which mpegts.js plays
# where Flash is gone), a poster, English and French subtitles, and a short .webm for the fallback page.
# Needs ffmpeg (Debian: apt-get install ffmpeg). `npm start` does not: the files are committed.
# Chapters (demo/pages/video.ts reads the same times): Opening 0-5 s (hidden), Lips 5-10, Skin 10-15, Eyes 15-20,
# Care 20-25, Scent 25-30.
set -eu
out="$(dirname "$0")/video"
mkdir -p "$out"
font=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
size=640x360
rate=24

title() { # start end text
  printf "drawtext=fontfile=%s:text='%s':fontsize=44:fontcolor=white:x=(w-text_w)/2:y=(h-text_h)/2-30:enable='between(t,%s,%s)'," "$font" "$3" "$1" "$2"
}
band() { # start end colour
  printf "drawbox=x=0:y=0:w=iw:h=ih:color=%s:t=fill:enable='between(t,%s,%s)'," "$3" "$1" "$2"
}
filter="$(band 0 5 0x2b0f45)$(band 5 10 0x8a1f3d)$(band 10 15 0x9c6b4e)$(band 15 20 0x1f3d5b)$(band 20 25 0x2e6b4f)$(band 25 30 0x5b1f8a)"
filter="$filter$(title 0 5 'Lumière Beauty')$(title 5 10 'Lips')$(title 10 15 'Skin')$(title 15 20 'Eyes')$(title 20 25 'Care')$(title 25 30 'Scent')"
# The running time, so playback, seeks and the end are visible.
filter="${filter}drawtext=fontfile=$font:text='%{pts\\:hms}':fontsize=20:fontcolor=white:x=16:y=16"

ffmpeg -y -hide_banner -loglevel error \
  -f lavfi -i "color=c=black:s=$size:r=$rate:d=30" \
  -f lavfi -i "sine=frequency=440:sample_rate=44100:duration=30,volume=0.2" \
  -filter_complex "[0:v]$filter[v]" -map '[v]' -map 1:a -t 30 \
  -c:v libx264 -preset veryslow -crf 30 -pix_fmt yuv420p -g $rate -movflags +faststart -profile:v main \
  -c:a aac -b:a 32k "$out/film.mp4"

ffmpeg -y -hide_banner -loglevel error -i "$out/film.mp4" \
  -c:v libvpx-vp9 -b:v 0 -crf 45 -row-mt 1 -g $rate -c:a libopus -b:a 24k "$out/film.webm"
ffmpeg -y -hide_banner -loglevel error -i "$out/film.mp4" \
  -c:v libtheora -q:v 4 -g $rate -c:a libvorbis -q:a 0 "$out/film.ogv"
ffmpeg -y -hide_banner -loglevel error -i "$out/film.mp4" -c copy -f flv "$out/film.flv"
ffmpeg -y -hide_banner -loglevel error -ss 1.5 -i "$out/film.mp4" -frames:v 1 -q:v 5 "$out/poster.jpg"

# The fallback page's clip: 6 s, .webm only (its .mp4 and .ogv siblings are missing on purpose).
ffmpeg -y -hide_banner -loglevel error \
  -f lavfi -i "color=c=0x1f3d5b:s=$size:r=$rate:d=6" \
  -vf "drawtext=fontfile=$font:text='WebM fallback':fontsize=40:fontcolor=white:x=(w-text_w)/2:y=(h-text_h)/2,drawtext=fontfile=$font:text='%{pts\\:hms}':fontsize=20:fontcolor=white:x=16:y=16" \
  -an -c:v libvpx-vp9 -b:v 0 -crf 45 -row-mt 1 "$out/fallback.webm"

cat > "$out/film.en.srt" <<'SRT'
1
00:00:00,500 --> 00:00:04,500
Lumière Beauty presents: the collection

2
00:00:05,000 --> 00:00:09,500
Lips: colour that lasts all day

3
00:00:10,000 --> 00:00:14,500
Skin: a weightless, even finish

4
00:00:15,000 --> 00:00:19,500
Eyes: length and definition

5
00:00:20,000 --> 00:00:24,500
Care: skin that drinks it in

6
00:00:25,000 --> 00:00:29,500
Scent: the finishing touch
SRT

cat > "$out/film.fr.srt" <<'SRT'
1
00:00:00,500 --> 00:00:04,500
Lumière Beauty présente : la collection

2
00:00:05,000 --> 00:00:09,500
Lèvres : une couleur qui tient toute la journée

3
00:00:10,000 --> 00:00:14,500
Teint : un fini léger et uniforme

4
00:00:15,000 --> 00:00:19,500
Yeux : longueur et définition

5
00:00:20,000 --> 00:00:24,500
Soin : une peau qui s'en abreuve

6
00:00:25,000 --> 00:00:29,500
Parfum : la touche finale
SRT

ls -l "$out"
