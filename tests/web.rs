//! Components and the worker bridge in a real browser (headless Chromium via wasm-bindgen-test).
#![cfg(target_arch = "wasm32")]

use runut::core::grid::{Board, Square};
use runut::core::search::trail::PathStanding;
use runut::core::search::Event;
use runut::core::search::Search;
use runut::model::driver::{Command, Input};
use runut::model::protocol::{decode, encode, FromWorker, Snapshot, ToWorker, PROTOCOL_VERSION};
use runut::problems::knight::core::{Algorithm, KnightSearch};
use runut::problems::knight::model::job::KnightJob;
use runut::problems::knight::ui::board::{ChessBoard, ChessBoardProps, Mark};
use runut::problems::knight::Knight;
use runut::problems::math_maze::model::problem::MazeFound;
use runut::problems::math_maze::MathMaze;
use runut::ui::hooks::worker_host::WorkerHost;
use std::cell::RefCell;
use std::rc::Rc;
use std::time::Duration;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;
use yew::platform::time::sleep;
use yew::Callback;

wasm_bindgen_test_configure!(run_in_browser);

/// A small math-maze puzzle, as the worker sends it when made.
fn made_puzzle() -> runut::problems::math_maze::core::generate::Made {
    use runut::problems::math_maze::core::generate::{PuzzleMaker, PuzzleSpec};
    let board = Board::new(5, 6).unwrap();
    let (start, finish) = PuzzleSpec::random_ends(board, 3);
    let difficulty = runut::problems::math_maze::core::deduce::Difficulty::Easy;
    PuzzleMaker::new(PuzzleSpec { board, seed: 3, start, finish, difficulty }).finish()
}

fn document() -> web_sys::Document {
    web_sys::window().unwrap().document().unwrap()
}

fn fresh_root() -> web_sys::Element {
    let root = document().create_element("div").unwrap();
    document().body().unwrap().append_child(&root).unwrap();
    root
}

fn warnsdorff_path(rows: u16, cols: u16) -> Vec<Square> {
    let board = Board::new(rows, cols).unwrap();
    let mut search = KnightSearch::new(board, Square::new(0, 0), Algorithm::Warnsdorff, false);
    while search.step().is_some() {}
    search.path().to_vec()
}

#[wasm_bindgen_test]
async fn the_board_shows_every_square_with_its_move_number() {
    let root = fresh_root();
    let path = warnsdorff_path(5, 5);
    let picked = Rc::new(RefCell::new(None));
    let on_select = {
        let picked = picked.clone();
        Callback::from(move |s: Square| *picked.borrow_mut() = Some(s))
    };
    let props = ChessBoardProps {
        board: Board::new(5, 5).unwrap(),
        path: Rc::new(path.clone()),
        start: Square::new(0, 0),
        candidate: None,
        mark: Some(Mark::Retreated(Square::new(4, 4))),
        show_numbers: true,
        show_lines: true,
        expose_path: true,
        on_select,
        answer: None,
        cited: Rc::default(),
    };
    yew::Renderer::<ChessBoard>::with_root_and_props(root.clone(), props).render();
    sleep(Duration::from_millis(50)).await;

    let board = root.query_selector("[data-testid=board]").unwrap().expect("the board");
    assert_eq!(board.get_attribute("data-rows").as_deref(), Some("5"));
    assert_eq!(board.get_attribute("role").as_deref(), Some("grid"));
    let expected: Vec<String> = path.iter().map(|s| s.to_string()).collect();
    assert_eq!(board.get_attribute("data-path").unwrap(), expected.join(" "));

    let squares = root.query_selector_all("[data-testid=square]").unwrap();
    assert_eq!(squares.length(), 25);
    for (k, s) in path.iter().enumerate() {
        let selector = format!("[data-row='{}'][data-col='{}']", s.row, s.col);
        let cell = root.query_selector(&selector).unwrap().unwrap();
        assert_eq!(cell.get_attribute("data-visit"), Some(k.to_string()));
        // The hook counts from 0; what the learner reads counts from 1.
        let label = cell.get_attribute("aria-label").unwrap();
        assert!(label.contains(&format!("move {}", k + 1)), "{label}");
    }
    // One tab stop: the start square.
    assert_eq!(root.query_selector_all("[tabindex='0']").unwrap().length(), 1);
    assert!(root.query_selector(".retreated .mark").unwrap().is_some());

    let target = root.query_selector("[data-row='2'][data-col='3']").unwrap().unwrap();
    target.dyn_into::<web_sys::HtmlElement>().unwrap().click();
    assert_eq!(*picked.borrow(), Some(Square::new(2, 3)));
}

