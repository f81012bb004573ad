import SectionLayout

extension LayoutSpec {
    /// The spec on `device` (what `--device` does): its bounds, safe area, layout margins and scale
    /// replace the spec's own, written or from another device.
    public func applying(_ device: Device) -> LayoutSpec {
        var copy = self
        copy.device = device
        copy.viewport = device.bounds
        copy.safeAreaInsets = device.safeAreaInsets
        copy.layoutMargins = device.layoutMargins
        copy.screenScale = device.screenScale
        return copy
    }

    /// The spec with its device turned the other way up (the viewer's `R`): the bounds, safe area,
    /// margins and scale it had from the device follow the device's other orientation; a `viewport` of
    /// its own has its width and height swapped; safe-area insets and margins of its own stay. `nil`
    /// without a device.
    public func rotated() -> LayoutSpec? {
        guard let device,
            let turned = DeviceCatalog.device(named: device.orientation == .portrait ? device.name + "-landscape" : device.model)
        else { return nil }
        var copy = self
        copy.device = turned
        copy.viewport = viewport == device.bounds ? turned.bounds : Size(width: viewport.height, height: viewport.width)
        if safeAreaInsets == device.safeAreaInsets { copy.safeAreaInsets = turned.safeAreaInsets }
        if layoutMargins == device.layoutMargins { copy.layoutMargins = turned.layoutMargins }
        if screenScale == device.screenScale { copy.screenScale = turned.screenScale }
        return copy
    }
}

extension LayoutSpec {
    /// The content inset the layout is laid out inside and scrolls within: `contentInset` plus the safe
    /// area on the two edges along the scroll direction (`LayoutEnvironment.adjustedContentInset`).
    public var adjustedContentInset: EdgeInsets {
        environment().adjustedContentInset(scrollDirection: scrollDirection)
    }
}
