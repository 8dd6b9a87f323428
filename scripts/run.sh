#!/bin/sh
# Entry point of `npm start`, `npm test` and `npm run bench` on a fresh clone.
# The machines have an older global Node; the project brings its own Node 24 (the `node`
# package, a devDependency). npm puts node_modules/.bin first on PATH for scripts, so once
# installed every script runs on it. This script makes sure the install happened, with npm
# itself running on Node 24 (Lingui's native tools need it at install time), and for `npm test`
# that the end-to-end tests have a browser.
set -eu
cd "$(dirname "$0")/.."
NODE_VERSION=$(sed -n 's/.*"node": "\^\{0,1\}\([0-9][0-9.]*\)".*/\1/p' package.json | head -n 1)

needs_install() {
  [ ! -x node_modules/.bin/node ] && return 0
  [ ! -f node_modules/.package-lock.json ] && return 0
  # Reinstall when the lockfile changed since the last install.
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
# The end-to-end tests need a Chromium, Firefox ESR and WebKitGTK: found, or installed (saying
# how), or one line saying what to install (scripts/browser.ts). Before the other checks, so a
# bare machine fails fast.
if [ "$task" = test ]; then
  node scripts/browser.ts
fi
exec npm run --silent "task:${task}" -- "$@"
