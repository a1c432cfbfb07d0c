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
  [ ${#missing[@]} -eq 0 ] && return
  echo "installing ${missing[*]} from Debian" >&2
  local sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get update -qq >/dev/null
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
}

ensure_pnpm
pnpm install --frozen-lockfile --prefer-offline --reporter=silent

case "${1:-}" in
  start)
    exec pnpm folio start
    ;;
  test)
    ensure_apt_packages
    pnpm typecheck
    exec pnpm vitest run
    ;;
  *)
    echo "usage: scripts/bootstrap.sh start|test" >&2
    exit 2
    ;;
esac
