//! Text written into HTML that the page hands the browser whole: the embed code a teacher
//! copies, the maze grid's rows.

use std::borrow::Cow;

/// `text` escaped for an attribute value in double quotes, or for an element's text: `&`, `<`,
/// `>` and `"` written as character references.
///
/// ```
/// use runut::model::html::escaped;
/// assert_eq!(escaped(r#"a < b & "c""#), "a &lt; b &amp; &quot;c&quot;");
/// assert_eq!(escaped("plain"), "plain");
/// ```
pub fn escaped(text: &str) -> Cow<'_, str> {
    if !text.contains(['&', '<', '>', '"']) {
        return text.into();
    }
    let mut out = String::with_capacity(text.len() + 16);
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            c => out.push(c),
        }
    }
    out.into()
}
