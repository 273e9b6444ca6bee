//! Reading a link's `tiles=` text, with an error for each way it can be wrong.

use runut::problems::fifteen::core::{Move, Position, TilesError};

#[test]
fn the_course_example_reads_row_by_row_with_the_blank_as_0() {
    let start = Position::parse("1,2,3,4,5,6,0,8,9,10,7,11,13,14,15,12").unwrap();
    assert_eq!(start.side(), 4);
    assert_eq!(start.blank(), 6);
    assert_eq!(start.tiles()[10], 7);
    assert_eq!(start.to_string(), "1,2,3,4,5,6,0,8,9,10,7,11,13,14,15,12");
    assert_eq!(Position::parse(" 1, 2,3,4,5,6,7,8 ,0").unwrap(), Position::goal(3));
}

#[test]
fn each_mistake_in_a_tiles_text_has_its_own_error() {
    assert_eq!(Position::parse("1,2,x,4,5,6,7,8,0"), Err(TilesError::NotANumber("x".into())));
    assert_eq!(Position::parse("1,2,-3,4,5,6,7,8,0"), Err(TilesError::NotANumber("-3".into())));
    assert_eq!(Position::parse(""), Err(TilesError::NotANumber(String::new())));
    assert_eq!(Position::parse("1,2,3,4,5,6,7,0"), Err(TilesError::WrongCount(8)));
    assert_eq!(
        Position::parse("1,2,3,4,5,6,7,8,9"),
        Err(TilesError::OutOfRange { tile: 9, last: 8 })
    );
    let too_big = "1,2,3,4,5,6,7,8,9,10,11,12,13,14,300,0";
    assert_eq!(Position::parse(too_big), Err(TilesError::OutOfRange { tile: 300, last: 15 }));
    let twice = "1,2,3,4,5,6,7,8,9,10,11,12,13,14,14,0";
    assert_eq!(Position::parse(twice), Err(TilesError::Repeated { tile: 14, missing: 15 }));
    assert_eq!(
        Position::parse("1,2,3,4,5,6,7,8,8"),
        Err(TilesError::Repeated { tile: 8, missing: 0 })
    );
}

#[test]
fn the_blank_slides_up_right_down_left_and_not_off_the_board() {
    let goal = Position::goal(4);
    assert_eq!(goal.slid(Move::Down), None);
    assert_eq!(goal.slid(Move::Right), None);
    assert_eq!(goal.slid(Move::Up).unwrap().to_string(), "1,2,3,4,5,6,7,8,9,10,11,0,13,14,15,12");
    assert_eq!(goal.slid(Move::Left).unwrap().to_string(), "1,2,3,4,5,6,7,8,9,10,11,12,13,14,0,15");
    for m in Move::ALL {
        assert_eq!(m.opposite().opposite(), m);
        assert_eq!(Move::from_choice(m.choice()), m);
    }
}

#[test]
fn a_shuffle_is_the_same_for_the_same_seed() {
    assert_eq!(Position::shuffled(4, 40, 7), Position::shuffled(4, 40, 7));
    assert_ne!(Position::shuffled(4, 40, 7), Position::shuffled(4, 40, 8));
    assert_eq!(Position::shuffled(3, 0, 7), Position::goal(3));
}
