"""Writes Trunk's page, target/index.html, from index.html and the list of problems: each
problem's page program and, right after it, the same program as its page's search worker, in
the list's order, and one stylesheet made of style/main.css and each problem's own
src/problems/<folder>/style.css, the app's manifest with a shortcut to each page (at most ten), and og/, each
page's link-preview pictures (src/problems/<folder>/preview-<lang>.jpg, made by
scripts/images.mjs). So a new problem needs no line here, in index.html or in the manifest.

Usage: python3 scripts/index.py   (run by scripts/build.sh before trunk build, after
scripts/problems.py has written the list)
"""
import json
import os
import re
import shutil
import sys

from problems import ROOT, problems

OUT = os.path.join(ROOT, "target")
MARK = "<!-- page programs -->"
# Pages are optimised for size, workers for speed (see Cargo.toml's profiles). One pass, not
# --converge: repeating it took twice as long (36 s → 16 s for a page) for no smaller gzip.
OPT = 'data-wasm-opt-params="--low-memory-unused"'
PAGE = ('<link data-trunk rel="rust" href="../Cargo.toml" data-bin="{slug}" data-type="worker" '
        'data-wasm-opt="z" ' + OPT + ' data-cargo-profile-release="release-page" />')
WORKER = ('<link data-trunk rel="rust" href="../Cargo.toml" data-bin="{slug}" data-type="worker" '
          'data-cargo-features="worker" data-target-path="work" data-wasm-opt="3" ' + OPT + ' />')


def stylesheet(listed):
    """The shared stylesheets (the pages', the quiz's), then each problem's own, as one file."""
    parts = [os.path.join(ROOT, "style", name) for name in ("main.css", "quiz.css")]
    parts += [os.path.join(ROOT, "src", "problems", p["folder"], "style.css") for p in listed]
    text = ""
    for path in parts:
        if os.path.exists(path):
            text += f"/* {os.path.relpath(path, ROOT)} */\n" + open(path, encoding="utf-8").read() + "\n"
    return text


# The most shortcuts a browser reads from a manifest (Chromium warns of more, and drops them).
MAX_SHORTCUTS = 10


def manifest(listed):
    """assets/manifest.webmanifest with a shortcut to each page (its address of its own): the
    games first, then the search pages in the list's order, as many as a browser reads."""
    data = json.load(open(os.path.join(ROOT, "assets", "manifest.webmanifest"), encoding="utf-8"))
    ordered = [p for p in listed if not p["search"]] + [p for p in listed if p["search"]]
    data["shortcuts"] = [
        {"name": p["name"]["en"], "url": f"./{p['slug']}/", "description": p["description"]["en"]}
        for p in ordered[:MAX_SHORTCUTS]
    ]
    return json.dumps(data, ensure_ascii=False, indent=2) + "\n"


def pictures(listed):
    """Each page's link-preview pictures in target/og/<slug>-<lang>.jpg; a page that has none
    yet (a new problem before `node scripts/images.mjs previews`) borrows the first page's."""
    og = os.path.join(OUT, "og")
    shutil.rmtree(og, ignore_errors=True)
    os.makedirs(og)
    for p in listed:
        for lang in p["name"]:
            own = os.path.join(ROOT, "src", "problems", p["folder"], f"preview-{lang}.jpg")
            first = os.path.join(ROOT, "src", "problems", listed[0]["folder"], f"preview-{lang}.jpg")
            if not os.path.exists(own):
                print(f"[index] no preview picture for the {p['slug']} page yet: run node scripts/images.mjs previews")
            shutil.copyfile(own if os.path.exists(own) else first, os.path.join(og, f"{p['slug']}-{lang}.jpg"))


def main():
    listed = problems()
    source = open(os.path.join(ROOT, "index.html"), encoding="utf-8").read()
    if source.count(MARK) != 1:
        sys.exit(f"index.html must hold {MARK} once, where the page programs go")
    # Trunk's page lives in target/: its own links point back to the project's root.
    page = re.sub(r'(<link data-trunk [^>]*href=")(?!\.\./)', r"\1../", source)
    page = page.replace('href="../style/main.css"', 'href="runut.css"')
    page = page.replace('href="../assets/manifest.webmanifest"', 'href="manifest.webmanifest"')
    indent = source[: source.index(MARK)].rsplit("\n", 1)[1]
    links = [f.format(slug=p["slug"]) for p in listed for f in (PAGE, WORKER)]
    links.append('<link data-trunk rel="copy-dir" href="og" />')
    page = page.replace(MARK, MARK + "\n" + "\n".join(indent + l for l in links))
    os.makedirs(OUT, exist_ok=True)
    with open(os.path.join(OUT, "runut.css"), "w", encoding="utf-8") as f:
        f.write(stylesheet(listed))
    pictures(listed)
    with open(os.path.join(OUT, "manifest.webmanifest"), "w", encoding="utf-8") as f:
        f.write(manifest(listed))
    with open(os.path.join(OUT, "index.html"), "w", encoding="utf-8") as f:
        f.write(page)


if __name__ == "__main__":
    main()
