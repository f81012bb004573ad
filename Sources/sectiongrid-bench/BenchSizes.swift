/// Problem sizes and repetition counts: the sizes for a full run, small ones for `--quick`.
struct BenchSizes: Sendable {
    /// True for `--quick`.
    var isQuick: Bool
    /// Sections of the uniform flow layouts (`flow.prepare.uniform*`, `memory.uniform`).
    var uniformSections: Int
    /// Items per section of `flow.prepare.uniform` (`.small` has one per section).
    var uniformItemsPerSection: Int
    /// Sections and items per section of the sized-items layout (`flow.prepare.sized`, `memory.sized`).
    var sizedSections: Int
    var sizedItemsPerSection: Int
    /// Sections and items per section of `compositional.prepare`.
    var compositionalSections: Int
    var compositionalItemsPerSection: Int
    /// Sections of `compositional.prepare.sparse` (one to three items in a group of 100,000 slots each).
    var sparseSections: Int
    /// Items per section of the query layouts, and their section counts (large, small, scan).
    var queryItemsPerSection: Int
    var queryLargeSections: Int
    var querySmallSections: Int
    var queryScanSections: Int
    /// Queries per timed sample of `query.visible`.
    var queriesPerSample: Int
    /// Timed runs of a metric (its median is reported), and of the expensive ones.
    var runs: Int
    var slowRuns: Int
    /// Renders per timed sample of `render.frame`.
    var rendersPerSample: Int
    /// Terminal scroll steps measured.
    var terminalSteps: Int

    /// The sizes the issue names.
    static let full = BenchSizes(
        isQuick: false,
        uniformSections: 10_000, uniformItemsPerSection: 1_000,
        sizedSections: 1_000, sizedItemsPerSection: 1_000,
        compositionalSections: 1_000, compositionalItemsPerSection: 1_000, sparseSections: 20_000,
        queryItemsPerSection: 1_000, queryLargeSections: 10_000, querySmallSections: 10, queryScanSections: 1_000,
        queriesPerSample: 2_000, runs: 21, slowRuns: 9, rendersPerSample: 50, terminalSteps: 30)

    /// A hundredth of the work, for CI.
    static let quick = BenchSizes(
        isQuick: true,
        uniformSections: 100, uniformItemsPerSection: 1_000,
        sizedSections: 10, sizedItemsPerSection: 1_000,
        compositionalSections: 10, compositionalItemsPerSection: 1_000, sparseSections: 200,
        queryItemsPerSection: 1_000, queryLargeSections: 100, querySmallSections: 10, queryScanSections: 10,
        queriesPerSample: 200, runs: 3, slowRuns: 3, rendersPerSample: 5, terminalSteps: 5)

    /// Items in the sized-items layout.
    var sizedItems: Int { sizedSections * sizedItemsPerSection }
}
