//! The learner's program: Rhai source compiled once, its constants set once, and its functions
//! called with `x` (the values chosen so far, `x[0]` the first) under limits, so that an endless
//! loop, a runaway recursion or a huge array ends with an error naming the function called.

use rhai::packages::{
    ArithmeticPackage, BasicArrayPackage, BasicFnPackage, BasicIteratorPackage, BasicStringPackage,
    LogicPackage, Package,
};
use rhai::{
    Array, CallFnOptions, Dynamic, Engine, EvalAltResult, ImmutableString, Module, ParseError,
    Position, Scope, AST,
};
use serde::{Deserialize, Serialize};

/// The most operations one call of a learner's function may take (an endless loop ends here:
/// some tens of milliseconds in a worker).
pub const MAX_OPERATIONS: u64 = 2_000_000;
/// The deepest a learner's functions may call one another.
pub const MAX_CALL_LEVELS: usize = 48;
/// The most items an array of the learner's may hold (Rhai measures an array after each change
/// to it, so that filling a larger one would take long before the limit stopped it).
pub const MAX_ARRAY: usize = 10_000;
/// The longest string the learner's program may make.
pub const MAX_STRING: usize = 10_000;

/// A function of the learner's program that the search calls.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Function {
    /// `candidates(x)`: T, the values to try next, in order (required).
    Candidates,
    /// `promising(x)`: B, for `x` with its newest value last (optional).
    Promising,
    /// `is_solution(x)` (required).
    IsSolution,
    /// `cost(x)`: ĉ, for least-cost search.
    Cost,
    /// `label(x)`: how the newest node's edge reads (optional).
    Label,
}

impl Function {
    /// Its name in the learner's program.
    pub fn name(self) -> &'static str {
        match self {
            Function::Candidates => "candidates",
            Function::Promising => "promising",
            Function::IsSolution => "is_solution",
            Function::Cost => "cost",
            Function::Label => "label",
        }
    }
}

/// What kind of thing went wrong in the learner's program.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Trouble {
    /// The source is not a Rhai program (a syntax error).
    Syntax,
    /// A required function is not defined (with one parameter).
    Missing,
    /// A function ran into an error (an index out of bounds, a wrong type, …).
    Run,
    /// A function took too many operations (an endless loop, most likely).
    TooLong,
    /// Functions called one another too deeply (a runaway recursion).
    TooDeep,
    /// An array or a string grew past its limit.
    TooLarge,
    /// A function returned a value of the wrong kind.
    Returned,
    /// `x` grew longer than [`MAX_DEPTH`](super::search::MAX_DEPTH) values: the candidates
    /// never run out.
    Endless,
}

/// What went wrong in the learner's program, where, and in which call.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ProgramError {
    /// The kind of trouble.
    pub trouble: Trouble,
    /// Rhai's own words (or, for [`Trouble::Returned`], what was returned, as text).
    pub message: String,
    /// The line and column in the source, where known (from 1).
    pub at: Option<(u32, u32)>,
    /// The function the search called when it went wrong (none while compiling).
    pub function: Option<Function>,
}

impl ProgramError {
    fn compiling(error: &ParseError) -> ProgramError {
        ProgramError {
            trouble: Trouble::Syntax,
            message: error.err_type().to_string(),
            at: place(error.position()),
            function: None,
        }
    }

    fn running(error: &EvalAltResult, function: Option<Function>) -> ProgramError {
        let trouble = match error {
            EvalAltResult::ErrorTooManyOperations(_) => Trouble::TooLong,
            EvalAltResult::ErrorStackOverflow(_) => Trouble::TooDeep,
            EvalAltResult::ErrorDataTooLarge(..) => Trouble::TooLarge,
            _ => Trouble::Run,
        };
        ProgramError { trouble, message: error.to_string(), at: innermost(error), function }
    }

    fn returned(function: Function, value: &Dynamic) -> ProgramError {
        ProgramError {
            trouble: Trouble::Returned,
            message: format!("{} ({})", shown(value), value.type_name()),
            at: None,
            function: Some(function),
        }
    }
}

/// A position as (line, column), if it is one.
fn place(position: Position) -> Option<(u32, u32)> {
    let line = position.line()?;
    Some((line as u32, position.position().unwrap_or(1) as u32))
}

/// The place of the innermost error of a chain of calls (where the learner's code went wrong).
fn innermost(error: &EvalAltResult) -> Option<(u32, u32)> {
    match error {
        EvalAltResult::ErrorInFunctionCall(_, _, inner, position) => {
            innermost(inner).or_else(|| place(*position))
        }
        _ => place(error.position()),
    }
}

/// A value as the page shows it: its text, never markup (the page escapes it).
pub fn shown(value: &Dynamic) -> String {
    if value.is_string() {
        value.clone().into_string().unwrap_or_default()
    } else {
        value.to_string()
    }
}

/// What `promising` said of a node.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// `true`: the node is live.
    Live,
    /// `false` (no reason) or a string (the reason): the node is dead.
    Dead(Option<String>),
}

/// The learner's program, compiled, its constants set, ready to be called.
pub struct Program {
    engine: Engine,
    ast: AST,
    scope: Scope<'static>,
    promising: bool,
    cost: bool,
    label: bool,
}

