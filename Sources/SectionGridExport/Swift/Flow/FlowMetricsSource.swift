/// The delegate helper: the spec's per-section metrics answered as `UICollectionViewDelegateFlowLayout`
/// (only the methods some section needs), for the app's delegate to be or to forward to.
struct FlowMetricsSource {
    let name: String
    let methods: [FlowDelegateMethod]

    var text: String? {
        guard let first = methods.first else { return nil }
        let implementations = methods.map { method in
            method.declaration + " {\n    \(name).Spec.\(method.lookup)\n}"
        }
        return SwiftSource.lines([
            "// MARK: - Per-section metrics",
            "",
            "/// The spec's per-section metrics, answered as `UICollectionViewDelegateFlowLayout`: make it the",
            "/// collection view's delegate (keep a reference, the delegate is weak), or forward your delegate's",
            "/// methods to it:",
            "///",
            "/// ```swift",
            SwiftSource.lines(first.declaration.split(separator: "\n").map { "/// " + $0 }) + " {",
            "///     metrics.collectionView(collectionView, layout: collectionViewLayout, \(first.argumentTail)",
            "/// }",
            "/// ```",
            "final class \(name)Metrics: NSObject, UICollectionViewDelegateFlowLayout {",
            SwiftSource.indented(implementations.joined(separator: "\n\n")),
            "}",
        ])
    }

    /// The methods of a delegate that forwards to a helper in the property `metrics`.
    static func forwarding(_ methods: [FlowDelegateMethod]) -> String {
        methods.map { method in
            method.declaration
                + " {\n    metrics.collectionView(collectionView, layout: collectionViewLayout, \(method.argumentTail)\n}"
        }.joined(separator: "\n\n")
    }
}
