/// Writes a new version of a JSON document by editing the text it was read from, so that only what
/// changed changes: every value that stayed the same keeps its text (number spellings such as `1e2` or
/// `10.0`, colour names, key order, whitespace, line endings), changed values are replaced in place,
/// keys that went away are removed with their separator, and new keys are inserted where the new
/// document's key order puts them, indented as the file indents.
///
/// The edit is three-way: `old` is what the text meant as the caller encodes it (the encoder may write
/// keys the text leaves out, with their defaults), `new` what it should mean now. A key the text leaves
/// out is only written when its value changed.
struct JSONTextEditor {
    /// The original text.
    let text: [UInt8]
    /// Its structure, with positions.
    let root: JSONSourceNode
    /// One level of indentation as the text writes it: the first indented line's leading whitespace
    /// (two spaces for a text on one line).
    let indentUnit: [UInt8]
    /// The text's line break: `\r\n` when it uses them, `\n` otherwise.
    let lineBreak: [UInt8]

    /// An editor for `text`, which must be valid JSON.
    init(text: [UInt8]) throws(JSONParseError) {
        self.text = text
        root = try JSONSourceNode.parse(text)
        lineBreak =
            text.contains(UInt8(ascii: "\r")) && JSONTextEditor.containsCRLF(text)
            ? Array("\r\n".utf8) : [UInt8(ascii: "\n")]
        indentUnit = JSONTextEditor.firstIndentation(in: text) ?? Array("  ".utf8)
    }

