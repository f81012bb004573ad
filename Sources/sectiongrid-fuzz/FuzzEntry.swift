import Foundation
import SectionGridTestSupport

/// The libFuzzer entry point: runs every check on one input and aborts (so libFuzzer keeps the input)
/// when one fails.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    do {
        try FuzzHarness.run(bytes)
    } catch {
        FileHandle.standardError.write(Data("sectiongrid-fuzz: \(error)\n".utf8))
        abort()
    }
    return 0
}
