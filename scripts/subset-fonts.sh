#!/usr/bin/env bash
# Writes the site's two fonts into static/fonts/, cut down to the characters an English site
# uses (Basic Latin, Latin-1, typographic quotes and dashes, arrows, €, ™) and to the OpenType
# features we render. Sources: the latin variable-weight files of @fontsource-variable/inter and
# @fontsource-variable/jetbrains-mono (SIL OFL 1.1; the licences are copied beside the fonts).
# Needs fontTools (Debian: apt-get install python3-fonttools python3-brotli). Not part of the
# build: the output is committed; run this again after upgrading either package.
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p static/fonts

subset() {
  python3 -m fontTools.subset "$1" --flavor=woff2 --output-file="$2" \
    --unicodes="$3" --layout-features="$4" --no-hinting --desubroutinize
}

TEXT='U+0020-007E,U+00A0-00FF,U+0131,U+0152-0153,U+02C6,U+02DA,U+02DC,U+2013-2014,U+2018-201A,U+201C-201E,U+2022,U+2026,U+2032-2033,U+20AC,U+2122,U+2190-2193,U+2212'
CODE='U+0020-007E,U+00A0-00FF,U+2013-2014,U+2018-201D,U+2026,U+2190-2193'

inter=node_modules/@fontsource-variable/inter
mono=node_modules/@fontsource-variable/jetbrains-mono
version() { node -p "require('./$1/package.json').version"; }
# The package version is in the file name: the server lets browsers cache /fonts/ for a year,
# so a new font must have a new name (then update fontFiles in ui/theme/tokens.ts).
rm -f static/fonts/*.woff2
subset "$inter/files/inter-latin-wght-normal.woff2" "static/fonts/inter-var-latin-$(version "$inter").woff2" "$TEXT" 'kern,liga,calt,case,tnum'
# No 'calt': JetBrains Mono's code ligatures turn != into a glyph readers may not recognise.
subset "$mono/files/jetbrains-mono-latin-wght-normal.woff2" "static/fonts/jetbrains-mono-var-latin-$(version "$mono").woff2" "$CODE" 'kern'
cp "$inter/LICENSE" static/fonts/inter-LICENSE.txt
cp "$mono/LICENSE" static/fonts/jetbrains-mono-LICENSE.txt
ls -l static/fonts/*.woff2
