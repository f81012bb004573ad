#if canImport(Darwin)
import Darwin
import Foundation

/// Watches a spec file with kqueue (macOS): vnode events on the file (opened through its links) and on
/// its folder (an entry added, removed or renamed: a save by rename, a deletion). After any event the
/// file is opened again, since a rename puts a new file under the name. Nothing polls: the run loop
/// sleeps on the queue (`eventDescriptor`).
final class KqueueWatcher: SpecFileWatcher {
    private static let fileEvents = UInt32(NOTE_WRITE | NOTE_EXTEND | NOTE_ATTRIB | NOTE_DELETE | NOTE_RENAME | NOTE_REVOKE)
    private let queue: Int32
    private let path: String
    private var folderDescriptor: Int32 = -1
    private var fileDescriptor: Int32 = -1

    /// Watches `path` (absolute); `nil` when kqueue cannot watch its folder.
    init?(path: String) {
        let queue = kqueue()
        guard queue >= 0 else { return nil }
        self.queue = queue
        self.path = path
        folderDescriptor = open(URL(fileURLWithPath: path).deletingLastPathComponent().path, O_EVTONLY)
        guard folderDescriptor >= 0, register(folderDescriptor, events: UInt32(NOTE_WRITE | NOTE_DELETE | NOTE_RENAME)) else {
            if folderDescriptor >= 0 { close(folderDescriptor) }
            close(queue)
            return nil
        }
        reopenFile()
    }

    deinit {
        if fileDescriptor >= 0 { close(fileDescriptor) }
        if folderDescriptor >= 0 { close(folderDescriptor) }
        close(queue)
    }

    var eventDescriptor: Int32? { queue }

    var pollInterval: Duration? { nil }

    func takeChanges() -> Bool {
        var events = [Darwin.kevent](repeating: Darwin.kevent(), count: 8)
        var immediately = timespec(tv_sec: 0, tv_nsec: 0)
        var changed = false
        while true {
            let count = kevent(queue, nil, 0, &events, Int32(events.count), &immediately)
            guard count > 0 else { break }
            changed = true
        }
        if changed { reopenFile() }
        return changed
    }

    /// Opens the file at the path again (closing the old descriptor, which may be a replaced file's).
    private func reopenFile() {
        if fileDescriptor >= 0 { close(fileDescriptor) }
        fileDescriptor = open(path, O_EVTONLY)
        if fileDescriptor >= 0, !register(fileDescriptor, events: KqueueWatcher.fileEvents) {
            close(fileDescriptor)
            fileDescriptor = -1
        }
    }

    private func register(_ descriptor: Int32, events: UInt32) -> Bool {
        var change = Darwin.kevent(
            ident: UInt(descriptor), filter: Int16(EVFILT_VNODE),
            flags: UInt16(EV_ADD | EV_CLEAR), fflags: events, data: 0, udata: nil)
        return kevent(queue, &change, 1, nil, 0, nil) >= 0
    }
}
#endif
