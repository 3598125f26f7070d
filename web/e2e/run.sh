#!/usr/bin/env bash
# End-to-end browser tests: starts the real server (cli/target/heterodox.jar, built by `mvn package`)
# on a random loopback port (one per Playwright Test worker) and plays games in headless Chromium.
# Needs Debian's headless Chromium shell (chromium-headless-shell), which the Maven build installs when missing (.ci/install-debian-packages, as root);
# without it the tests are skipped with the reason. Screenshots go to web/e2e/artifacts/.
# Arguments go to `playwright test`: `web/e2e/run.sh e2e/editor.spec.ts` or `web/e2e/run.sh -g lobby`.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
web="$(dirname "$here")"
root="$(dirname "$web")"
if [ ! -x /usr/bin/chromium-headless-shell ] || [ ! -x /usr/bin/chromium ]; then
  echo "e2e: skipped: Debian's chromium-headless-shell and chromium are not both installed (as root: .ci/install-debian-packages chromium chromium-headless-shell)" >&2
  exit 0
fi
if [ ! -d "$web/node_modules/@playwright/test" ]; then
  (cd "$web" && npm install --no-audit --no-fund --loglevel=error)
fi
jar="${HETERODOX_JAR:-$root/cli/target/heterodox.jar}"
if [ ! -f "$jar" ]; then
  echo "e2e: $jar is missing; run 'mvn -DskipTests package' first" >&2
  exit 2
fi
cd "$web"
export HETERODOX_JAR="$jar" E2E_ARTIFACTS="$here/artifacts"
exec "$web/node_modules/.bin/playwright" test --config "$web/playwright.config.ts" "$@"
