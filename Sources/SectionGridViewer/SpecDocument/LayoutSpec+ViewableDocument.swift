import CellGrid
import SectionLayout
import SectionScene
import SectionSpec

// The spec as a viewer document. Laying out, the device and the traits are the spec's own
// (`SectionSpec`); its tweaks (`LayoutSpec+Tweaks`), item counts (`LayoutSpec+Items`) and the rest here
// are where a spec's two engines, flow and compositional, are told apart — the viewer never asks.

extension LayoutSpec: ViewableDocument {
    /// True for `"layout": "compositional"`: its tweaks carry UIKit's compositional names.
    public var namesCompositionally: Bool {
        if case .compositional = engine { return true }
        return false
    }

    /// The spec's file text with only the changed values rewritten (`SpecDocument.text(for:)`); a demo
    /// (no text) is written whole.
    public func text(over text: [UInt8]?, holding saved: LayoutSpec) -> [UInt8] {
        SpecDocument(spec: saved, text: text).text(for: self)
    }

    /// The image files its backgrounds name (not the built-in patterns), relative to the spec's folder.
    public var watchedFileNames: [String] {
        imageNames.filter { FillPattern(named: $0) == nil }
    }

    /// The layout's rows (scroll direction, content inset, background, traits), the engine's layout
    /// rows and its section's, then the device's.
    public func inspectorGroups(section: Int?, item: Int?, keys: SpecKeyPresence?) -> [InspectorGroup] {
        var builder = InspectorBuilder(spec: self, keys: keys, item: item)
        builder.layoutRows()
        switch engine {
        case .flow(let flow):
            builder.flowLayoutRows(flow)
            if let section, flow.sections.indices.contains(section) { builder.flowSectionRows(flow, section) }
        case .compositional(let compositional):
            builder.compositionalLayoutRows(compositional)
            if let section, compositional.sections.indices.contains(section) {
                builder.compositionalSectionRows(compositional.sections[section].section, section)
            }
        }
        builder.section = nil
        builder.deviceRows()
        return builder.groups
    }
}
