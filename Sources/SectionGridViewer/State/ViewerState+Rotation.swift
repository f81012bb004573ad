import SectionLayout
import SectionSpec

extension ViewerState {
    /// Turns the spec's device the other way up (`R`): its bounds, safe area and margins together
    /// (`LayoutSpec.rotated()`), keeping the user's place as `o` does. Without a device the message line
    /// says how to give one; the viewport is not guessed at.
    mutating func rotateDevice() {
        guard let rotated = spec.rotated(), let device = rotated.device else {
            message = "no device to rotate: give the spec a \"device\" or open it with --device NAME (sectiongrid --list-devices)"
            return
        }
        let way = device.orientation.rawValue
        commit("rotation to \(way)", atLeadingEdge: true) { _ in rotated }
        message = "\(device.displayName), \(way): \(formatPoints(rotated.viewport.width))×\(formatPoints(rotated.viewport.height)) pt,"
            + " safe area \(rotated.safeAreaInsets)"
    }
}
