import SectionSpec

/// The viewer's spec side: where the spec came from, the spec as loaded, the file as last saved, the
/// spec with the user's tweaks and the command line's device it is viewed on. `saved` is the one truth
/// for "written" (`hasUnwrittenChanges` compares with it, and `w` edits its text); `opened` for what the
/// spec file holds (`isModified`, the status bar's `*`, compares with it).
public struct ViewerDocument: Sendable {
    /// Where the spec came from.
    public let source: SpecSource
    /// The spec as last loaded (a demo's `r` goes back to it).
    public internal(set) var original: LayoutSpec
    /// What the viewer last loaded or wrote (its bytes and the spec they hold): the spec file's, or the
    /// file `w` wrote beside it (`writtenBeside`).
    public internal(set) var saved: SpecDocument {
        didSet { compare() }
    }
    /// The spec file as last loaded or written in place: `saved`, unless `w` wrote beside it.
    public internal(set) var opened: SpecDocument {
        didSet { compare() }
    }
    /// The file `w` last wrote beside the spec file, as the file had changed on disk
    /// (`NAME.sectiongrid.json`), while `saved` is that file's; `nil` while `saved` is the spec file's.
    public internal(set) var writtenBeside: String?
    /// The saved text, parsed for the inspector's sources when it first asks.
    let parsedText = ParsedTextCache()
    /// The spec with the user's tweaks.
    public internal(set) var spec: LayoutSpec {
        didSet { compare() }
    }
    /// The device the command line asked for (`--device`), `nil` for none: how the spec is viewed, as
    /// `--zoom` is, not a change to it. The spec is shown on it, and `w` writes the file's own device
    /// values back (`fileSpec(for:)`) unless the device is changed in the viewer.
    public let viewDevice: Device?

    /// A document on `spec` from `source`; `saved` is the file it was read from (`nil` for a spec
    /// without a file, such as a demo: then the spec itself, without text). `viewDevice` is the command
    /// line's device `spec` is shown on (`nil` for none).
    public init(spec: LayoutSpec, source: SpecSource, saved: SpecDocument? = nil, viewDevice: Device? = nil) {
        self.source = source
        self.viewDevice = viewDevice
        original = spec
        let saved = saved ?? SpecDocument(spec: spec)
        self.saved = saved
        opened = saved
        self.spec = spec
        compare()
    }

    /// The spec as shown of `fileSpec`, a spec as the file holds it: on the view device, if any.
    func shown(_ fileSpec: LayoutSpec) -> LayoutSpec {
        viewDevice.map { fileSpec.applying($0) } ?? fileSpec
    }

    /// What `w` writes for `spec`, a spec as shown: while its device is still the view device (the
    /// command line's, not changed in the viewer by `R` or the inspector), the device and each of the
    /// bounds, safe area, margins and scale still at the device's value go back to the file's own — the
    /// user only viewed the file on the device. A device changed in the viewer is an edit, written
    /// with what it brings. Without a view device, `spec` itself.
    public func fileSpec(for spec: LayoutSpec) -> LayoutSpec {
        guard let viewDevice, spec.device == viewDevice else { return spec }
        let file = saved.spec
        var copy = spec
        copy.device = file.device
        if copy.viewport == viewDevice.bounds { copy.viewport = file.viewport }
        if copy.safeAreaInsets == viewDevice.safeAreaInsets { copy.safeAreaInsets = file.safeAreaInsets }
        if copy.layoutMargins == viewDevice.layoutMargins { copy.layoutMargins = file.layoutMargins }
        if copy.screenScale == viewDevice.screenScale { copy.screenScale = file.screenScale }
        return copy
    }

    /// True while the screen differs from what the spec file holds (the status bar's `*`): `w` would
    /// change it — or, after `w` wrote beside it, the screen is not what it holds. `w` writes the file's
    /// own bytes exactly when the spec is the one they hold (`SpecDocument.text(for:)`), and tweaks that
    /// return a value to the file's also return how the file wrote it (`reconciled(with:)`), so comparing
    /// the specs compares the bytes, without encoding the spec for every frame — and once a change, not
    /// once a frame (comparing a thousand sections an item edit touched costs more than drawing them).
    public private(set) var isModified = false
    /// True while the screen holds changes written nowhere: it differs from `saved`. `q` asks before
    /// dropping them; a hang-up or SIGTERM writes them beside the file.
    public private(set) var hasUnwrittenChanges = false

    private mutating func compare() {
        if case .program = source {
            // A program's files hold only what the tweaks change (`ProgramTweaks`): the device, the
            // direction and the appearance it is viewed in are the viewer's, not changes to write.
            hasUnwrittenChanges = !ProgramTweaks.between(saved.spec, spec).isEmpty
            isModified = hasUnwrittenChanges
            return
        }
        let file = fileSpec(for: spec)
        hasUnwrittenChanges = file != saved.spec
        isModified = writtenBeside == nil ? hasUnwrittenChanges : file != opened.spec
    }

    /// Starts again from `loaded`, the file as just read: it is the saved document, and shown on the
    /// view device the original and the spec.
    mutating func reload(_ loaded: SpecDocument) {
        original = shown(loaded.spec)
        writtenBeside = nil
        saved = loaded
        opened = loaded
        spec = original
    }

    /// `w` wrote `written` to `path`: the spec file itself (a demo: its file), or beside it.
    mutating func wrote(_ written: SpecDocument, to path: String?) {
        if case .file(let file) = source, let path, path != file {
            writtenBeside = path
        } else {
            writtenBeside = nil
            opened = written
        }
        saved = written
    }

    /// The spec file now holds what `w` wrote beside it (it was made to match): it is the saved file again.
    mutating func fileHoldsSaved() {
        writtenBeside = nil
        opened = saved
    }

    /// `spec` changed by `transform`, leaving out again what the file leaves out where that changes
    /// nothing (`reconciled(with:)`); `sections`, when given, are the only sections the change touched.
    func changing(sections: [Int]? = nil, _ transform: (LayoutSpec) -> LayoutSpec) -> LayoutSpec {
        transform(spec).reconciled(with: saved.spec, sections: sections)
    }
}
