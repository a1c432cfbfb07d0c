#!/usr/bin/env bash
# `npm start` and `npm test` on a fresh clone with only Node 20 and npm: installs pnpm, the
# workspace's dependencies and (for tests) the Debian packages the browser tests need, then runs.
set -euo pipefail
cd "$(dirname "$0")/.."
PNPM_VERSION=10.34.9

ensure_pnpm() {
  if command -v pnpm >/dev/null 2>&1 && [ "$(pnpm --version 2>/dev/null)" = "$PNPM_VERSION" ]; then return; fi
  if [ -x .tools/bin/pnpm ] && [ "$(.tools/bin/pnpm --version)" = "$PNPM_VERSION" ]; then export PATH="$PWD/.tools/bin:$PATH"; return; fi
  echo "installing pnpm $PNPM_VERSION" >&2
  if ! npm install -g "pnpm@$PNPM_VERSION" >/dev/null 2>&1; then
    npm install --prefix .tools -g "pnpm@$PNPM_VERSION" >/dev/null
    export PATH="$PWD/.tools/bin:$PATH"
  fi
}

ensure_apt_packages() {
  local missing=()
  [ -x /usr/bin/chromium ] || missing+=(chromium)
  command -v pdftoppm >/dev/null 2>&1 || missing+=(poppler-utils)
  command -v qpdf >/dev/null 2>&1 || missing+=(qpdf)
  command -v soffice >/dev/null 2>&1 || missing+=(libreoffice-impress)
  command -v xmllint >/dev/null 2>&1 || missing+=(libxml2-utils)
  command -v unzip >/dev/null 2>&1 || missing+=(unzip)
  [ ${#missing[@]} -eq 0 ] && return
  echo "installing ${missing[*]} from Debian" >&2
  local sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get update -qq >/dev/null
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
}

# The server's tests run against PostgreSQL as well as PGlite. CI machines have one on
# 127.0.0.1:5432 with trust auth; elsewhere install Debian's, start it and give the postgres user
# the password the tests use (trust clusters ignore it).
ensure_postgres() {
  if (exec 3<>/dev/tcp/127.0.0.1/5432) 2>/dev/null; then return; fi
  local sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  if ! ls /etc/postgresql/*/main >/dev/null 2>&1; then
    echo "installing postgresql from Debian" >&2
    $sudo apt-get update -qq >/dev/null
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends postgresql >/dev/null
  fi
  local version
  version="$(ls /etc/postgresql | sort -V | tail -1)"
  $sudo pg_ctlcluster "$version" main start >/dev/null 2>&1 || true
  for _ in $(seq 1 30); do
    (exec 3<>/dev/tcp/127.0.0.1/5432) 2>/dev/null && break
    sleep 0.5
  done
  if [ -z "$sudo" ]; then
    su postgres -c "psql -qc \"alter user postgres password 'postgres'\"" >/dev/null
  else
    sudo -u postgres psql -qc "alter user postgres password 'postgres'" >/dev/null
  fi
}

# The scale-out tests run two instances over PostgreSQL and Redis (127.0.0.1:6379). Without a
# Redis there, install Debian's and start it for this run.
ensure_redis() {
  if (exec 3<>/dev/tcp/127.0.0.1/6379) 2>/dev/null; then return; fi
  local sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  if ! command -v redis-server >/dev/null; then
    echo "installing redis-server from Debian" >&2
    $sudo apt-get update -qq >/dev/null
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends redis-server >/dev/null
  fi
  $sudo redis-server --bind 127.0.0.1 --port 6379 --daemonize yes --save '' >/dev/null
  for _ in $(seq 1 30); do
    (exec 3<>/dev/tcp/127.0.0.1/6379) 2>/dev/null && break
    sleep 0.2
  done
}

# A hash of what `pnpm install` reads (the lockfile, the workspace's package.json files, pnpm's
# settings) and of the Node it installed native packages for (the binary's path, size and date:
# another Node is another binary). Three small processes rather than a Node script, whose start
# alone took ≈ 0.1–0.2 s of every `npm start`.
install_hash() {
  local node files=() file
  node="$(command -v node)"
  for file in pnpm-lock.yaml pnpm-workspace.yaml .npmrc package.json packages/*/package.json; do
    [ -f "$file" ] && files+=("$file")
  done
  { echo "$node"; stat -Lc '%s %Y' "$node"; sha256sum "${files[@]}"; } | sha256sum
}

# Installs only when install_hash changed since the last install that finished (kept in
# node_modules): an install that changes nothing still takes ≈ 1.5 s with pnpm's own start.
ensure_installed() {
  local hash stamp=node_modules/.folio-install-hash
  hash="$(install_hash)"
  if [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$hash" ]; then return; fi
  ensure_pnpm
  pnpm install --frozen-lockfile --prefer-offline --reporter=silent
  printf '%s\n' "$hash" > "$stamp"
}

case "${1:-}" in
  start)
    ensure_installed
    # What `pnpm folio start` runs, without pnpm's own start: it builds Folio's JavaScript first
    # when a source is newer than the build.
    exec ./folio start
    ;;
  test)
    ensure_installed
    ensure_pnpm
    ensure_apt_packages
    ensure_postgres
    ensure_redis
    pnpm typecheck
    pnpm vitest run
    # The end-to-end tests drive the built app in Chromium against a real server.
    exec pnpm test:e2e
    ;;
  *)
    echo "usage: scripts/bootstrap.sh start|test" >&2
    exit 2
    ;;
esac