    /// The text changed from meaning `old` to meaning `new`.
    func editing(from old: JSONValue, to new: JSONValue) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(text.count + 64)
        result += text[..<root.range.lowerBound]
        edit(root, old: old, new: new, into: &result)
        result += text[root.range.upperBound...]
        return result
    }

    private func edit(_ node: JSONSourceNode, old: JSONValue, new: JSONValue, into result: inout [UInt8]) {
        if old.isSameValue(as: new) {
            result += text[node.range]
            return
        }
        switch (node.content, new) {
        case (.object(let members), .object(let newMembers)) where !members.isEmpty:
            editObject(node, members, old: old, new: newMembers, into: &result)
        case (.array(let elements), .array(let newElements)) where !elements.isEmpty && elements.count == newElements.count:
            var oldElements: [JSONValue] = elements.map(\.value)
            if case .array(let given) = old, given.count == elements.count { oldElements = given }
            result += text[node.range.lowerBound..<elements[0].range.lowerBound]
            for index in elements.indices {
                if index > 0 { result += text[elements[index - 1].range.upperBound..<elements[index].range.lowerBound] }
                edit(elements[index], old: oldElements[index], new: newElements[index], into: &result)
            }
            result += text[elements[elements.count - 1].range.upperBound..<node.range.upperBound]
        case (.array(let elements), .array(let newElements)) where !elements.isEmpty:
            editLength(node, elements, old: old, new: newElements, into: &result)
        default:
            result += written(new, indentation: lineIndentation(at: node.range.lowerBound))
        }
    }

    /// An array that gained or lost elements (an item deleted from `itemSizes`, or a copy inserted):
    /// the elements before and after the change keep their text and the separators between them; only
    /// the new ones in between are written, set off like the text's elements.
    private func editLength(
        _ node: JSONSourceNode, _ elements: [JSONSourceNode], old: JSONValue,
        new newElements: [JSONValue], into result: inout [UInt8]
    ) {
        guard !newElements.isEmpty else {
            result += Array("[]".utf8)
            return
        }
        var oldElements: [JSONValue] = elements.map(\.value)
        if case .array(let given) = old, given.count == elements.count { oldElements = given }
        let shorter = min(elements.count, newElements.count)
        var prefix = 0
        while prefix < shorter, oldElements[prefix].isSameValue(as: newElements[prefix]) { prefix += 1 }
        var suffix = 0
        while suffix < shorter - prefix,
            oldElements[elements.count - 1 - suffix].isSameValue(as: newElements[newElements.count - 1 - suffix])
        {
            suffix += 1
        }
        let indentation = lineIndentation(at: elements[0].range.lowerBound)
        // Each piece is an element of the text (by its index) or a new one.
        var pieces: [(index: Int?, bytes: [UInt8])] = (0..<prefix).map { ($0, Array(text[elements[$0].range])) }
        pieces += newElements[prefix..<(newElements.count - suffix)].map { (nil, written($0, indentation: indentation)) }
        pieces += (elements.count - suffix..<elements.count).map { ($0, Array(text[elements[$0].range])) }
        let separator =
            elements.count > 1
            ? Array(text[elements[0].range.upperBound..<elements[1].range.lowerBound])
            : Array(", ".utf8)
        result += text[node.range.lowerBound..<elements[0].range.lowerBound]
        for (position, piece) in pieces.enumerated() {
            if position > 0 {
                let before = pieces[position - 1].index
                if let before, let index = piece.index, index == before + 1 {
                    result += text[elements[before].range.upperBound..<elements[index].range.lowerBound]
                } else {
                    result += separator
                }
            }
            result += piece.bytes
        }
        result += text[elements[elements.count - 1].range.upperBound..<node.range.upperBound]
    }

    /// One entry of an edited object: a member of the text (with its new value, or `nil` to keep its
    /// text), or a member the text did not have.
    private enum Entry {
        case kept(index: Int, value: JSONValue?)
        case added(JSONMember, after: Int)
    }

    private func editObject(
        _ node: JSONSourceNode, _ members: [JSONSourceNode.Member], old: JSONValue,
        new newMembers: [JSONMember], into result: inout [UInt8]
    ) {
        var indexByKey: [String: Int] = [:]
        for (index, member) in members.enumerated() { indexByKey[member.key] = index }
        var newValues: [Int: JSONValue] = [:]
        // New keys go after the member of the text that comes before them in the new order (-1: first).
        var added: [Int: [JSONMember]] = [:]
        var anchor = -1
        for member in newMembers {
            if let index = indexByKey[member.key] {
                newValues[index] = member.value
                anchor = index
            } else if old[member.key].map({ $0.isSameValue(as: member.value) }) != true {
                added[anchor, default: []].append(member)
            }
        }
        var entries = (added[-1] ?? []).map { Entry.added($0, after: -1) }
        for (index, member) in members.enumerated() {
            if let value = newValues[index] {
                entries.append(.kept(index: index, value: value))
            } else if old[member.key] == nil {
                entries.append(.kept(index: index, value: nil)) // a key the encoder does not know: left as is
            }
            entries += (added[index] ?? []).map { Entry.added($0, after: index) }
        }
        guard !entries.isEmpty else {
            result += Array("{}".utf8)
            return
        }
        let first = members[0]
        let last = members[members.count - 1]
        let opening = text[node.range.lowerBound..<first.keyRange.lowerBound]
        let colon = text[first.keyRange.upperBound..<first.value.range.lowerBound]
        // A member added after `anchor` (-1: before the first) is set off as the text sets off the
        // members around it: by the gap after the anchor, the one before it at the end, or like the
        // opening brace's when the object has one member.
        func separator(after anchor: Int) -> [UInt8] {
            guard members.count > 1 else { return [UInt8(ascii: ",")] + opening.dropFirst() }
            let gap = min(max(anchor, 0), members.count - 2)
            return Array(text[members[gap].value.range.upperBound..<members[gap + 1].keyRange.lowerBound])
        }
        result += opening
        for (position, entry) in entries.enumerated() {
            switch entry {
            case .kept(let index, let value):
                let member = members[index]
                if position > 0 {
                    result +=
                        index > 0
                        ? Array(text[members[index - 1].value.range.upperBound..<member.keyRange.lowerBound])
                        : separator(after: -1)
                }
                result += text[member.keyRange.lowerBound..<member.value.range.lowerBound]
                if let value {
                    edit(member.value, old: old[member.key] ?? member.value.value, new: value, into: &result)
                } else {
                    result += text[member.value.range]
                }
            case .added(let member, let anchor):
                let separator = separator(after: anchor)
                if position > 0 { result += separator }
                let indentation =
                    separator.lastIndex(of: UInt8(ascii: "\n")).map { Array(separator[($0 + 1)...]) }
                    ?? lineIndentation(at: members[max(anchor, 0)].keyRange.lowerBound)
                result += Array(JSONWriter.quoted(member.key).utf8) + colon
                result += written(member.value, indentation: indentation)
            }
        }
        result += text[last.value.range.upperBound..<node.range.upperBound]
    }

    /// `value` as `JSONWriter` writes it, its lines after the first indented from `indentation` (the
    /// indentation of the line it starts on) by the text's own unit, with the text's line breaks.
    private func written(_ value: JSONValue, indentation: [UInt8]) -> [UInt8] {
        let lines = JSONWriter(indentWidth: 1).write(value).utf8.split(
            separator: UInt8(ascii: "\n"),
            omittingEmptySubsequences: false)
        var result = Array(lines[0])
        for line in lines.dropFirst() {
            let depth = line.prefix { $0 == UInt8(ascii: " ") }.count
            result += lineBreak + indentation
            for _ in 0..<depth { result += indentUnit }
            result += line.dropFirst(depth)
        }
        return result
    }

    /// The spaces and tabs that start the line holding `offset`.
    private func lineIndentation(at offset: Int) -> [UInt8] {
        var start = offset
        while start > 0, text[start - 1] != UInt8(ascii: "\n") { start -= 1 }
        return Array(text[start...].prefix { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") })
    }

    /// The leading whitespace of the first indented line.
    private static func firstIndentation(in text: [UInt8]) -> [UInt8]? {
        var index = 0
        while let newline = text[index...].firstIndex(of: UInt8(ascii: "\n")) {
            let indentation = text[(newline + 1)...].prefix { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
            if !indentation.isEmpty { return Array(indentation) }
            index = newline + 1
        }
        return nil
    }

    private static func containsCRLF(_ text: [UInt8]) -> Bool {
        zip(text, text.dropFirst()).contains { $0 == UInt8(ascii: "\r") && $1 == UInt8(ascii: "\n") }
    }
}

extension JSONValue {
    /// True when both mean the same: numbers compare by value (`10`, `10.0` and `1e1` are one number),
    /// objects by their members whatever their order.
    func isSameValue(as other: JSONValue) -> Bool {
        switch (self, other) {
        case (.number(let left, _), .number(let right, _)):
            return left == right
        case (.array(let left), .array(let right)):
            return left.count == right.count && zip(left, right).allSatisfy { $0.isSameValue(as: $1) }
        case (.object(let left), .object(let right)):
            guard left.count == right.count else { return false }
            return left.allSatisfy { member in other[member.key].map { member.value.isSameValue(as: $0) } ?? false }
        default:
            return self == other
        }
    }
}
