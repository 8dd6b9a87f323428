#!/bin/sh
# Entry point of npm start, test, bench and launch-check on a fresh clone. The global Node is
# older: install with the project's own Node 24 (Lingui's native tools need it at install time),
# which npm then finds first on PATH. Usage: sh scripts/run.sh <task> [args]
set -eu
cd "$(dirname "$0")/.."
NODE_VERSION=$(sed -n 's/.*"node": "\^\{0,1\}\([0-9][0-9.]*\)".*/\1/p' package.json | head -n 1)

needs_install() {
  [ ! -x node_modules/.bin/node ] && return 0
  [ ! -f node_modules/.package-lock.json ] && return 0
  [ package-lock.json -nt node_modules/.package-lock.json ] && return 0
  return 1
}

if needs_install; then
  echo "Installing dependencies with Node ${NODE_VERSION} (first run only)..."
  npm exec --yes --package="node@${NODE_VERSION}" -- npm ci --no-audit --no-fund
fi

PATH="$PWD/node_modules/.bin:$PATH"
export PATH
task="$1"
shift
# Browsers first, so a bare machine fails fast (docs/testing.md).
if [ "$task" = test ]; then
  node scripts/browser.ts
fi
exec npm run --silent "task:${task}" -- "$@"
