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
        if hasModel { request.overrides = LayoutOverrides(ProgramTweaks.between(state.document.original, spec)) }
        return request
    }
}
