// Loads the page's own program: one wasm per problem, so that a visit downloads only the code
// of the page it shows. The problem is the URL's p=, read as the app reads it (the last p=
// counts; an unknown or missing one shows the list's first page, which says so). The pages are
// index.html's page programs in the list's order, written here by scripts/csp.py. If the
// program cannot load, the page says so instead of staying blank.
(() => {
  const pages = __PAGES__;
  const p = new URLSearchParams(location.search).getAll('p').pop();
  const program = pages.includes(p) ? p : pages[0];
  const failed = (why) => {
    const message = document.createElement('p');
    message.setAttribute('role', 'alert');
    message.className = 'load-failure';
    message.textContent = `Runut could not load (${why}). Check the connection and reload the page.`;
    document.body.append(message);
  };
  const glue = document.createElement('script');
  glue.src = `${program}.js`;
  glue.onerror = () => failed(`${program}.js did not arrive`);
  glue.onload = () => wasm_bindgen({ module_or_path: `${program}_bg.wasm` }).catch((e) => failed(String(e)));
  document.head.append(glue);
})();
