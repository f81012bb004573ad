import SectionLayout
import SectionSpec

// The device around the layout: the preset (`device`, cycling through `--list-devices`' presets and
// none), and the values it gives unless the spec gives its own — `viewport`, `safeAreaInsets`,
// `layoutMargins`, `screenScale`. A value the device gives shows as `device`.

extension InspectorBuilder {
    mutating func deviceRows() {
        heading("device")
        let lens = SpecLens<LayoutSpec>.spec
        let device = spec.device
        choice(
            "device", "UIDevice / UIScreen (preset)", SpecLens<Device?>(get: { .some($0.device) }, set: { $0 = $0.onDevice($1) }),
            // A device the file does not name is the one it is viewed on (`--device`).
            source: source(.to("device"), .layout, differs: device != nil, absent: device == nil ? .default : .device),
            among: [nil] + DeviceCatalog.devices, spelled: { $0?.name ?? "none" })
        let given: InspectorSource = device == nil ? .default : .device
        let bounds = device?.bounds ?? LayoutSpec.defaultViewport
        size(
            "viewport", "collectionView.bounds.size", lens.at(\.viewport),
            source: source(.to("viewport"), .layout, differs: spec.viewport != bounds, absent: given), minimum: 1)
        insets(
            "safeAreaInsets", "safeAreaInsets", lens.at(\.safeAreaInsets),
            source: source(
                .to("safeAreaInsets"), .layout, differs: spec.safeAreaInsets != (device?.safeAreaInsets ?? .zero),
                absent: given), minimum: 0)
        insets(
            "layoutMargins", "layoutMargins", lens.at(\.layoutMargins),
            source: source(
                .to("layoutMargins"), .layout, differs: spec.layoutMargins != (device?.layoutMargins ?? .zero),
                absent: given), minimum: 0)
        // Without a device there may be no scale (no rounding to pixels); with one, its scale is the
        // least a spec can say, so "none" is not among the choices there.
        let scales: [Double?] = device == nil ? [nil, 1, 2, 3] : [1, 2, 3]
        choice(
            "screenScale", "UIScreen.scale", lens.at(\.screenScale),
            source: source(.to("screenScale"), .layout, differs: spec.screenScale != device?.screenScale, absent: given),
            among: scales, spelled: { $0.map { formatPoints($0) } ?? "none" })
    }
}

extension LayoutSpec {
    /// The spec on `device` (`nil`: none): the bounds, safe area, margins and scale it had from its
    /// device (or the defaults without one) follow the new one; values of its own stay.
    func onDevice(_ device: Device?) -> LayoutSpec {
        var copy = self
        let old = self.device
        copy.device = device
        if viewport == (old?.bounds ?? LayoutSpec.defaultViewport) {
            copy.viewport = device?.bounds ?? LayoutSpec.defaultViewport
        }
        if safeAreaInsets == (old?.safeAreaInsets ?? .zero) { copy.safeAreaInsets = device?.safeAreaInsets ?? .zero }
        if layoutMargins == (old?.layoutMargins ?? .zero) { copy.layoutMargins = device?.layoutMargins ?? .zero }
        if screenScale == old?.screenScale { copy.screenScale = device?.screenScale }
        if device != nil, copy.screenScale == nil { copy.screenScale = device?.screenScale }
        return copy
    }
}
