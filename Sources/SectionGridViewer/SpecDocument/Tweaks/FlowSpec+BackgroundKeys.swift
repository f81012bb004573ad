import SectionLayout
import SectionSpec

// The background keys as plain properties, so tweaks can address them with key paths. Setting one on a
// spec without a `background` object creates it (which turns backgrounds on, covering the section).

extension FlowSpec {
    var backgroundMargin: EdgeInsets {
        get { background?.margin ?? .zero }
        set { background = (background ?? BackgroundOverride()).with { $0.margin = newValue } }
    }

    var cornerRadius: Double {
        get { background?.cornerRadius ?? 0 }
        set { background = (background ?? BackgroundOverride()).with { $0.cornerRadius = newValue } }
    }

    var cover: BackgroundCover {
        get { resolvedBackground.cover }
        set { background = (background ?? BackgroundOverride()).with { $0.cover = newValue } }
    }

    var includeHeader: Bool {
        get { resolvedBackground.includeHeader }
        set { background = (background ?? BackgroundOverride()).with { $0.includeHeader = newValue } }
    }

    var includeFooter: Bool {
        get { resolvedBackground.includeFooter }
        set { background = (background ?? BackgroundOverride()).with { $0.includeFooter = newValue } }
    }
}

extension FlowSectionSpec {
    var backgroundMargin: EdgeInsets? {
        get { background?.margin }
        set { background = (background ?? BackgroundOverride()).with { $0.margin = newValue } }
    }

    var cornerRadius: Double? {
        get { background?.cornerRadius }
        set { background = (background ?? BackgroundOverride()).with { $0.cornerRadius = newValue } }
    }

    var cover: BackgroundCover? {
        get { background?.cover }
        set { background = (background ?? BackgroundOverride()).with { $0.cover = newValue } }
    }

    var includeHeader: Bool? {
        get { background?.includeHeader }
        set { background = (background ?? BackgroundOverride()).with { $0.includeHeader = newValue } }
    }

    var includeFooter: Bool? {
        get { background?.includeFooter }
        set { background = (background ?? BackgroundOverride()).with { $0.includeFooter = newValue } }
    }
}

extension BackgroundOverride {
    /// A copy changed by `change`.
    func with(_ change: (inout BackgroundOverride) -> Void) -> BackgroundOverride {
        var copy = self
        change(&copy)
        return copy
    }
}
