#!/usr/bin/env python3
"""Groups a JDK Flight Recorder profile of `heterodox db import` by what the import was doing
(docs/database.md, "Where the import's time went"): each execution sample goes to the first group
whose frames it holds, in the order below (storing before reading, the outer step before its parts).

    java -XX:StartFlightRecording=filename=import.jfr,settings=profile -jar cli/target/heterodox.jar \
        db import --quiet --data DIR FILE.pgn
    tools/db-profile-groups.py import.jfr

Needs the JDK's `jfr` on the PATH.
"""
import collections
import re
import subprocess
import sys

GROUPS = [
    ("startup: schema migration, connection pool", ["GameDatabaseSource.open"]),
    ("H2: commit of the segment's transaction", ["JdbcConnection.commit"]),
    ("H2: the games' rows and their six indexes", ["GameDatabase.insertGames"]),
    ("postings: sort and encode (SegmentBuilder)", ["SegmentBuilder.rows"]),
    ("H2: posting rows", ["GameDatabase.insertPostings"]),
    ("H2: other (duplicate check, segment row)", ["GameDatabase.store"]),
    ("records deflated", ["Compression.deflate"]),
    ("PGN cut into games (splitter)", ["PgnSplitter.next"]),
    ("start position: boards, FEN", ["Game.<init>", "Game.startPosition", "fromFen", "Variants.fromTag"]),
    ("moves read (SAN against the board)", ["MoveReader.read"]),
    ("moves played into the game record", ["Game.play"]),
    ("position keys", ["PositionKey.of", "GameIndexer.indexed"]),
    ("PGN lexing and tags", ["PgnLexer", "PgnReader.readTag"]),
    ("result check (final position)", ["PgnReader.checkResult"]),
    ("rest of the PGN reader", ["PgnReader"]),
]


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: db-profile-groups.py FILE.jfr")
    printed = subprocess.run(["jfr", "print", "--events", "jdk.ExecutionSample", "--stack-depth", "80", sys.argv[1]],
                             capture_output=True, text=True, check=True).stdout
    counts = collections.Counter()
    total = 0
    for sample in printed.split("jdk.ExecutionSample {")[1:]:
        frames = ['.'.join(f.split('.')[-2:]) for f in re.findall(r'^\s+([\w$.<>]+)\(', sample, re.M)]
        if not frames:
            continue
        total += 1
        group = "other (JDK, JIT-compiled glue, JFR)"
        for name, marks in GROUPS:
            if any(mark in frame for frame in frames for mark in marks):
                group = name
                break
        counts[group] += 1
    print(f"{total} execution samples")
    for group, count in counts.most_common():
        print(f"{100 * count / total:5.1f} % {count:6d}  {group}")


if __name__ == "__main__":
    main()
