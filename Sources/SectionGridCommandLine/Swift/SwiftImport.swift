import SectionGridHost
import SectionGridHostProtocol
import SectionSpec

/// `import FILE.swift …`: the files compiled and run as `frames FILE.swift` runs them, asked for the
/// code's layout as a spec (`HostModel`), which is printed as a spec file (`LayoutSpec.jsonText`). A
/// layout that is more than a spec — one answering elements of its own, or a layout class of its own —
/// prints nothing and is an error naming the override where the files declare it (status 1).
enum SwiftImport {
    static func run(
        _ options: ImportOptions, environment: [String: String], output: inout some TextOutputStream,
        notes: inout some TextOutputStream
    ) throws(CommandError) {
        var request = SwiftFilesRun.request(
            viewport: options.viewport, device: options.device, direction: options.direction,
            appearance: options.appearance)
        request.readsModel = true
        request.readsLooks = false
        let run = SwiftFilesRun(options.swift, request: request, environment: environment, notes: &notes)
        if let error = run.error { throw .swift(error) }
        guard let model = run.model else {
            throw .swift(.setup("the compiled layout sent no model: is SectionGrid's UIKit older than this sectiongrid?"))
        }
        if let customization = model.customizations.first {
            throw .notASpec(message(for: customization, layoutClass: model.layoutClass, paths: options.swift.paths))
        }
        output.write(model.spec.jsonText)
    }

    /// `Cards.swift:12: CardLayout overrides layoutAttributesForElements(in:): its frames are its own
    /// code's, not a spec's`.
    static func message(for customization: String, layoutClass: String?, paths: [String]) -> String {
        let reason = "its frames are its own code's, not a spec's"
        switch customization {
        case HostModel.layoutSubclass:
            if let found = OverrideFinder.layoutClass(layoutClass, in: paths) {
                return "\(name(found.path)):\(found.line): \(found.owner) is a UICollectionViewLayout subclass of its own "
                    + "(neither flow nor compositional): \(reason)"
            }
        case HostModel.elementsOverride, HostModel.contentSizeOverride:
            let method = customization == HostModel.elementsOverride ? "layoutAttributesForElements" : "collectionViewContentSize"
            if let found = OverrideFinder.method(method, of: layoutClass, in: paths) {
                return "\(name(found.path)):\(found.line): \(found.owner) overrides \(customization): \(reason)"
            }
        default: break
        }
        return "\(name(paths[0])): \(layoutClass ?? "the layout") answers its own \(customization): \(reason)"
    }

    private static func name(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}
