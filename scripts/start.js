// Loads the page's own program: one wasm per problem, so that a visit downloads only the code
// of the page it shows. The problem is the URL's p=, read as the app reads it
// (model::query::problem: the last p= counts; an unknown or missing one shows the knight's tour,
// which says so). If the program cannot load, the page says so instead of staying blank.
(() => {
  const p = new URLSearchParams(location.search).getAll('p').pop();
  const program = p === 'queens' || p === 'maze' ? p : 'knight';
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