/// An engine with the part of Rhai's library a search's program needs: arithmetic (`abs`),
/// comparisons (`min`, `max`), ranges, every array function, function pointers, `to_string`
/// and `${…}`, and strings joined with `+` to any value (`"row " + i`). Not the rest of its
/// standard library (maps, blobs, bit fields, maths, time, `sleep`, `parse_json`, the string
/// functions beyond these), which would make the page's worker a sixth larger (issue 46's
/// budget).
fn lean_engine() -> Engine {
    let mut engine = Engine::new_raw();
    for package in [
        ArithmeticPackage::new().as_shared_module(),
        LogicPackage::new().as_shared_module(),
        BasicIteratorPackage::new().as_shared_module(),
        BasicFnPackage::new().as_shared_module(),
        BasicStringPackage::new().as_shared_module(),
        BasicArrayPackage::new().as_shared_module(),
    ] {
        engine.register_global_module(package);
    }
    engine
        .register_fn("+", |s: ImmutableString, v: Dynamic| format!("{s}{v}"))
        .register_fn("+", |v: Dynamic, s: ImmutableString| format!("{v}{s}"))
        .register_fn("len", |s: &mut ImmutableString| s.chars().count() as i64);
    engine
}

impl Program {
    /// Compiles `source`, runs its top level once (its constants), and checks that it defines
    /// `candidates` and `is_solution` (and `cost`, if `costed`).
    pub fn compile(source: &str, costed: bool) -> Result<Program, ProgramError> {
        let mut engine = lean_engine();
        engine.set_max_operations(MAX_OPERATIONS);
        engine.set_max_call_levels(MAX_CALL_LEVELS);
        engine.set_max_array_size(MAX_ARRAY);
        engine.set_max_string_size(MAX_STRING);
        engine.set_max_map_size(MAX_ARRAY);
        engine.set_max_expr_depths(64, 32);
        let ast = engine.compile(source).map_err(|e| ProgramError::compiling(&e))?;
        let defined =
            |name: &str| ast.iter_functions().any(|f| f.name == name && f.params.len() == 1);
        let required = [
            Some(Function::Candidates),
            Some(Function::IsSolution),
            costed.then_some(Function::Cost),
        ];
        if let Some(missing) = required.into_iter().flatten().find(|f| !defined(f.name())) {
            return Err(ProgramError {
                trouble: Trouble::Missing,
                message: format!("fn {}(x)", missing.name()),
                at: None,
                function: Some(missing),
            });
        }
        let optional = [Function::Promising, Function::Cost, Function::Label];
        let misdefined = |f: &Function| {
            let named = ast.iter_functions().filter(|g| g.name == f.name()).collect::<Vec<_>>();
            !named.is_empty() && named.iter().all(|g| g.params.len() != 1)
        };
        if let Some(wrong) = optional.iter().find(|f| misdefined(f)) {
            return Err(ProgramError {
                trouble: Trouble::Missing,
                message: format!("fn {}(x) (with one parameter, x)", wrong.name()),
                at: None,
                function: Some(*wrong),
            });
        }
        let (promising, cost, label) = (defined("promising"), defined("cost"), defined("label"));
        // The top level runs once; what it defines (`const N = 8;`) is then every function's,
        // however deep it is called (a script function sees no caller's scope, but does see
        // the engine's global module).
        let mut top = Scope::new();
        engine.run_ast_with_scope(&mut top, &ast).map_err(|e| ProgramError::running(&e, None))?;
        let mut constants = Module::new();
        for (name, _, value) in top.iter() {
            constants.set_var(name, value);
        }
        engine.register_global_module(constants.into());
        Ok(Program { engine, ast, scope: Scope::new(), promising, cost, label })
    }

    /// Calls `function` with `x`.
    fn call(&mut self, function: Function, x: &Array) -> Result<Dynamic, ProgramError> {
        let options = CallFnOptions::new().eval_ast(false).rewind_scope(true);
        self.engine
            .call_fn_with_options::<Dynamic>(
                options,
                &mut self.scope,
                &self.ast,
                function.name(),
                (x.clone(),),
            )
            .map_err(|e| ProgramError::running(&e, Some(function)))
    }

    /// T: the values to try after `x`, in order.
    pub fn candidates(&mut self, x: &Array) -> Result<Array, ProgramError> {
        let value = self.call(Function::Candidates, x)?;
        if value.is_array() {
            Ok(value.cast::<Array>())
        } else {
            Err(ProgramError::returned(Function::Candidates, &value))
        }
    }

    /// B: whether `x`, its newest value last, is promising (live), and if not why.
    pub fn promising(&mut self, x: &Array) -> Result<Verdict, ProgramError> {
        if !self.promising {
            return Ok(Verdict::Live);
        }
        let value = self.call(Function::Promising, x)?;
        match value.as_bool() {
            Ok(true) => Ok(Verdict::Live),
            Ok(false) => Ok(Verdict::Dead(None)),
            Err(_) if value.is_string() => Ok(Verdict::Dead(Some(shown(&value)))),
            Err(_) => Err(ProgramError::returned(Function::Promising, &value)),
        }
    }

    /// Whether `x` is a solution.
    pub fn is_solution(&mut self, x: &Array) -> Result<bool, ProgramError> {
        let value = self.call(Function::IsSolution, x)?;
        value.as_bool().map_err(|_| ProgramError::returned(Function::IsSolution, &value))
    }

    /// ĉ(x), if the program defines `cost`.
    pub fn cost(&mut self, x: &Array) -> Result<Option<i64>, ProgramError> {
        if !self.cost {
            return Ok(None);
        }
        let value = self.call(Function::Cost, x)?;
        value.as_int().map(Some).map_err(|_| ProgramError::returned(Function::Cost, &value))
    }

    /// The label of `x`'s newest node, if the program defines `label`.
    pub fn label(&mut self, x: &Array) -> Result<Option<String>, ProgramError> {
        if !self.label {
            return Ok(None);
        }
        self.call(Function::Label, x).map(|value| Some(shown(&value)))
    }
}
