#!/usr/bin/env bash
# `npm run image:test`: builds the production image with podman and checks it end to end
# against a local Postgres: the release command, fail-fast config, /healthz, pages, and a
# graceful stop (SIGTERM while a request is in flight). Slow; not part of `npm test`.
# Needs root (debootstrap) the first time, to make the base image when it cannot be pulled.
set -euo pipefail
cd "$(dirname "$0")/.."

IMAGE=${IMAGE:-localhost/ridemarket:test}
PORT=${IMAGE_TEST_PORT:-8089}
PG_PORT=${IMAGE_TEST_PG_PORT:-54342}
NODE_VERSION=22.23.3 # the Node 22 LTS release the stand-in base image carries
NPM_VERSION=10.9.9
BASE=docker.io/library/$(awk '/^FROM /{print $2; exit}' Dockerfile)
NAME=ridemarket-image-test
WORK=$PWD/.data/image-test
export CONTAINERS_CONF=$PWD/scripts/image/containers.conf

step() { printf '\n== %s\n' "$*"; }
fail() { printf 'FAIL: %s\n' "$*" >&2; exit 1; }

step "prerequisites"
missing=()
for tool in podman buildah runc debootstrap curl; do command -v "$tool" >/dev/null || missing+=("$tool"); done
if ((${#missing[@]})); then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    echo "installing ${missing[*]}"
    apt-get update -q >/dev/null && DEBIAN_FRONTEND=noninteractive apt-get install -y -q "${missing[@]}" >/dev/null
  else
    fail "missing ${missing[*]}: run (as root) apt-get install -y podman buildah runc debootstrap curl"
  fi
fi
podman --version

pg_pid=""
cleanup() {
  podman rm -f "$NAME" >/dev/null 2>&1 || true
  if [ -n "$pg_pid" ]; then kill "$pg_pid" 2>/dev/null || true; wait "$pg_pid" 2>/dev/null || true; fi
}
trap cleanup EXIT
rm -rf "$WORK" && mkdir -p "$WORK"

step "base image $BASE"
if podman image exists "$BASE"; then
  echo "present"
else
  scripts/image/make-base.sh "$BASE" "$NODE_VERSION" "$NPM_VERSION"
fi

step "build $IMAGE"
started=$(date +%s)
podman build --format docker --pull=never --network host -t "$IMAGE" . >"$WORK/build.log" 2>&1 || { tail -n 40 "$WORK/build.log"; fail "image build"; }
echo "built in $(($(date +%s) - started))s"
size=$(podman image inspect --format '{{.Size}}' "$IMAGE")
echo "image size: $((size / 1000000)) MB ($IMAGE)"
echo "runs as: $(podman image inspect --format '{{.Config.User}}' "$IMAGE"), node $(podman run --rm --network host "$IMAGE" node -v 2>>"$WORK/podman.log")"

step "Postgres (embedded, port $PG_PORT)"
# tsx directly (not through npx) so that the cleanup's SIGTERM reaches it and stops Postgres.
EMBEDDED_PG_PORT=$PG_PORT EMBEDDED_PG_DIR=$WORK/pg/data node_modules/.bin/tsx scripts/db-start.ts >"$WORK/postgres.log" 2>&1 &
pg_pid=$!
for _ in $(seq 120); do grep -q 'DATABASE_URL=' "$WORK/postgres.log" && break; sleep 0.5; done
DATABASE_URL=$(sed -n 's/.*DATABASE_URL=\(\S*\).*/\1/p' "$WORK/postgres.log")
[ -n "$DATABASE_URL" ] || { cat "$WORK/postgres.log"; fail "Postgres did not start"; }
echo "up"

release=$(sed -n 's/^ *release_command *= *"\(.*\)"$/\1/p' fly.toml)
step "release command from fly.toml: $release"
# shellcheck disable=SC2086 # the command is split into words, as Fly does
podman run --rm --network host -e DATABASE_URL="$DATABASE_URL" "$IMAGE" $release 2>&1 | grep -v '^npm notice' | tail -n 4
echo "again (must be idempotent):"
# shellcheck disable=SC2086
podman run --rm --network host -e DATABASE_URL="$DATABASE_URL" "$IMAGE" $release 2>&1 | grep -v '^npm notice' | tail -n 2

step "start-up without the production secrets fails fast"
if podman run --rm --network host -e DATABASE_URL="$DATABASE_URL" -e PORT="$PORT" "$IMAGE" >"$WORK/no-secrets.log" 2>&1; then
  fail "the server started without SESSION_SECRET"
fi
grep -o '"msg":"[^"]*"' "$WORK/no-secrets.log"

step "run the image on port $PORT"
secret=$(node -e 'console.log(require("node:crypto").randomBytes(32).toString("hex"))')
podman run -d --name "$NAME" --network host \
  -e PORT="$PORT" -e DATABASE_URL="$DATABASE_URL" -e SESSION_SECRET="$secret" \
  -e APP_ORIGIN="http://localhost:$PORT" -e ALLOW_TEST_PAYMENTS=1 -e TEST_SLOW_REQUESTS=1 "$IMAGE" >/dev/null 2>>"$WORK/podman.log"
base_url=http://localhost:$PORT
health=""
for _ in $(seq 60); do health=$(curl -fsS "$base_url/healthz" 2>/dev/null) && break; sleep 0.5; done
[ -n "$health" ] || { podman logs "$NAME"; fail "/healthz never answered"; }
echo "GET /healthz: $health"
podman healthcheck run "$NAME" >/dev/null 2>&1 && echo "HEALTHCHECK: healthy" || echo "HEALTHCHECK: not healthy (podman healthcheck run)"

for page in / /buy; do
  code=$(curl -s --compressed -o "$WORK/page.html" -D "$WORK/headers" -w '%{http_code} %{size_download}B %{time_total}s' "$base_url$page")
  echo "GET $page: $code, $(grep -i '^content-encoding' "$WORK/headers" | tr -d '\r' || echo 'no content-encoding'), $(grep -i '^x-request-id' "$WORK/headers" | tr -d '\r')"
  [ "${code%% *}" = 200 ] || fail "GET $page"
done
asset=$(grep -o '/assets/[^"]*\.js' "$WORK/page.html" | head -n1)
echo "GET $asset: $(curl -s -o /dev/null -D - "$base_url$asset" | grep -i '^cache-control' | tr -d '\r')"
code=$(curl -s -o "$WORK/missing.html" -w '%{http_code}' "$base_url/no-such-page")
grep -qE 'node_modules|    at ' "$WORK/missing.html" && fail "a stack trace in the 404 page"
echo "GET /no-such-page: $code, no stack trace in the body"

step "SIGTERM while a 4 s request is in flight"
curl -s -o /dev/null -w '%{http_code} in %{time_total}s' -H 'x-test-delay: 4000' "$base_url/buy" >"$WORK/slow" &
slow_pid=$!
sleep 1
podman kill --signal TERM "$NAME" >/dev/null
echo "sent SIGTERM"
sleep 0.5
if curl -s -o /dev/null --max-time 2 "$base_url/healthz"; then echo "new connection: accepted"; else echo "new connection: refused (not accepting any more)"; fi
wait "$slow_pid" || true
echo "in-flight request finished: $(cat "$WORK/slow")"
exit_code=$(podman wait "$NAME")
echo "container exit code: $exit_code"
echo "last log lines:"
podman logs "$NAME" 2>&1 | tail -n 4

step "result"
slow_status=$(cut -d' ' -f1 "$WORK/slow")
echo "image size $((size / 1000000)) MB; health ok; in-flight request $slow_status; exit code $exit_code"
[ "$slow_status" = 200 ] && [ "$exit_code" = 0 ] || fail "graceful stop"
echo "PASS"
