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
        // The program keeps a direction it is switched to. A new program's first answer is the code's own
        // direction (or the command line's), unless `o` changed it: a save that changes the code's shows;
        // after that the screen's direction, always said, so `o o` comes back to the code's.
        let toggled = hasModel && spec.scrollDirection != state.document.original.scrollDirection
        request.scrollDirection = !hasModel || (readsModel && !toggled) ? direction : spec.scrollDirection
        request.layoutDirection = spec.layoutDirection
        request.appearance = spec.appearance
        request.readsModel = readsModel
        if hasModel { request.overrides = LayoutOverrides(ProgramTweaks.between(state.document.original, spec)) }
        return request
    }
}
