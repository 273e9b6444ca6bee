// Loads the page's own program: one wasm per problem, so that a visit downloads only the code
// of the page it shows (for a link whose quiz= asks for a quiz, the page's quiz program
// instead). The problem is the URL's p=, read as the app reads it (the last p= counts; an
// unknown or missing one shows the list's first page, which says so). The pages, and those
// with a quiz program, are the list of problems' in its order, written here by scripts/csp.py.
// If the program cannot load, the page says so instead of staying blank.
//
// A page also has an address of its own, `<base><page>/` or `<base>id/<page>/` (scripts/pages.py
// writes there a copy of this page whose link-preview tags are that page's): there, the path
// names the page (and the language) when the query does not, and they are written into the
// query, which is all the app reads (the app then keeps the view at its page's own address).
(() => {
  const pages = __PAGES__;
  const quizzes = __QUIZZES__;
  // A page's old slugs (Problem::ALIASES), so that a link or address in use keeps its page.
  const aliases = __ALIASES__;
  const query = new URLSearchParams(location.search);
  // The path's segments after the base: a language (`id`, or `en`) and a page, in any number
  // and order. A site that serves this page for any path it lacks (GitHub Pages' 404.html,
  // which scripts/pages.py writes) so still reaches the page of a mistyped address such as
  // id/id/<page>/; a segment that names no page becomes p=, whose notice says so.
  const here = location.pathname.slice(new URL(document.baseURI).pathname.length)
    .split('/').filter((segment) => segment !== '');
  const lang = here.filter((segment) => segment === 'id' || segment === 'en').pop() || '';
  const page = here.find((segment) => segment !== 'id' && segment !== 'en') || '';
  const added = [];
  if (!query.has('p') && page !== '') added.push(`p=${encodeURIComponent(page)}`);
  if (!query.has('lang') && lang === 'id') added.push(`lang=${lang}`);
  if (added.length > 0) {
    const search = [location.search.slice(1), ...added].filter((part) => part !== '').join('&');
    history.replaceState(history.state, '', `${location.pathname}?${search}${location.hash}`);
    added.forEach((part) => query.append(...part.split('=')));
  }
  // An old slug names its page by its slug now, in the query the app reads (the last p= counts).
  const asked = query.getAll('p').pop();
  if (Object.hasOwn(aliases, asked)) {
    const named = (part) => (part === `p=${asked}` ? `p=${aliases[asked]}` : part);
    const search = location.search.slice(1).split('&').map(named).join('&');
    history.replaceState(history.state, '', `${location.pathname}?${search}${location.hash}`);
    query.delete('p');
    query.append('p', aliases[asked]);
  }
  const p = query.getAll('p').pop();
  const program = pages.includes(p) ? p : pages[0];
  const failed = (why) => {
    const message = document.createElement('p');
    message.setAttribute('role', 'alert');
    message.className = 'load-failure';
    message.textContent = `Runut could not load (${why}). Check the connection and reload the page.`;
    document.body.append(message);
  };
  // A link whose quiz= asks for a quiz view (Test yourself, the teacher's sheet, a printed
  // question: model::shell::QUIZ_VIEWS, the last quiz= counting) loads the page's quiz
  // program, quiz/<page>, and any other link the page's own: neither download holds the other.
  const quizViews = ['1', 'sheet', 'print'];
  const quiz = quizViews.includes(query.getAll('quiz').pop()) && quizzes.includes(program);
  const file = quiz ? `quiz/${program}` : program;
  const glue = document.createElement('script');
  glue.src = `${file}.js`;
  glue.onerror = () => failed(`${file}.js did not arrive`);
  glue.onload = () => wasm_bindgen({ module_or_path: `${file}_bg.wasm` }).catch((e) => failed(String(e)));
  document.head.append(glue);
})();
