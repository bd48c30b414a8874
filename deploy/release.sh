#!/bin/sh
# Deploys a new version without touching the one that is running: the server loads page chunks lazily from its
# build, so building (or `npm ci`) in the live folder made it answer 500 until the restart. Each release is
# checked out, installed and built in a folder of its own, then `current` is switched to it in one rename and the
# service restarted. The running process keeps its own folder until then (its working directory is the release
# itself, not the link), and a failed install or build leaves `current` as it was.
#
#   deploy/release.sh [REF]        REF: a commit, tag or branch of the clone's origin (default origin/main)
#
# Layout (docs/deployment.md, step 3):
#   $GUIDE_HOME/repo        a clone of the site's repository, only fetched from
#   $GUIDE_HOME/releases/   one folder per release, the newest $GUIDE_KEEP kept
#   $GUIDE_HOME/current     -> releases/<this one>; systemd's WorkingDirectory
#   $GUIDE_HOME/.env        the settings, linked into each release; $GUIDE_HOME/data the database and uploads
#
# Run it as the user the site runs as. GUIDE_RESTART is how the service is restarted (default `sudo systemctl
# restart guide`, with a sudoers rule allowing exactly that); roll back by pointing `current` at the previous
# release and restarting. tests/api/serve/release-script.test.ts runs it against a throw-away repository.
set -eu

home=${GUIDE_HOME:-/srv/guide}
repo=${GUIDE_REPO:-$home/repo}
keep=${GUIDE_KEEP:-3}
restart=${GUIDE_RESTART:-sudo systemctl restart guide}
ref=${1:-origin/main}

git -C "$repo" fetch --quiet --tags origin
commit=$(git -C "$repo" rev-parse --verify --quiet "$ref^{commit}") || {
  echo "[release] $ref names no commit in $repo" >&2
  exit 1
}
release="$home/releases/$(date -u +%Y%m%dT%H%M%SZ)-$(printf '%.12s' "$commit")"
mkdir -p "$home/releases"
mkdir "$release"
# Anything that fails before the switch removes the half-built release and leaves `current` alone.
abandon() {
  status=$?
  if [ "$status" -ne 0 ]; then
    rm -rf "$release"
    echo "[release] failed: $release removed, current unchanged" >&2
  fi
}
trap abandon EXIT

echo "[release] $commit into $release"
git -C "$repo" archive --format=tar "$commit" | tar -x -C "$release"
if [ -f "$home/.env" ]; then ln -s "$home/.env" "$release/.env"; fi
cd "$release"
npm ci --no-audit --no-fund
# The build bakes the site's settings (SITE_URL, the SITE_* identity) into the prerendered pages: the same
# .env the service runs with, as `npm run build` would see it in the service's environment.
if [ -f .env ]; then node --env-file=.env src/cli/build.ts; else node src/cli/build.ts; fi

# One rename: `current` is the old release or the new one, never missing.
ln -sfn "$release" "$home/current.next"
mv -T "$home/current.next" "$home/current"
trap - EXIT
echo "[release] current -> $release; restarting: $restart"
$restart

# The newest releases stay for a rollback (the folder names sort by time); the one now current is never removed.
count=0
for old in "$home"/releases/*/; do count=$((count + 1)); done
for old in "$home"/releases/*/; do
  [ "$count" -le "$keep" ] && break
  if [ "${old%/}" != "$release" ]; then rm -rf "$old"; fi
  count=$((count - 1))
done
echo "[release] done"
