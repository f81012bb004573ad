import Testing
@testable import CellGrid

@Test func moduleLinks() { _ = CellGridModule.self }
