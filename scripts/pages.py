"""Gives each page an address of its own whose HTML says what it is when a link to it is pasted
into a chat: for every page of the list and language, a copy of the built dist/index.html at
dist/<page>/index.html (English) or dist/id/<page>/index.html (Indonesian), with that page's
title, description, language and Open Graph / Twitter card tags (title, description, its
picture in dist/og/). The root page gets the same tags for the app as a whole, and so does
dist/404.html, the app for any address the site lacks. The texts are
the app's own catalogue (the list of problems, scripts/problems.py); the app keeps each page at its own
address (model::shell::page_address), and scripts/start.js reads the page from it.

Usage: python3 scripts/pages.py dist   (run by scripts/build.sh after scripts/csp.py)
Set RUNUT_ORIGIN (e.g. https://someone.github.io) to make the picture's URL absolute, as some
chat apps want, and to add og:url; without it the picture's URL starts at the site's root.
"""
import html
import os
import re
import sys

from problems import problems

SITE = "Runut"
LOCALES = {"en": "en_US", "id": "id_ID"}


def page_texts():
    """(slug, lang, name, description) of every page and language, from the app's catalogue."""
    return [(p["slug"], lang, p["name"][lang], p["description"][lang]) for p in problems() for lang in p["name"]]


def tags(title, description, lang, picture, address, origin):
    """The link-preview tags of one page."""
    q = lambda text: html.escape(text, quote=True)
    image = f"{origin}{picture}"
    lines = [
        f'<meta property="og:type" content="website" />',
        f'<meta property="og:site_name" content="{SITE}" />',
        f'<meta property="og:title" content="{q(title)}" />',
        f'<meta property="og:description" content="{q(description)}" />',
        f'<meta property="og:locale" content="{LOCALES[lang]}" />',
        f'<meta property="og:image" content="{q(image)}" />',
        '<meta property="og:image:type" content="image/jpeg" />',
        '<meta property="og:image:width" content="1200" />',
        '<meta property="og:image:height" content="630" />',
        f'<meta property="og:image:alt" content="{q(title)}" />',
        '<meta name="twitter:card" content="summary_large_image" />',
        f'<meta name="twitter:title" content="{q(title)}" />',
        f'<meta name="twitter:description" content="{q(description)}" />',
        f'<meta name="twitter:image" content="{q(image)}" />',
    ]
    if origin:
        lines.append(f'<meta property="og:url" content="{q(origin + address)}" />')
    return "\n    ".join(lines)


def page(source, title, description, lang, picture, address, origin):
    """`source` (the built index.html) as the page `title` in `lang`."""
    q = lambda text: html.escape(text, quote=True)
    out = re.sub(r'<html lang="[^"]*"', f'<html lang="{lang}"', source, count=1)
    out = re.sub(r"<title>.*?</title>", f"<title>{html.escape(title, quote=False)}</title>", out, count=1)
    described = f'<meta name="description" content="{q(description)}" />'
    out, found = re.subn(r'<meta name="description" content="[^"]*"\s*/?>', described, out, count=1)
    if found != 1:
        sys.exit("dist/index.html has no meta description to replace")
    return out.replace(described, described + "\n    " + tags(title, description, lang, picture, address, origin), 1)


def main(dist):
    index = os.path.join(dist, "index.html")
    source = open(index, encoding="utf-8").read()
    base = re.search(r'<base href="([^"]*)"', source).group(1)
    origin = os.environ.get("RUNUT_ORIGIN", "").rstrip("/")
    texts = page_texts()
    aliases = {p["slug"]: p.get("aliases", []) for p in problems()}
    for slug, lang, name, description in texts:
        picture = f"og/{slug}-{lang}.jpg"
        if not os.path.exists(os.path.join(dist, picture)):
            sys.exit(f"no link preview picture {picture} (scripts/index.py copies them)")
        folder = slug if lang == "en" else f"{lang}/{slug}"
        os.makedirs(os.path.join(dist, folder), exist_ok=True)
        title = f"{SITE} — {name}"
        text = page(source, title, description, lang, base + picture, f"{base}{folder}/", origin)
        open(os.path.join(dist, folder, "index.html"), "w", encoding="utf-8").write(text)
        # An old slug's address keeps its page (the loader turns the slug into the page's own).
        for alias in aliases.get(slug, []):
            old = alias if lang == "en" else f"{lang}/{alias}"
            os.makedirs(os.path.join(dist, old), exist_ok=True)
            open(os.path.join(dist, old, "index.html"), "w", encoding="utf-8").write(text)
    # The root: the app as a whole, pictured by the first page.
    title = re.search(r"<title>(.*?)</title>", source).group(1)
    description = html.unescape(re.search(r'<meta name="description" content="([^"]*)"', source).group(1))
    picture = f"{base}og/{texts[0][0]}-en.jpg"
    root = page(source, title, description, "en", picture, base, origin)
    open(index, "w", encoding="utf-8").write(root)
    # Any address under the base that the site lacks (a mistyped or doubled language segment,
    # id/id/<page>/) gets the app itself, as GitHub Pages serves 404.html: the loader reads the
    # page and the language from the path (scripts/start.js), and the app moves to the page's
    # own address. Its <base> is absolute, so its files load from any depth.
    open(os.path.join(dist, "404.html"), "w", encoding="utf-8").write(root)


if __name__ == "__main__":
    main(sys.argv[1])
