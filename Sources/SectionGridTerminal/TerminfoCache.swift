/// Terminfo strings with one parameter filled in, worked out once each: a scroll step spells rows
/// with the same few colour and cursor strings again and again, and filling one in (`tiparm`, the
/// padding removed, copied out) costs more than the rest of a row's spelling.
///
/// Only for one terminal (the screen current when it was made): the strings do not change while it is
/// open.
final class TerminfoCache {
    private struct Key: Hashable {
        var name: String
        var parameter: Int
    }

    private var strings: [Key: [UInt8]?] = [:]

    /// `Terminfo.bytes(name, parameter)`, from the cache after the first time.
    func bytes(_ name: String, _ parameter: Int) -> [UInt8]? {
        let key = Key(name: name, parameter: parameter)
        if let known = strings[key] { return known }
        let bytes = Terminfo.bytes(name, parameter)
        if strings.count >= 4096 { strings.removeAll() } // direct colours: a bound on what is kept
        strings[key] = .some(bytes)
        return bytes
    }
}
