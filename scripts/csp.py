"""Makes the built page load its program and run under a strict Content-Security-Policy: writes
scripts/start.js (which loads the page's own program, picked from the URL, among the page
programs of the list of problems, in order, or its quiz program) with the list filled in, named
after its contents, where the page names start.js, and adds the policy as a <meta> tag.

Usage: python3 scripts/csp.py dist/index.html   (run by scripts/build.sh after scripts/index.py)

The policy allows only the site itself, plus what WebAssembly and the search workers need:
- script-src 'self' 'wasm-unsafe-eval': the loader and wasm-bindgen's glue come from the site;
  compiling WebAssembly needs 'wasm-unsafe-eval' (it allows no JavaScript eval);
- worker-src 'self' blob:: each worker starts from a tiny blob: script that imports the site's
  work/<page>.js (the programs are wasm-bindgen's classic scripts, `no-modules`);
- style-src 'self' 'unsafe-inline': the stylesheet is the site's, but Yew sets style attributes
  (grid sizes, a count's shading, custom properties), which CSP counts as inline styles;
- img-src 'self' data: blob:: the favicon is a data: URL and exported pictures are blobs;
- connect-src 'self': the wasm files are fetched from the site.
"""
import hashlib
import json
import os
import sys

from problems import problems, quiz_pages

POLICY = (
    "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; worker-src 'self' blob:; "
    "style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; connect-src 'self'; "
    "object-src 'none'; base-uri 'self'; form-action 'none'"
)


def pages():
    """The page programs, in the list of problems' order."""
    return [p["slug"] for p in problems()]


def aliases():
    """Each old slug a link may still use, and the page's slug it now names."""
    return {alias: p["slug"] for p in problems() for alias in p.get("aliases", [])}


def main(index_path):
    html = open(index_path, encoding="utf-8").read()
    tag = '<script type="module" src="start.js"></script>'
    if html.count(tag) != 1:
        sys.exit(f"expected {tag} once in {index_path}")
    here = os.path.dirname(os.path.abspath(__file__))
    start = open(os.path.join(here, "start.js"), encoding="utf-8").read()
    start = start.replace("__PAGES__", json.dumps(pages()))
    start = start.replace("__QUIZZES__", json.dumps(quiz_pages(problems())))
    start = start.replace("__ALIASES__", json.dumps(aliases()))
    name = "start-" + hashlib.sha256(start.encode()).hexdigest()[:16] + ".js"
    with open(os.path.join(os.path.dirname(index_path), name), "w", encoding="utf-8") as out:
        out.write(start)
    html = html.replace(tag, f'<script type="module" src="{name}"></script>')
    meta = f'<meta http-equiv="Content-Security-Policy" content="{POLICY}" />'
    html = html.replace('<meta charset="utf-8" />', f'<meta charset="utf-8" />\n    {meta}', 1)
    open(index_path, "w", encoding="utf-8").write(html)


if __name__ == "__main__":
    main(sys.argv[1])
