"""The list of problems (src/problems.rs) for the build scripts: what `cargo run --bin
problems` prints, read once per build and kept in target/problems.json (which the end-to-end
tests and scripts/images.mjs read too), so that no file outside Rust lists the problems.

Usage: python3 scripts/problems.py [--cached] [--quiz|--budgets|--workers speed|size]   (writes
target/problems.json and prints the slugs, or with --quiz those of the pages with a quiz program,
or with --budgets each slug and its visit's size budget as `slug=bytes`, or with --workers those
whose search worker is built speed first or size first; with --cached, reads the list an earlier
call of the same build wrote instead of asking the app again)
"""
import json
import os
import subprocess

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
CACHE = os.path.join(ROOT, "target", "problems.json")


def write():
    """Asks the app for its list of problems and keeps it in target/problems.json."""
    out = subprocess.run(
        ["cargo", "run", "--quiet", "--offline", "--bin", "problems"],
        cwd=ROOT, check=True, capture_output=True, text=True,
    ).stdout
    os.makedirs(os.path.dirname(CACHE), exist_ok=True)
    with open(CACHE, "w", encoding="utf-8") as f:
        f.write(out)
    return json.loads(out)


def problems():
    """Each problem (slug, folder, search, quiz, budget, preview, name, description), in the
    list's order."""
    if not os.path.exists(CACHE):
        return write()
    with open(CACHE, encoding="utf-8") as f:
        return json.load(f)


def quiz_pages(listed):
    """The slugs of the pages with a quiz program (dist/quiz/<page>)."""
    return [p["slug"] for p in listed if p["quiz"]]


if __name__ == "__main__":
    import sys

    listed = problems() if "--cached" in sys.argv[1:] else write()
    if "--workers" in sys.argv[1:]:
        size_first = sys.argv[sys.argv.index("--workers") + 1] == "size"
        print(" ".join(p["slug"] for p in listed if p["worker_size_first"] == size_first))
    elif "--budgets" in sys.argv[1:]:
        print(" ".join(f'{p["slug"]}={p["budget"]}' for p in listed))
    else:
        print(" ".join(quiz_pages(listed) if "--quiz" in sys.argv[1:] else [p["slug"] for p in listed]))
