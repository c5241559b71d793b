#!/bin/sh
# Builds the production release into OUT_DIR: the compiled server and web app (dist/), package.json,
# the lock file and the production dependencies, nothing else (no src/, no dev tools). The Dockerfile's
# build stage runs this script, and so does e2e/production-install.e2e.ts, so CI proves the image's
# build steps even where no container runtime exists (decision 0015).
# RELEASE_REUSE_BUILD=1 packs the dist/ already built (the e2e run has just built it).
set -eu
out="${1:?usage: scripts/build-release.sh OUT_DIR}"
case "$out" in /*) ;; *) out="$PWD/$out" ;; esac
cd "$(dirname "$0")/.."
# Never into a folder that holds something: it could be a running release.
if [ -e "$out" ] && [ -n "$(ls -A "$out")" ]; then
  echo "build-release: $out is not empty: give a new folder" >&2
  exit 1
fi

if [ "${RELEASE_REUSE_BUILD:-}" != 1 ]; then npm run build; fi
for built in dist/server/main.js dist/server/migrations/meta/_journal.json dist/web/index.html dist/web-ssr/entry-server.js; do
  [ -f "$built" ] || { echo "build-release: $built is missing: run npm run build" >&2; exit 1; }
done

mkdir -p "$out"
# npm pack takes exactly the files package.json lists, as a registry install would.
tarball="$(npm pack --silent --pack-destination "$out" | tail -n 1)"
tar -xzf "$out/$tarball" -C "$out" --strip-components=1
rm "$out/$tarball"
cp package-lock.json "$out/"
# `npm install`, not `npm ci`: the lock file records this platform's optional packages only (.ci/run).
# --prefer-offline: a warm npm cache (CI's, the build stage's) needs no network.
(cd "$out" && npm install --omit=dev --prefer-offline --no-audit --no-fund --loglevel=error)
echo "release in $out"
