//! The messages of your own search's page.

mod en;
mod id;

crate::model::i18n::catalogue! { OwnText: page;
    Intro, StageLabel, NoticeLong, NoticeExample, NoticeSearch,
}
