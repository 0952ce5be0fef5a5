#!/usr/bin/env bash
# Prints the sha256 of every output the shipped tapes write — their Output and Screenshot files,
# an animated SVG and GIF of each, and the JUnit report's test cases without their times — so
# that a change meant to keep behaviour can be checked against bench/output-sums.txt:
#
#   bench/output-sums.sh .build/release/mamsim > /tmp/sums && diff bench/output-sums.txt /tmp/sums
#
# The outputs are written into a temporary folder (kept with KEEP=1, its path on stderr).
#
# GIFs draw characters DejaVu Sans Mono lacks (the zh-Hans walkthrough's Chinese) with the first
# fallback font installed (RasterFontFiles.standard), so their sums depend on the machine's fonts:
# ImageMagick's Recommends bring in fonts-droid-fallback through Ghostscript, and without it those
# characters are drawn as boxes. The first line names the fallback in use, so a diff that changes
# only GIFs shows whether the fonts differ.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
bin=${1:-.build/release/mamsim}
out=$(mktemp -d)
mkdir -p "$out/out" "$out/svg" "$out/gif"
"$bin" replay --jobs 2 --output-dir "$out/out" --junit "$out/junit.xml" replays/*.tape >"$out/replay.log" 2>&1 || {
  cat "$out/replay.log" >&2
  exit 1
}
"$bin" replay --jobs 2 --svg "$out/svg" --gif "$out/gif" replays/*.tape >"$out/replay-svg-gif.log" 2>&1 || {
  cat "$out/replay-svg-gif.log" >&2
  exit 1
}
# That second run writes the tapes' own outputs beside them again; they are ignored by git.
sed -E 's/ (time|timestamp|hostname)="[^"]*"//g' "$out/junit.xml" >"$out/junit-cases.xml"
fallback=none
for font in /usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc \
  /usr/share/fonts/opentype/noto/NotoSansMonoCJK-Regular.ttc \
  /usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf \
  /usr/share/fonts/truetype/wqy/wqy-microhei.ttc /usr/share/fonts/truetype/wqy/wqy-zenhei.ttc \
  /usr/share/fonts/truetype/arphic/uming.ttc; do
  if [[ -r $font ]]; then
    fallback=$font
    break
  fi
done
echo "# CJK fallback font: $fallback"
(cd "$out" && find out svg gif junit-cases.xml -type f | LC_ALL=C sort | xargs sha256sum)
if [[ ${KEEP:-} == 1 ]]; then echo "outputs kept in $out" >&2; else rm -rf "$out"; fi
