import SectionSpec

/// The viewer's spec side: where the spec came from, the spec as loaded, the file as last saved and the
/// spec with the user's tweaks. `saved` is the one truth for "saved": `isModified` compares with it and
/// `w` edits its text.
public struct ViewerDocument: Sendable {
    /// Where the spec came from.
    public let source: SpecSource
    /// The spec as last loaded (a demo's `r` goes back to it).
    public internal(set) var original: LayoutSpec
    /// The spec file as last loaded or written (its bytes and the spec they hold).
    public internal(set) var saved: SpecDocument {
        didSet { isModified = spec != saved.spec }
    }
    /// The saved text, parsed for the inspector's sources when it first asks.
    let parsedText = ParsedTextCache()
    /// The spec with the user's tweaks.
    public internal(set) var spec: LayoutSpec {
        didSet { isModified = spec != saved.spec }
    }

    /// A document on `spec` from `source`; `saved` is the file it was read from (`nil` for a spec
    /// without a file, such as a demo: then the spec itself, without text).
    public init(spec: LayoutSpec, source: SpecSource, saved: SpecDocument? = nil) {
        self.source = source
        original = spec
        self.saved = saved ?? SpecDocument(spec: spec)
        self.spec = spec
        isModified = spec != self.saved.spec
    }

    /// True when `w` would change the file (the status bar's `*`). `w` writes the file's own bytes
    /// exactly when the spec is the one they hold (`SpecDocument.text(for:)`), and tweaks that return a
    /// value to the file's also return how the file wrote it (`reconciled(with:)`), so comparing the
    /// specs compares the bytes, without encoding the spec for every frame — and once a change, not once
    /// a frame (comparing a thousand sections an item edit touched costs more than drawing them).
    public private(set) var isModified = false

    /// Starts again from `loaded`, the file as just read: it is the original, the saved document and
    /// the spec.
    mutating func reload(_ loaded: SpecDocument) {
        original = loaded.spec
        saved = loaded
        spec = loaded.spec
    }

    /// `spec` changed by `transform`, leaving out again what the file leaves out where that changes
    /// nothing (`reconciled(with:)`); `sections`, when given, are the only sections the change touched.
    func changing(sections: [Int]? = nil, _ transform: (LayoutSpec) -> LayoutSpec) -> LayoutSpec {
        transform(spec).reconciled(with: saved.spec, sections: sections)
    }
}
