#!/usr/bin/env python3
"""Checks the container image that `mvn -Pimage package` writes (cli/target/heterodox-image.tar)
without running it: its configuration (non-root user, entrypoint and arguments, port, volume,
working directory) and the files the image adds (the heterodox command, executable; /data,
writable by the image's user). Prints what it found; exits 1 when anything differs.

    python3 tools/check-image.py cli/target/heterodox-image.tar
"""
import hashlib
import io
import json
import sys
import tarfile

EXPECTED = {
    "User": "65532:65532",
    "Entrypoint": ["/usr/local/bin/heterodox"],
    "Cmd": ["serve", "--host", "0.0.0.0", "--data", "/data"],
    "ExposedPorts": {"8080/tcp": {}},
    "Volumes": {"/data": {}},
    "WorkingDir": "/data",
}


def read(archive, name):
    member = archive.extractfile(name)
    if member is None:
        raise SystemExit(f"no {name} in the image tarball")
    return member.read()


def blob(archive, digest):
    algorithm, value = digest.split(":", 1)
    data = read(archive, f"blobs/{algorithm}/{value}")
    if hashlib.new(algorithm, data).hexdigest() != value:
        raise SystemExit(f"blob {digest} does not match its digest")
    return data


def image_parts(archive):
    """The configuration and the layers, from an OCI layout (index.json) or a docker-save manifest."""
    names = archive.getnames()
    if "index.json" in names:
        index = json.loads(read(archive, "index.json"))
        manifest = json.loads(blob(archive, index["manifests"][0]["digest"]))
        print("format: OCI image layout,", manifest.get("mediaType", "(no media type)"))
        config = json.loads(blob(archive, manifest["config"]["digest"]))
        layers = [blob(archive, layer["digest"]) for layer in manifest["layers"]]
        return config, layers
    manifest = json.loads(read(archive, "manifest.json"))[0]
    print("format: docker-save tarball, tags", manifest.get("RepoTags"))
    config = json.loads(read(archive, manifest["Config"]))
    layers = [read(archive, name) for name in manifest["Layers"]]
    return config, layers


def main(path):
    problems = []
    with tarfile.open(path) as archive:
        config, layers = image_parts(archive)
    settings = config.get("config", {})
    print("architecture:", config.get("architecture"), "os:", config.get("os"))
    for key, expected in EXPECTED.items():
        found = settings.get(key)
        print(f"{key}: {json.dumps(found)}")
        if found != expected:
            problems.append(f"{key} is {json.dumps(found)}, expected {json.dumps(expected)}")
    env = dict(item.split("=", 1) for item in settings.get("Env", []))
    print("JAVA_TOOL_OPTIONS:", env.get("JAVA_TOOL_OPTIONS"))
    files = {}
    for layer in layers:
        with tarfile.open(fileobj=io.BytesIO(layer)) as entries:
            for entry in entries:
                files["/" + entry.name.lstrip("./").rstrip("/")] = entry
    for name, mode, kind in (("/usr/local/bin/heterodox", 0o755, "file"), ("/data", 0o777, "dir"),
                             ("/app/jib-classpath-file", None, "file")):
        entry = files.get(name)
        if entry is None:
            problems.append(f"no {name} in the image's layers")
            continue
        print(f"{name}: mode {oct(entry.mode)}, owner {entry.uid}:{entry.gid}, {'dir' if entry.isdir() else 'file'}")
        if mode is not None and entry.mode & 0o777 != mode:
            problems.append(f"{name} has mode {oct(entry.mode)}, expected {oct(mode)}")
        if (kind == "dir") != entry.isdir():
            problems.append(f"{name} is not a {kind}")
    jars = sorted(name for name in files if name.startswith("/app/libs/") and name.endswith(".jar"))
    print(f"/app/libs: {len(jars)} jars, e.g. {', '.join(j.rsplit('/', 1)[1] for j in jars[:3])}")
    if not any("heterodox-server" in j for j in jars):
        problems.append("the server's jar is not in /app/libs")
    for problem in problems:
        print("PROBLEM:", problem)
    print("image configuration:", "as expected" if not problems else f"{len(problems)} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    if len(sys.argv) != 2:
        raise SystemExit("usage: check-image.py IMAGE.tar")
    sys.exit(main(sys.argv[1]))