#[wasm_bindgen_test]
fn protocol_messages_cross_the_js_boundary_unchanged() {
    let job = KnightJob::Tour {
        board: Board::new(6, 7).unwrap(),
        start: Square::new(1, 2),
        algorithm: Algorithm::WarnsdorffBacktracking,
        closed: true,
    };
    let to_worker = vec![
        ToWorker::start::<Knight>(&job).unwrap(),
        ToWorker::Pull { max_events: 77 },
        ToWorker::RunFlat,
        ToWorker::Pause,
    ];
    for message in to_worker {
        assert_eq!(across_the_boundary(&message), message);
    }
    let board = Board::new(5, 5).unwrap();
    let mut search = KnightSearch::new(board, Square::new(0, 0), Algorithm::Backtracking, false);
    let events: Vec<Event<_>> = (0..500).map_while(|_| search.step()).collect();
    assert!(events.iter().any(|e| matches!(e, Event::Reject { .. })), "rejections cross too");
    let tail = events[400..].to_vec();
    let from_worker: Vec<FromWorker<Knight>> = vec![
        FromWorker::Ready { version: PROTOCOL_VERSION },
        FromWorker::Events { events, ending: None, texts: vec!["x[1] = 2\u{1f}\u{1f}".into()] },
        FromWorker::Progress(Snapshot {
            standing: PathStanding { path: search.path().to_vec(), tree: None },
            stats: search.stats(),
            busy_ms: 12.5,
            memory: 1 << 20,
            found: None,
            ending: None,
            tail,
            texts: vec!["a text".into(), "ñ 中 😀".into()],
        }),
        FromWorker::Failed { message: "boom".into() },
    ];
    for message in from_worker {
        assert_eq!(across_the_boundary(&message), message);
    }
    let made = FromWorker::<MathMaze>::Done(Snapshot {
        found: Some(MazeFound::Made(Box::new(made_puzzle()))),
        ..Snapshot::default()
    });
    assert_eq!(across_the_boundary(&made), made);
}

/// A message as the other side reads it: encoded, copied into a JS `Uint8Array` (what
/// `postMessage` carries), copied back and decoded.
fn across_the_boundary<T: serde::Serialize + serde::de::DeserializeOwned>(message: &T) -> T {
    let array = js_sys::Uint8Array::from(&encode(message).unwrap()[..]);
    decode(&array.to_vec()).unwrap()
}

#[wasm_bindgen_test]
async fn a_worker_that_cannot_load_is_reported_not_hung() {
    // The test page has no built worker.js, so the spawned worker dies while loading: the bridge
    // must turn that into a failure the player can show.
    let inputs: Rc<RefCell<Vec<Input<Knight>>>> = Rc::default();
    let sink = inputs.clone();
    let mut host =
        WorkerHost::new(Callback::from(move |i: Input<Knight>| sink.borrow_mut().push(i)));
    host.run(vec![Command::Spawn]);
    for _ in 0..100 {
        if !inputs.borrow().is_empty() {
            break;
        }
        sleep(Duration::from_millis(50)).await;
    }
    let inputs = inputs.borrow();
    let failed = inputs
        .iter()
        .any(|i| matches!(i, Input::WorkerCrashed(_) | Input::Worker(FromWorker::Failed { .. })));
    assert!(failed, "{inputs:?}");
}

#[wasm_bindgen_test]
fn the_panic_panel_shows_the_message_in_the_page() {
    runut::ui::dom::show_fatal_error("index out of bounds");
    let panel = document().query_selector("[data-testid=fatal-error]").unwrap().unwrap();
    assert_eq!(panel.get_attribute("role").as_deref(), Some("alert"));
    assert!(panel.text_content().unwrap().contains("index out of bounds"));
    // The reload is a plain link to this page: no inline script, which the CSP forbids.
    let reload = panel.query_selector("a.reload").unwrap().unwrap();
    assert!(reload.get_attribute("href").is_some_and(|h| !h.is_empty()));
    assert!(panel.query_selector("[onclick]").unwrap().is_none());
}

/// Props of [`ModeHolder`].
#[derive(yew::Properties, PartialEq)]
struct ModeHolderProps {
    /// Whether the holder takes the mode picked (else it refuses it, as a page refuses a value
    /// its instance cannot have).
    accept: bool,
}

/// A mode field whose value is the holder's, which takes or refuses each pick.
#[yew::function_component]
fn ModeHolder(props: &ModeHolderProps) -> yew::Html {
    use runut::core::search::Mode;
    use runut::core::slug::Slugged;
    let mode = yew::use_state(|| Mode::First);
    let accept = props.accept;
    let on_change = {
        let mode = mode.clone();
        Callback::from(move |picked| {
            if accept {
                mode.set(picked);
            }
        })
    };
    runut::ui::widgets::choice_field::choice_field("Find", "mode", *mode, Mode::slug, on_change)
}

/// Picks `value` in the select below `root` as a user would, and reads what it shows after.
async fn pick(root: &web_sys::Element, value: &str) -> String {
    let select: web_sys::HtmlSelectElement =
        root.query_selector("select").unwrap().expect("the select").dyn_into().unwrap();
    select.set_value(value);
    select.dispatch_event(&web_sys::Event::new("change").unwrap()).unwrap();
    sleep(Duration::from_millis(30)).await;
    select.value()
}

/// A [`ModeHolder`] mounted in a fresh root, which it returns.
async fn mode_holder(accept: bool) -> web_sys::Element {
    let root = fresh_root();
    yew::Renderer::<ModeHolder>::with_root_and_props(root.clone(), ModeHolderProps { accept })
        .render();
    sleep(Duration::from_millis(30)).await;
    root
}

#[wasm_bindgen_test]
async fn a_select_shows_the_value_its_page_holds_not_one_it_refused() {
    let refusing = mode_holder(false).await;
    assert_eq!(pick(&refusing, "all").await, "first");
    let taking = mode_holder(true).await;
    assert_eq!(pick(&taking, "all").await, "all");
    assert_eq!(pick(&taking, "first").await, "first");
}
