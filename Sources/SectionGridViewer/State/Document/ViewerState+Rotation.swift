import SectionLayout
import SectionSpec

extension ViewerState {
    /// Turns the spec's device the other way up (`R`): its bounds, safe area and margins together
    /// (`LayoutSpec.rotated()`), keeping the user's place as `o` does. Without a device the message line
    /// says how to give one; the viewport is not guessed at.
    mutating func rotateDevice() {
        guard let rotated = spec.rotated(), let device = rotated.device else {
            chrome.message = .noDeviceToRotate
            return
        }
        let way = device.orientation.rawValue
        commit("rotation to \(way)", atLeadingEdge: true) { _ in rotated }
        chrome.message = .rotated(
            device: device.displayName, orientation: way, size: rotated.viewport, safeArea: rotated.safeAreaInsets)
    }
}
