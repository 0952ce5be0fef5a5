#!/usr/bin/env bash
# Checks SVG recordings in a real browser: Debian's headless Chromium.
#
#   bench/svg-browser-check.sh                 install Chromium if needed, run the browser tests,
#                                              and save screenshots of docs/demo-branded.svg
#   bench/svg-browser-check.sh --install-only  only make sure Chromium is installed (.ci/run)
#
# Chromium is installed with apt-get when it is missing and this runs as root (or with sudo)
# and apt knows a `chromium` package. Where it cannot be installed, the script says why and
# exits 0: the checks are skipped, as `swift test` skips them on machines without Chromium.
# The screenshots (bench/out/demo-at-*.png) show the demo at two moments, for a person to look at.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

install_only=false
if [[ ${1:-} == --install-only ]]; then install_only=true; fi

find_chromium() {
  command -v chromium || command -v chromium-browser || true
}

skip() {
  echo "    skipped: $1"
  exit 0
}

echo "==> Chromium for the SVG browser checks"
chromium=$(find_chromium)
if [[ -z $chromium ]]; then
  if ((EUID == 0)); then
    sudo=()
  elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
    sudo=(sudo)
  else
    skip "chromium is not installed, and installing it needs root"
  fi
  if ! command -v apt-get >/dev/null 2>&1; then skip "chromium is not installed and there is no apt-get"; fi
  # Is there a package to install? Refresh the lists once if apt does not know it yet.
  candidate() { apt-cache policy chromium 2>/dev/null | awk '/Candidate:/ {print $2}'; }
  if [[ -z $(candidate) || $(candidate) == "(none)" ]]; then
    "${sudo[@]}" apt-get update -qq
  fi
  if [[ -z $(candidate) || $(candidate) == "(none)" ]]; then
    skip "apt has no chromium package here"
  fi
  echo "    installing chromium $(candidate) (and a monospace font)"
  "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive \
    apt-get install -y -qq --no-install-recommends chromium fonts-dejavu-core >/dev/null
  chromium=$(find_chromium)
  [[ -n $chromium ]] || skip "chromium did not install"
fi
echo "    $("$chromium" --version 2>/dev/null || echo "$chromium")"
if [[ $install_only == true ]]; then exit 0; fi

echo "==> swift test --filter SVGBrowserTests"
swift test --filter SVGBrowserTests

echo "==> Screenshots of docs/demo-branded.svg"
mkdir -p bench/out
for at in 4 17; do
  frozen="$PWD/bench/out/demo-at-$at.svg"
  sed "s/<style>/<style>*{animation-delay:-${at}s!important;animation-play-state:paused!important}/" \
    docs/demo-branded.svg >"$frozen"
  "$chromium" --headless --no-sandbox --disable-gpu --hide-scrollbars --window-size=860,525 \
    --screenshot="$PWD/bench/out/demo-at-$at.png" "file://$frozen" >/dev/null 2>&1
  echo "    bench/out/demo-at-$at.png"
done
if cmp -s bench/out/demo-at-4.png bench/out/demo-at-17.png; then
  echo "error: the demo looks the same at 4 s and at 17 s" >&2
  exit 1
fi
echo "==> The browser plays the SVG recordings"
