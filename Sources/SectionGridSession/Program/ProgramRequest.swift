import SectionGridHostProtocol
import SectionGridViewer
import SectionLayout
import SectionSpec

/// The request that lays out what a viewer state shows of a program: the spec's device, direction,
/// traits and the user's tweaks as overrides of the code's values (`ProgramTweaks`).
enum ProgramRequest {
    /// The request for `state` (before the program's first model: `placeholder`'s device, the layout's
    /// own scroll direction unless `direction` asks for one).
    static func make(for state: ViewerState, id: Int, readsModel: Bool, direction: Axis?) -> HostRequest {
        let spec = state.spec
        var request = HostRequest(id: id, viewport: spec.viewport)
        request.safeArea = spec.safeAreaInsets
        if spec.device != nil { request.layoutMargins = spec.layoutMargins }
        request.screenScale = spec.screenScale
        let hasModel = state.program?.picture != nil
        request.scrollDirection = hasModel ? spec.scrollDirection : direction
        request.layoutDirection = spec.layoutDirection
        request.appearance = spec.appearance
        request.readsModel = readsModel
        if hasModel { request.overrides = overrides(ProgramTweaks.between(state.document.original, spec)) }
        return request
    }

    /// The tweaks as the host's overrides.
    static func overrides(_ tweaks: [ProgramTweak]) -> LayoutOverrides {
        var overrides = LayoutOverrides()
        for tweak in tweaks {
            if let section = tweak.section {
                var properties = overrides.sections[section] ?? PropertyOverrides()
                set(tweak, on: &properties)
                overrides.sections[section] = properties
            } else {
                set(tweak, on: &overrides.layout)
            }
        }
        return overrides
    }

    private static func set(_ tweak: ProgramTweak, on properties: inout PropertyOverrides) {
        let values = tweak.new
        func insets() -> EdgeInsets { EdgeInsets(top: values[0], left: values[1], bottom: values[2], right: values[3]) }
        func size() -> Size { Size(width: values[0], height: values[1]) }
        switch tweak.property {
        case .sectionInset: properties.sectionInset = insets()
        case .minimumLineSpacing: properties.minimumLineSpacing = values[0]
        case .minimumInteritemSpacing: properties.minimumInteritemSpacing = values[0]
        case .itemSize: properties.itemSize = size()
        case .headerReferenceSize: properties.headerReferenceSize = size()
        case .footerReferenceSize: properties.footerReferenceSize = size()
        case .contentInset: properties.contentInset = insets()
        case .contentInsets: properties.contentInsets = insets()
        case .interGroupSpacing: properties.interGroupSpacing = values[0]
        case .decorationContentInsets: properties.decorationContentInsets = insets()
        }
    }
}
