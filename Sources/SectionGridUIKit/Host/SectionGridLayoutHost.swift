import Foundation
import SectionGridHostProtocol

/// **SectionGrid's, not UIKit API.** The layout host a compiled user program runs: it reads requests
/// (`HostRequest`, one JSON line each) on standard input and answers each on standard output
/// (`HostMessage` lines: the layout, then the looks, then `done`), until standard input ends.
///
/// The program's own `print`s go to standard error: standard output carries the protocol only. Each
/// message is written whole with one `write(2)`, so a trap in the user's code loses nothing already
/// answered (frames are written before any view is made to read looks).
public enum SectionGridLayoutHost {
    /// Serves `entry` until standard input ends, then exits with status 0. Called from a program's
    /// top-level code (its `main.swift`), which runs on the main thread: the user's code runs on the
    /// main actor, as UIKit's does.
    public static func main(_ entry: SectionGridEntry) -> Never {
        // The entry is made and used on the main thread only.
        nonisolated(unsafe) let entry = entry
        MainActor.assumeIsolated { serve(entry) }
        exit(0)
    }

    @MainActor
    private static func serve(_ entry: SectionGridEntry) {
        let output = ProtocolOutput.takeStandardOutput()
        let session = SectionGridLayoutSession(entry: entry)
        output.send(.ready(protocolVersion: HostMessage.protocolVersion, entry: entry.name))
        while let line = readLine(strippingNewline: true) {
            guard !line.allSatisfy(\.isWhitespace) else { continue }
            let request: HostRequest
            do {
                request = try HostRequest(jsonLine: line)
            } catch {
                output.send(.error(request: nil, message: "bad request: \(error)"))
                continue
            }
            session.respond(to: request, send: output.send)
        }
    }
}
