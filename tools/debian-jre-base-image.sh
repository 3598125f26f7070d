#!/usr/bin/env bash
# A base image for the container image (`mvn -Pimage package`) made from Debian's packages alone, for
# a machine that reaches Debian's mirror but no container registry: Debian 12 (minbase) with
# openjdk-17-jre-headless, written as a docker-save tarball that Jib reads as
#   mvn -B -ntp -Pimage package -Dheterodox.image.base=tar://$PWD/debian-jre-17.tar
# Needs root and debootstrap (apt-get install debootstrap). Usage: tools/debian-jre-base-image.sh OUT.tar [ROOTFS]
# (ROOTFS: an existing debootstrap directory to pack instead of making one).
set -euo pipefail
out="$(realpath -m "${1:?usage: debian-jre-base-image.sh OUT.tar [ROOTFS]}")"
rootfs="${2:-}"
if [ -z "$rootfs" ]; then
  rootfs="$(mktemp -d)"
  debootstrap --variant=minbase --include=openjdk-17-jre-headless bookworm "$rootfs" \
    "${DEBIAN_MIRROR:-http://deb.debian.org/debian}"
fi
jre=/usr/lib/jvm/java-17-openjdk-amd64
# (a chroot has no /proc, which the launcher's $ORIGIN needs to find its libraries: named here)
java_version="$(chroot "$rootfs" env LD_LIBRARY_PATH="$jre/lib" "$jre/bin/java" -version 2>&1 | head -1)" \
  || { echo "no working $jre in $rootfs" >&2; exit 1; }
rm -rf "$rootfs"/var/cache/apt/archives/*.deb "$rootfs"/var/lib/apt/lists/*
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
tar --numeric-owner --sort=name -C "$rootfs" -cf "$work/layer.tar" .
diff_id="$(sha256sum "$work/layer.tar" | cut -d' ' -f1)"
cat > "$work/config.json" <<JSON
{"architecture":"amd64","os":"linux",
 "config":{"Env":["PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin",
                  "JAVA_HOME=$jre","LANG=C.UTF-8"]},
 "rootfs":{"type":"layers","diff_ids":["sha256:$diff_id"]}}
JSON
echo '[{"Config":"config.json","RepoTags":["debian-jre:17"],"Layers":["layer.tar"]}]' > "$work/manifest.json"
tar -C "$work" -cf "$out" manifest.json config.json layer.tar
echo "$out: $(du -h "$out" | cut -f1), base image debian-jre:17 (Debian 12, $java_version)"
