//! [`Slugged`]: an enum a link carries (`mode=`, `order=`, `cost=`, `compare=`, …), each value
//! named in URLs by one table, which the URL's parser, the page's select and the docs' check read.

/// An enum a link carries, with one table of its values and their names in URLs.
///
/// ```
/// use runut::core::slug::Slugged;
/// use runut::core::search::Mode;
/// assert_eq!(Mode::All.slug(), "all");
/// assert_eq!(Mode::from_slug("first"), Some(Mode::First));
/// assert_eq!(Mode::from_slug("some"), None);
/// assert_eq!(runut::core::slug::alternatives::<Mode>(), "first|all");
/// ```
pub trait Slugged: Copy + PartialEq + 'static {
    /// Every value with its name in URLs, in the order a page lists them; a value a link leaves
    /// out (a comparison of nothing) is named `""`.
    const SLUGS: &'static [(Self, &'static str)];

    /// Its name in URLs (`""` for a value a link leaves out).
    fn slug(self) -> &'static str {
        Self::SLUGS.iter().find(|&&(value, _)| value == self).map_or("", |&(_, slug)| slug)
    }

    /// The value named `slug` in a URL.
    fn from_slug(slug: &str) -> Option<Self> {
        Self::SLUGS.iter().find(|&&(_, name)| name == slug).map(|&(value, _)| value)
    }

    /// Every value, in the order a page lists them.
    fn all() -> impl Iterator<Item = Self> {
        Self::SLUGS.iter().map(|&(value, _)| value)
    }
}

/// An enum and its [`Slugged`] table at once, each value's name in URLs written beside it
/// (`Value = "slug"`, in the order a page lists them).
///
/// ```
/// runut::core::slug::slugged! {
///     /// How a search ends.
///     #[derive(Clone, Copy, Debug, PartialEq)]
///     pub enum Ending {
///         /// At the first solution.
///         First = "first",
///         /// Having found them all.
///         All = "all",
///     }
/// }
/// use runut::core::slug::Slugged;
/// assert_eq!((Ending::All.slug(), Ending::from_slug("first")), ("all", Some(Ending::First)));
/// ```
#[doc(hidden)]
#[macro_export]
macro_rules! slugged {
    (
        $(#[$meta:meta])*
        $vis:vis enum $name:ident {
            $($(#[$variant_meta:meta])* $variant:ident = $slug:expr),+ $(,)?
        }
    ) => {
        $(#[$meta])*
        $vis enum $name {
            $($(#[$variant_meta])* $variant),+
        }

        impl $crate::core::slug::Slugged for $name {
            const SLUGS: &'static [(Self, &'static str)] = &[$(($name::$variant, $slug)),+];
        }
    };
}

#[doc(inline)]
pub use slugged;

/// `&key=` and `value`'s name, for a link; nothing for a value a link leaves out.
///
/// ```
/// use runut::core::slug::link_param;
/// use runut::model::branch::optimum::compare::Compare;
/// assert_eq!(link_param("compare", Compare::DepthFirst), "&compare=depth-first");
/// assert_eq!(link_param("compare", Compare::Nothing), "");
/// ```
pub fn link_param<T: Slugged>(key: &str, value: T) -> String {
    match value.slug() {
        "" => String::new(),
        slug => format!("&{key}={slug}"),
    }
}

/// The names a link may give `T`, as the guide writes them: `plain|mrv|fc|singles`.
pub fn alternatives<T: Slugged>() -> String {
    let named = T::SLUGS.iter().map(|&(_, slug)| slug).filter(|slug| !slug.is_empty());
    named.collect::<Vec<_>>().join("|")
}
