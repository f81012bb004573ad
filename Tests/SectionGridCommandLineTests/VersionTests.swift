import Testing
import SectionGridApp

@Test func versionIsSemantic() {
    #expect(SectionGridVersion.current.split(separator: ".").count == 3)
}
