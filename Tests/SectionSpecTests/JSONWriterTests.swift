import SectionSpec
import Testing

@testable import SectionGridTestSupport

@Test func writesPrettyTextInInsertionOrder() {
    let value = JSONValue.object(fromPairs: [
        "name": .string("grid"),
        "size": .object(fromPairs: ["width": .double(320), "height": .double(67.5)]),
        "list": .array([.integer(1), .double(-4), .double(0.1)]),
        "nested": .array([.object(fromPairs: ["a": .bool(true), "b": .null]), .array([])]),
        "empty": .object([]),
    ])
    let expected = """
        {
          "name": "grid",
          "size": {"width": 320, "height": 67.5},
          "list": [1, -4, 0.1],
          "nested": [
            {"a": true, "b": null},
            []
          ],
          "empty": {}
        }
        """
    #expect(JSONWriter().write(value) == expected)
}

@Test func longScalarContainersSpreadOverLines() {
    let value = JSONValue.array((0..<30).map { .integer($0 * 1000) })
    let text = JSONWriter().write(value)
    #expect(text.hasPrefix("[\n  0,\n  1000,\n"))
    #expect(text.hasSuffix("\n  29000\n]"))
    #expect(JSONWriter(inlineLimit: 0).write(.array([.integer(1)])) == "[\n  1\n]")
    #expect(JSONWriter(indentWidth: 4, inlineLimit: 0).write(.object(fromPairs: ["a": .integer(1)])) == "{\n    \"a\": 1\n}")
}

@Test(
    "numbers are written as people write them",
    arguments: [
        (320.0, "320"), (67.5, "67.5"), (-0.0, "0"), (-4, "-4"), (0.1, "0.1"), (1e300, "1e+300"), (1e15, "1000000000000000"),
        (-9e15, "-9000000000000000"), (1e16, "1e+16"),
        (Double.infinity, "null"), (Double.nan, "null"),
    ])
func writesNumbers(_ value: Double, _ text: String) {
    #expect(JSONWriter.number(value) == text)
}

@Test func escapesStrings() {
    #expect(JSONWriter.quoted("a\"b\\c\nd\te\r\u{08}\u{0C}\u{01}é😀/") == #""a\"b\\c\nd\te\r\b\f\u0001é😀/""#)
}

@Test func writtenTextParsesBack() throws {
    let value = JSONValue.object(fromPairs: [
        "weird \"key\"\n": .array([.string("\u{1F}x"), .double(-12.25), .integer(7), .bool(false), .null]),
        "deep": .array([.array([.object(fromPairs: ["z": .object([])])])]),
    ])
    #expect(try JSONParser().parse(JSONWriter().write(value)) == value)
}
