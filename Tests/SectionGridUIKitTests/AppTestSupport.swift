import SectionGridHostProtocol
import SectionLayout

/// Elements and looks written the short way, for expected answers derived by hand.
enum Expect {
    static func cell(
        _ section: Int, _ item: Int, _ x: Double, _ y: Double, _ width: Double, _ height: Double,
        z: Int = 0
    ) -> HostElement {
        HostElement(kind: .cell, section: section, item: item, frame: Rect(x: x, y: y, width: width, height: height), zIndex: z)
    }

    static func element(
        _ kind: HostElement.Kind, _ elementKind: String? = nil, _ section: Int?, _ x: Double, _ y: Double,
        _ width: Double, _ height: Double, z: Int = 0
    ) -> HostElement {
        HostElement(
            kind: kind, elementKind: elementKind, section: section, frame: Rect(x: x, y: y, width: width, height: height),
            zIndex: z)
    }

    static func request(_ id: Int, _ width: Double, _ height: Double, _ change: (inout HostRequest) -> Void = { _ in })
        -> HostRequest
    {
        var request = HostRequest(id: id, viewport: Size(width: width, height: height))
        change(&request)
        return request
    }

    /// A colour from `#RRGGBBAA`.
    static func color(_ hex: String) -> Color? { Color(hex) }

    static func look(_ change: (inout ViewLook) -> Void) -> ViewLook {
        var look = ViewLook()
        change(&look)
        return look
    }
}
