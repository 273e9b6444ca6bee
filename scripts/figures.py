"""Writes docs/figures.md from what one run of scripts/bench.sh measured.

Usage: python3 scripts/figures.py RUN_DIR OUT.md   (run by scripts/bench.sh at its end)

RUN_DIR holds the run's raw outputs, each optional:
- machine.txt        the date, the commit and the CPU, one `key<TAB>value` per line;
- criterion.txt      what `cargo bench` printed;
- figures.tsv        one figure per line: section, what, Runut, reference, ratio (TAB-separated;
                     the last two may be empty), printed by the examples, the C references and
                     tests/e2e/bench.mjs;
- tables/*.md        whole tables a study prints (their file name, without .md, is the heading);
- sizes.tsv          program, raw bytes, gzip bytes.
Sections keep the order in which their first figure arrived.
"""
import os
import re
import sys


def read(path):
    return open(path, encoding="utf-8").read() if os.path.exists(path) else ""


def criterion_rows(text):
    """(benchmark, time, throughput) for each benchmark criterion reported."""
    rows, name, last = [], None, None
    for line in text.splitlines():
        time = re.search(r"time:\s+\[\S+ \S+ (\S+ \S+) \S+ \S+\]", line)
        thrpt = re.search(r"thrpt:\s+\[\S+ \S+ (\S+ \S+) \S+ \S+\]", line)
        head = line.split("time:")[0].strip()
        if time:
            name = head or last
            rows.append([name, time.group(1), ""])
        elif thrpt and rows:
            rows[-1][2] = thrpt.group(1)
        elif line.strip() and not line.startswith(" ") and "Benchmarking" not in line:
            last = line.strip()
    return rows


def table(header, rows):
    out = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    out += ["| " + " | ".join(cell or "—" for cell in row) + " |" for row in rows]
    return "\n".join(out)


def main(run, target):
    meta = dict(line.split("\t", 1) for line in read(f"{run}/machine.txt").splitlines() if "\t" in line)
    parts = [
        "# Figures",
        "",
        f"Written by `scripts/bench.sh` on {meta.get('date', '?')} at commit {meta.get('commit', '?')}, "
        f"on {meta.get('cpu', '?')} ({meta.get('cores', '?')} cores). Every figure comes from this one "
        "run, references built and run beside Runut in the same run; compare figures within one "
        "run only (a busy machine moves them all). Run `bash scripts/bench.sh` to measure again: "
        "it rewrites this file.",
    ]
    sections = {}
    for line in read(f"{run}/figures.tsv").splitlines():
        cells = (line.split("\t") + ["", "", "", ""])[:5]
        sections.setdefault(cells[0], []).append(cells[1:])
    for section, rows in sections.items():
        with_reference = any(r[2] or r[3] for r in rows)
        header = ["what", "Runut", "reference", "ratio"] if with_reference else ["what", "Runut"]
        rows = rows if with_reference else [r[:2] for r in rows]
        parts += ["", f"## {section}", "", table(header, rows)]
    bench = criterion_rows(read(f"{run}/criterion.txt"))
    if bench:
        parts += ["", "## Native speed (criterion, `cargo bench`)", "",
                  table(["benchmark", "time (median)", "throughput"], bench)]
    sizes = [line.split("\t") for line in read(f"{run}/sizes.tsv").splitlines() if line]
    if sizes:
        rows = [[name, f"{int(raw):,}", f"{int(gz):,}"] for name, raw, gz in sizes]
        parts += ["", "## Sizes (release build, bytes)", "", table(["what", "raw", "gzip"], rows)]
    tables = f"{run}/tables"
    for name in sorted(os.listdir(tables)) if os.path.isdir(tables) else []:
        parts += ["", f"## {name.removesuffix('.md')}", "", read(f"{tables}/{name}").strip()]
    with open(target, "w", encoding="utf-8") as out:
        out.write("\n".join(parts) + "\n")


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
