"""Makes the built page run under a strict Content-Security-Policy and load its program: moves
Trunk's inline module script (the loader of the empty boot program) into a file of its own,
with scripts/start.js (which loads the page's own program, picked from the URL, among the page
programs of the list of problems, in order, or its quiz program) before it, and
adds the policy as a <meta> tag.

Usage: python3 scripts/csp.py dist/index.html   (run by scripts/build.sh after trunk build)

The policy allows only the site itself, plus what WebAssembly and the search workers need:
- script-src 'self' 'wasm-unsafe-eval': the loader and wasm-bindgen's glue come from the site;
  compiling WebAssembly needs 'wasm-unsafe-eval' (it allows no JavaScript eval);
- worker-src 'self' blob:: each worker starts from a tiny blob: script that imports the site's
  work/<page>.js (Trunk builds classic workers);
- style-src 'self' 'unsafe-inline': the stylesheet is the site's, but Yew sets style attributes
  (grid sizes, a count's shading, custom properties), which CSP counts as inline styles;
- img-src 'self' data: blob:: the favicon is a data: URL and exported pictures are blobs;
- connect-src 'self': the wasm files are fetched from the site.
"""
import hashlib
import json
import os
import re
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
    inline = re.compile(r'<script type="module">(.*?)</script>', re.S)
    found = inline.findall(html)
    if len(found) != 1:
        sys.exit(f"expected one inline module script in {index_path}, found {len(found)}")
    here = os.path.dirname(os.path.abspath(__file__))
    start = open(os.path.join(here, "start.js"), encoding="utf-8").read()
    start = start.replace("__PAGES__", json.dumps(pages()))
    start = start.replace("__QUIZZES__", json.dumps(quiz_pages(problems())))
    start = start.replace("__ALIASES__", json.dumps(aliases()))
    code = start + "\n" + found[0].strip() + "\n"
    name = "start-" + hashlib.sha256(code.encode()).hexdigest()[:16] + ".js"
    with open(os.path.join(os.path.dirname(index_path), name), "w", encoding="utf-8") as out:
        out.write(code)
    html = inline.sub(f'<script type="module" src="{name}"></script>', html)
    meta = f'<meta http-equiv="Content-Security-Policy" content="{POLICY}" />'
    html = html.replace('<meta charset="utf-8" />', f'<meta charset="utf-8" />\n    {meta}', 1)
    open(index_path, "w", encoding="utf-8").write(html)


if __name__ == "__main__":
    main(sys.argv[1])
