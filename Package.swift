// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "SectionGrid",
    products: [
        .library(name: "SectionLayout", targets: ["SectionLayout"]),
        .library(name: "CellGrid", targets: ["CellGrid"]),
        .library(name: "SectionGridApp", targets: ["SectionGridApp"]),
        .executable(name: "sectiongrid", targets: ["sectiongrid"]),
    ],
    targets: [
        // Stdlib only. `Double.rounded()` lowers to libm calls, which nothing else links on Linux.
        .target(name: "SectionLayout", linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),
        .target(name: "CellGrid", dependencies: ["SectionLayout"]),
        .target(name: "SectionGridApp", dependencies: ["SectionLayout", "CellGrid"]),
        .executableTarget(name: "sectiongrid", dependencies: ["SectionLayout", "CellGrid", "SectionGridApp"]),
        .testTarget(name: "SectionLayoutTests", dependencies: ["SectionLayout"]),
        .testTarget(name: "CellGridTests", dependencies: ["CellGrid", "SectionLayout"]),
        .testTarget(name: "SectionGridAppTests", dependencies: ["SectionGridApp", "CellGrid", "SectionLayout"]),
    ],
    swiftLanguageModes: [.v6]
)
