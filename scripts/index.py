"""Writes the app's page and the files it names into the build (dist/): index.html with the
build's public URL as its <base>, one stylesheet made of style/main.css, style/quiz.css and each
problem's own src/problems/<folder>/style.css (named after its contents, so that a new one is
never taken from a cache), the app's manifest with a shortcut to each page (at most ten) and its
icons, and og/, each page's link-preview pictures (src/problems/<folder>/preview-<lang>.jpg, made
by scripts/images.mjs). So a new problem needs no line here, in index.html or in the manifest.

Usage: python3 scripts/index.py DIST PUBLIC_URL   (run by scripts/build.sh, after
scripts/problems.py has written the list)
"""
import hashlib
import json
import os
import shutil
import sys

from problems import ROOT, problems

# The page as written in the project, and the public URL it holds until a build writes its own.
BASE = '<base href="/runut/" />'
STYLESHEET = '<link rel="stylesheet" href="runut.css" />'


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


def pictures(listed, dist):
    """Each page's link-preview pictures in DIST/og/<slug>-<lang>.jpg; a page that has none
    yet (a new problem before `node scripts/images.mjs previews`) borrows the first page's."""
    og = os.path.join(dist, "og")
    shutil.rmtree(og, ignore_errors=True)
    os.makedirs(og)
    for p in listed:
        for lang in p["name"]:
            own = os.path.join(ROOT, "src", "problems", p["folder"], f"preview-{lang}.jpg")
            first = os.path.join(ROOT, "src", "problems", listed[0]["folder"], f"preview-{lang}.jpg")
            if not os.path.exists(own):
                print(f"[index] no preview picture for the {p['slug']} page yet: run node scripts/images.mjs previews")
            shutil.copyfile(own if os.path.exists(own) else first, os.path.join(og, f"{p['slug']}-{lang}.jpg"))


def main(dist, public_url):
    listed = problems()
    page = open(os.path.join(ROOT, "index.html"), encoding="utf-8").read()
    for tag in (BASE, STYLESHEET):
        if page.count(tag) != 1:
            sys.exit(f"index.html must hold {tag} once")
    css = stylesheet(listed)
    css_name = "runut-" + hashlib.sha256(css.encode()).hexdigest()[:16] + ".css"
    page = page.replace(BASE, f'<base href="{public_url}" />')
    page = page.replace(STYLESHEET, f'<link rel="stylesheet" href="{css_name}" />')
    os.makedirs(dist, exist_ok=True)
    with open(os.path.join(dist, css_name), "w", encoding="utf-8") as f:
        f.write(css)
    with open(os.path.join(dist, "manifest.webmanifest"), "w", encoding="utf-8") as f:
        f.write(manifest(listed))
    shutil.copytree(os.path.join(ROOT, "assets", "icons"), os.path.join(dist, "icons"), dirs_exist_ok=True)
    pictures(listed, dist)
    with open(os.path.join(dist, "index.html"), "w", encoding="utf-8") as f:
        f.write(page)


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit("usage: python3 scripts/index.py DIST PUBLIC_URL")
    main(sys.argv[1], sys.argv[2])
