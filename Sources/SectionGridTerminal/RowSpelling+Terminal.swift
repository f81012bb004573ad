import CNcursesw
import CNcurseswShim
import CellGrid

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `RowSpelling` for the current ncurses terminal: its strings from terminfo, its cells from a window.
extension Terminal {
    /// ncurses's cells of a row as `RowSpelling` takes them, or `nil` when one is wider than a column,
    /// has an attribute besides bold, dim, underline and reverse, or is not ASCII in a locale other than
    /// UTF-8 (where ncurses would send another encoding).
    static func spellingCells(_ cells: [cchar_t], columns: Int) -> [RowSpelling.Cell]? {
        var result: [RowSpelling.Cell] = []
        result.reserveCapacity(columns)
        var cells = cells
        var text = [wchar_t](repeating: 0, count: 8)
        let utf8 = isUTF8Locale
        for x in 0..<columns {
            var attributes = attr_t()
            var shortPair: Int16 = 0
            var pair: Int32 = 0
            guard getcchar(&cells[x], &text, &attributes, &shortPair, &pair) == OK, text[0] != 0,
                sg_wcwidth(text[0]) == 1
            else { return nil }
            let scalars = text.prefix { $0 != 0 }.compactMap { Unicode.Scalar(UInt32(bitPattern: $0)) }
            guard utf8 || scalars.allSatisfy(\.isASCII),
                let attributes = TextAttributes(ncurses: attributes & ~sg_attr_color())
            else { return nil }
            var foreground: Int32 = -1
            var background: Int32 = -1
            if pair != 0 { guard extended_pair_content(pair, &foreground, &background) == OK else { return nil } }
            result.append(
                RowSpelling.Cell(
                    scalars: scalars, attributes: attributes,
                    foreground: foreground, background: background))
        }
        return result
    }

    /// True when characters go out in UTF-8, as `RowSpelling` writes them.
    static var isUTF8Locale: Bool {
        guard let codeset = nl_langinfo(nl_item(CODESET)) else { return false }
        return String(cString: codeset) == "UTF-8"
    }

    /// The spelling of rows for this terminal, or `nil` when it has magic-cookie attributes, no `sgr0`,
    /// or colours without the strings that set them.
    static func rowSpelling(colored: Bool) -> RowSpelling? {
        guard Terminfo.number("xmc") <= 0, let normal = Terminfo.bytes("sgr0") else { return nil }
        if colored {
            guard Terminfo.string("setaf") != nil, Terminfo.string("setab") != nil, Terminfo.string("op") != nil else {
                return nil
            }
        }
        // Attributes the terminal cannot show with colours (`ncv`) ncurses drops or imitates: rows with
        // attributes are then left to it.
        let attributes: [(TextAttributes, String)] =
            colored && Terminfo.number("ncv") > 0
            ? []
            : [(.bold, "bold"), (.dim, "dim"), (.underline, "smul"), (.reverse, "rev")]
        let cache = TerminfoCache()
        let capabilities = RowSpelling.Capabilities(
            foreground: { colored ? cache.bytes("setaf", Int($0)) : nil },
            background: { colored ? cache.bytes("setab", Int($0)) : nil },
            forward: { cache.bytes("cuf", $0) },
            defaultColors: colored ? Terminfo.bytes("op") : nil,
            normal: normal,
            attributeOn: attributes.compactMap { attribute, name in Terminfo.bytes(name).map { (attribute, $0) } },
            clearToEnd: Terminfo.flag("bce") ? Terminfo.bytes("el") : nil,
            erase: Terminfo.flag("bce") ? { cache.bytes("ech", $0) } : nil)
        return RowSpelling(capabilities: capabilities)
    }
}

extension TextAttributes {
    /// The attributes of ncurses attribute bits (colour bits removed), or `nil` when others are set.
    init?(ncurses bits: attr_t) {
        var rest = bits
        self = []
        for (attribute, bit) in [
            (TextAttributes.bold, sg_attr_bold()), (.dim, sg_attr_dim()),
            (.underline, sg_attr_underline()), (.reverse, sg_attr_reverse()),
        ]
        where rest & bit != 0 {
            insert(attribute)
            rest &= ~bit
        }
        guard rest == 0 else { return nil }
    }
}
