import Testing

@testable import SectionSpec

struct TextEdit: CustomTestStringConvertible, Sendable {
    var id: String
    var text: String
    var old: String
    var new: String
    var expected: String
    var testDescription: String { id }
}

/// `old` and `new` are JSON for what the text meant and should mean; `expected` is the edited text.
private let edits = [
    TextEdit(
        id: "nothing changed: the text as it is", text: "{\"a\" :1e2,\t\"b\":[ 1 ]}\n",
        old: #"{"a": 100, "b": [1]}"#, new: #"{"b": [1], "a": 100.0}"#, expected: "{\"a\" :1e2,\t\"b\":[ 1 ]}\n"),
    TextEdit(
        id: "a value in place, its neighbours' spelling kept", text: #"{"a": 1.0, "b": 2E0, "c": 3}"#,
        old: #"{"a": 1, "b": 2, "c": 3}"#, new: #"{"a": 1, "b": 5.5, "c": 3}"#, expected: #"{"a": 1.0, "b": 5.5, "c": 3}"#),
    TextEdit(
        id: "a key the text leaves out and that did not change stays out", text: #"{"a": 1}"#,
        old: #"{"a": 1, "d": 10}"#, new: #"{"a": 2, "d": 10}"#, expected: #"{"a": 2}"#),
    TextEdit(
        id: "a key the encoder does not know stays", text: #"{"x": "mine", "a": 1}"#,
        old: #"{"a": 1}"#, new: #"{"a": 2}"#, expected: #"{"x": "mine", "a": 2}"#),
    TextEdit(
        id: "removing the first member", text: #"{ "a": 1, "b": 2, "c": 3 }"#,
        old: #"{"a": 1, "b": 2, "c": 3}"#, new: #"{"b": 2, "c": 3}"#, expected: #"{ "b": 2, "c": 3 }"#),
    TextEdit(
        id: "removing a middle member", text: "{\n  \"a\": 1,\n  \"b\": 2,\n  \"c\": 3\n}",
        old: #"{"a": 1, "b": 2, "c": 3}"#, new: #"{"a": 1, "c": 3}"#, expected: "{\n  \"a\": 1,\n  \"c\": 3\n}"),
    TextEdit(
        id: "removing the last two members", text: "{\n  \"a\": 1,\n  \"b\": 2,\n  \"c\": 3\n}",
        old: #"{"a": 1, "b": 2, "c": 3}"#, new: #"{"a": 1}"#, expected: "{\n  \"a\": 1\n}"),
    TextEdit(
        id: "removing every member", text: #"{"o": {"a": 1, "b": 2}}"#,
        old: #"{"o": {"a": 1, "b": 2}}"#, new: #"{"o": {}}"#, expected: #"{"o": {}}"#),
    TextEdit(
        id: "inserting first, compact style", text: #"{"b":2}"#,
        old: #"{"b": 2}"#, new: #"{"a": 1, "b": 2}"#, expected: #"{"a":1,"b":2}"#),
    TextEdit(
        id: "an inserted member is set off like the members around it",
        text: "{\n  \"a\": 1, \"b\": 2,\n  \"c\": {\"x\": 1},\n  \"d\": 4\n}",
        old: #"{"a": 1, "b": 2, "c": {"x": 1}, "d": 4}"#, new: #"{"a": 1, "X": 0, "b": 2, "c": {"x": 1}, "e": 5, "d": 4}"#,
        expected: "{\n  \"a\": 1, \"X\": 0, \"b\": 2,\n  \"c\": {\"x\": 1},\n  \"e\": 5,\n  \"d\": 4\n}"),
    TextEdit(
        id: "inserting into an empty object", text: "{\"o\": {}, \"p\": 1}",
        old: #"{"o": {}, "p": 1}"#, new: #"{"o": {"a": 1}, "p": 1}"#, expected: #"{"o": {"a": 1}, "p": 1}"#),
    TextEdit(
        id: "tabs, CRLF and a nested new object, indented as the file does",
        text: "{\r\n\t\"a\": 1,\r\n\t\"b\": {\r\n\t\t\"c\": 1e2\r\n\t}\r\n}\r\n",
        old: #"{"a": 1, "b": {"c": 100}}"#,
        new: #"{"a": 1, "b": {"c": 100, "d": {"e": [1, 2], "f": {"g": true}}}, "h": 2}"#,
        expected: "{\r\n\t\"a\": 1,\r\n\t\"b\": {\r\n\t\t\"c\": 1e2,\r\n\t\t\"d\": {\r\n\t\t\t\"e\": [1, 2],\r\n"
            + "\t\t\t\"f\": {\"g\": true}\r\n\t\t}\r\n\t},\r\n\t\"h\": 2\r\n}\r\n"),
    TextEdit(
        id: "a replaced multi-line value is indented from its own line", text: "{\n   \"a\": 1,\n   \"b\": 0\n}",
        old: #"{"a": 1, "b": 0}"#, new: #"{"a": 1, "b": {"c": {"d": 1}}}"#,
        expected: "{\n   \"a\": 1,\n   \"b\": {\n      \"c\": {\"d\": 1}\n   }\n}"),
    // Arrays that gain or lose elements (items deleted from or copied into `itemSizes`) keep the text of
    // the elements before and after the change, and set new ones off as the array does.
    TextEdit(
        id: "an array that gains an element keeps the others' text", text: #"{"s": [1,  2], "t": [ 3 ]}"#,
        old: #"{"s": [1, 2], "t": [3]}"#, new: #"{"s": [1, 2, 4], "t": [3]}"#, expected: #"{"s": [1,  2,  4], "t": [ 3 ]}"#),
    TextEdit(
        id: "an element taken out of the middle of a multi-line array",
        text: "[\n  {\"w\": 1.0, \"h\": 2},\n  {\"w\": 3, \"h\": 4},\n  {\"w\": 5e0, \"h\": 6}\n]",
        old: #"[{"w": 1, "h": 2}, {"w": 3, "h": 4}, {"w": 5, "h": 6}]"#, new: #"[{"w": 1, "h": 2}, {"w": 5, "h": 6}]"#,
        expected: "[\n  {\"w\": 1.0, \"h\": 2},\n  {\"w\": 5e0, \"h\": 6}\n]"),
    TextEdit(
        id: "a copy inserted after the first of two elements", text: "[ {\"w\": 1.0}, {\"w\": 2} ]",
        old: #"[{"w": 1}, {"w": 2}]"#, new: #"[{"w": 1}, {"w": 1}, {"w": 2}]"#,
        expected: "[ {\"w\": 1.0}, {\"w\": 1}, {\"w\": 2} ]"),
    TextEdit(
        id: "the last element taken out", text: "{\"s\": [ 7.0 ], \"t\": 1}",
        old: #"{"s": [7], "t": 1}"#, new: #"{"s": [], "t": 1}"#, expected: "{\"s\": [], \"t\": 1}"),
    TextEdit(
        id: "an element added to a one-element array", text: "{\"s\": [ 7.0 ]}",
        old: #"{"s": [7]}"#, new: #"{"s": [7, 8]}"#, expected: "{\"s\": [ 7.0, 8 ]}"),
    TextEdit(
        id: "an array of the same length is edited element by element", text: #"[ {"w": 1.0}, {"w": 2} ]"#,
        old: #"[{"w": 1}, {"w": 2}]"#, new: #"[{"w": 1}, {"w": 3}]"#, expected: #"[ {"w": 1.0}, {"w": 3} ]"#),
    TextEdit(
        id: "a byte-order mark and trailing space stay", text: "\u{FEFF}{\"a\": 1}  \n\n",
        old: #"{"a": 1}"#, new: #"{"a": 2}"#, expected: "\u{FEFF}{\"a\": 2}  \n\n"),
    TextEdit(
        id: "strings keep their escapes when unchanged", text: #"{"t": "caf\u00e9", "a": 1}"#,
        old: #"{"t": "café", "a": 1}"#, new: #"{"t": "café", "a": 2}"#, expected: #"{"t": "caf\u00e9", "a": 2}"#),
]

@Suite("JSON text editing: only what changed changes")
struct JSONTextEditorTests {
    @Test(arguments: edits)
    func editsInPlace(_ edit: TextEdit) throws {
        let editor = try JSONTextEditor(text: Array(edit.text.utf8))
        let result = editor.editing(from: try JSONParser().parse(edit.old), to: try JSONParser().parse(edit.new))
        #expect(String(decoding: result, as: UTF8.self) == edit.expected)
    }
}
