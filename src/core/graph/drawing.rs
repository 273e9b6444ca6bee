//! Where the parts of a graph's picture go, in the drawing's units (its square of side
//! [`SIDE`] and a [`MARGIN`] round it): each vertex's circle, shrunk on a crowded drawing so that
//! there is a radius of space between any two circles ([`radius`]); each vertex's badge (a
//! colour's number, a place on the circuit) and its name, put where they cover no vertex and no
//! other badge or name ([`Labels`]).

use super::simple::{Graph, Point, SIDE};

/// The radius of a vertex's circle where there is room.
pub const RADIUS: f64 = 54.0;
/// The smallest radius a crowded drawing shrinks its circles to.
pub const SMALLEST_RADIUS: f64 = 20.0;
/// The margin round the drawing's square, where badges and names may go.
pub const MARGIN: f64 = 80.0;
/// A badge's width and height, at the full radius.
pub const BADGE: (f64, f64) = (76.0, 60.0);
/// The height of a name's line, and the width of one of its characters (a generous average),
/// at the full radius.
pub const NAME_LINE: (f64, f64) = (40.0, 23.0);

/// A rectangle of the drawing: its left, top, width and height.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rect {
    /// Its left edge.
    pub x: f64,
    /// Its top edge.
    pub y: f64,
    /// Its width.
    pub width: f64,
    /// Its height.
    pub height: f64,
}

impl Rect {
    /// Whether it overlaps `other` (touching is not overlapping).
    pub fn overlaps(&self, other: &Rect) -> bool {
        self.x < other.x + other.width
            && other.x < self.x + self.width
            && self.y < other.y + other.height
            && other.y < self.y + self.height
    }

    /// Whether it overlaps the circle about `centre` of radius `r`.
    pub fn meets_circle(&self, centre: (f64, f64), r: f64) -> bool {
        let nearest_x = centre.0.clamp(self.x, self.x + self.width);
        let nearest_y = centre.1.clamp(self.y, self.y + self.height);
        (nearest_x - centre.0).hypot(nearest_y - centre.1) < r
    }

    /// Whether it lies inside the drawing, margin included.
    pub fn inside(&self) -> bool {
        let (low, high) = (-MARGIN, f64::from(SIDE) + MARGIN);
        self.x >= low
            && self.y >= low
            && self.x + self.width <= high
            && self.y + self.height <= high
    }
}

/// The centre of a vertex drawn at `at`.
pub fn centre(at: Point) -> (f64, f64) {
    (f64::from(at.x), f64::from(at.y))
}

/// The distance between the two closest vertices' centres (none with fewer than two vertices).
pub fn closest(graph: &Graph) -> Option<f64> {
    let points = graph.points();
    let pairs = (0..points.len()).flat_map(|u| (u + 1..points.len()).map(move |v| (u, v)));
    pairs
        .map(|(u, v)| {
            let ((x1, y1), (x2, y2)) = (centre(points[u]), centre(points[v]));
            (x1 - x2).hypot(y1 - y2)
        })
        .min_by(f64::total_cmp)
}

/// The radius `graph`'s circles are drawn with: [`RADIUS`], or less on a crowded drawing, so that
/// a radius of space is left between any two circles (but never under [`SMALLEST_RADIUS`]).
///
/// ```
/// use runut::core::graph::{drawing, named};
/// assert_eq!(drawing::radius(&named("petersen").unwrap()), drawing::RADIUS);
/// let crowded = named("k30").unwrap();
/// assert!(drawing::radius(&crowded) * 3.0 <= drawing::closest(&crowded).unwrap());
/// ```
pub fn radius(graph: &Graph) -> f64 {
    closest(graph).map_or(RADIUS, |d| (d / 3.0).clamp(SMALLEST_RADIUS, RADIUS))
}

/// The places tried for a label of `size` beside a circle of radius `r` about `(x, y)`, best
/// first: for a badge the upper right (where a badge has always been), then round the circle;
/// for a name (`beside`) the right and the left first, where a line of text reads best.
fn spots((x, y): (f64, f64), r: f64, (width, height): (f64, f64), beside: bool) -> [Rect; 8] {
    let gap = r * 0.15;
    let at = |x, y| Rect { x, y, width, height };
    let (right, left) = (x + r * 0.48, x - r * 0.48 - width);
    let (above, below) = (y - r * 0.6 - height, y + r * 0.6);
    let (east, west) =
        (at(x + r + gap, y - height / 2.0), at(x - r - gap - width, y - height / 2.0));
    let (north, south) =
        (at(x - width / 2.0, y - r - gap - height), at(x - width / 2.0, y + r + gap));
    let corners = [at(right, above), at(left, above), at(right, below), at(left, below)];
    match beside {
        true => [east, west, south, north, corners[2], corners[3], corners[0], corners[1]],
        false => [corners[0], corners[1], corners[2], corners[3], east, west, north, south],
    }
}

/// The box of a vertex's own number, which its badge and name leave uncovered.
fn number_box((x, y): (f64, f64), r: f64) -> Rect {
    Rect { x: x - 0.6 * r, y: y - 0.45 * r, width: 1.2 * r, height: 0.85 * r }
}

/// Where each vertex's badge and name go: the first place round its circle that covers no other
/// vertex, no vertex's number and no badge or name already placed, inside the drawing (or, if
/// there is none, the place that covers fewest). Badges are placed first, each at the upper
/// right where it can be, then the names.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Labels {
    /// Each vertex's badge.
    pub badges: Vec<Rect>,
    /// Each named vertex's name (none for a vertex without one).
    pub names: Vec<Option<Rect>>,
}

impl Labels {
    /// The places of `graph`'s badges, and of its vertices' names (`names`, one per vertex, or
    /// none).
    pub fn place(graph: &Graph, names: Option<&[&str]>) -> Labels {
        let r = radius(graph);
        let scale = r / RADIUS;
        let centres: Vec<(f64, f64)> = graph.points().iter().map(|&p| centre(p)).collect();
        let mut taken: Vec<Rect> = centres.iter().map(|&c| number_box(c, r)).collect();
        let mut place = |v: usize, size: (f64, f64), beside: bool| {
            let covers = |spot: &Rect| {
                let circles =
                    centres.iter().enumerate().filter(|&(u, &c)| u != v && spot.meets_circle(c, r));
                let labels = taken.iter().filter(|t| t.overlaps(spot));
                circles.count() + labels.count() + usize::from(!spot.inside())
            };
            let spots = spots(centres[v], r, size, beside);
            let best = spots.iter().min_by_key(|spot| covers(spot)).copied().unwrap_or(spots[0]);
            taken.push(best);
            best
        };
        let line = |name: &str| {
            let (height, per_char) = NAME_LINE;
            (name.chars().count() as f64 * per_char * scale, height * scale)
        };
        let badge = (BADGE.0 * scale, BADGE.1 * scale);
        let badges = (0..centres.len()).map(|v| place(v, badge, false)).collect();
        let names = (0..centres.len())
            .map(|v| names.and_then(|n| n.get(v)).map(|name| place(v, line(name), true)))
            .collect();
        Labels { badges, names }
    }
}
