/// Where a traversal's elements go (`LayoutResult.traverse`): an array being collected, or a caller's
/// closure.
///
/// The traversal is generic over its sink, so each walk is compiled for its sink and a collected element
/// is built in place in the array: handing `LayoutAttributes` to a closure costs a copy and a destroy
/// per element, which is most of a query's time.
protocol ElementSink {
    /// Takes the next element, in query order; returns `false` to end the walk.
    mutating func take(_ element: consuming LayoutAttributes) -> Bool
    /// Whether the walk hands over item supplementaries (badges); a sink that does not want them makes
    /// the walk skip them whole rather than one by one.
    var takesItemSupplementaries: Bool { get }
}

extension ElementSink {
    var takesItemSupplementaries: Bool { true }
}

/// Keeps every element it is given.
struct ElementCollector: ElementSink {
    var elements: [LayoutAttributes] = []

    mutating func take(_ element: consuming LayoutAttributes) -> Bool {
        elements.append(element)
        return true
    }
}

/// Hands each element to a closure, which says whether to go on.
struct ElementCallback: ElementSink {
    let body: (LayoutAttributes) -> Bool
    var takesItemSupplementaries = true

    mutating func take(_ element: consuming LayoutAttributes) -> Bool { body(element) }
}
