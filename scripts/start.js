// Loads the page's own program: one wasm per problem, so that a visit downloads only the code
// of the page it shows. The problem is the URL's p=, read as the app reads it
// (model::query::problem): an unknown or missing one shows the knight's tour, which says so.
(() => {
  const p = new URLSearchParams(location.search).get('p');
  const program = p === 'queens' || p === 'maze' ? p : 'knight';
  const glue = document.createElement('script');
  glue.src = `${program}.js`;
  glue.onload = () => wasm_bindgen({ module_or_path: `${program}_bg.wasm` });
  document.head.append(glue);
})();
